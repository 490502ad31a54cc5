/** The date fields (docs/product.md, Hungarian conventions): `YYYY-MM-DD` whatever the browser's language. */
export const DATE_INPUT = {
  /** What the empty field shows: év, hónap, nap. */
  placeholder: 'ÉÉÉÉ-HH-NN',
  format: 'A dátumot ÉÉÉÉ-HH-NN alakban adja meg, például 2025-03-01!',
  noSuchDay: (text: string) => `Nincs ilyen nap: ${text}!`,
  order: 'A kezdő dátum nem lehet későbbi a záró dátumnál!',
} as const;

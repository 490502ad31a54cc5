/** The date fields (docs/product.md, Hungarian conventions): `YYYY-MM-DD` whatever the browser's language. */
export const DATE_INPUT = {
  /** What the empty field shows: év, hónap, nap. */
  placeholder: 'ÉÉÉÉ-HH-NN',
  format: 'A dátumot ÉÉÉÉ-HH-NN alakban adja meg, például 2025-03-01!',
  noSuchDay: (text: string) => `Nincs ilyen nap: ${text}!`,
  order: 'A kezdő dátum nem lehet későbbi a záró dátumnál!',
  /** What the empty date-and-time field shows: év, hónap, nap, óra, perc. */
  dateTimePlaceholder: 'ÉÉÉÉ-HH-NN ÓÓ:PP',
  dateTimeFormat: 'Az időpontot ÉÉÉÉ-HH-NN ÓÓ:PP alakban adja meg, például 2025-03-01 14:30!',
  noSuchTime: (text: string) => `Nincs ilyen időpont: ${text}!`,
} as const;

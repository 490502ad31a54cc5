/**
 * Hungarian alphabetical order (docs/product.md, Hungarian conventions) as a sort key that both
 * databases compare byte by byte (`collate "C"`), so PostgreSQL and the embedded PGlite, which has
 * no Hungarian collation, order names alike. The API builds the same key in SQL from these tables
 * (apps/api/src/db/hungarian-sort.ts); `hungarianSortKey` is its twin in JavaScript.
 *
 * The order is the dictionary's: a á b c cs d dz dzs e é f g gy h i í j k l ly m n ny o ó ö ő p q r
 * s sz t ty u ú ü ű v w x y z zs. A vowel and its long pair share a place (Ábel after Abai, before
 * Ács), and the short one comes first when two names differ only there; ö and ü follow o and u;
 * the digraphs are letters of their own (Cukor before Csaba), a doubled one counts twice (ssz = sz
 * sz); foreign accents sort with their base letter.
 */

/** The letters of the alphabet in order, long vowels left out (they share their short pair's place). */
export const HUNGARIAN_LETTERS = [
  'a',
  'b',
  'c',
  'cs',
  'd',
  'dz',
  'dzs',
  'e',
  'f',
  'g',
  'gy',
  'h',
  'i',
  'j',
  'k',
  'l',
  'ly',
  'm',
  'n',
  'ny',
  'o',
  'ö',
  'p',
  'q',
  'r',
  's',
  'sz',
  't',
  'ty',
  'u',
  'ü',
  'v',
  'w',
  'x',
  'y',
  'z',
  'zs',
] as const;

type Letter = (typeof HUNGARIAN_LETTERS)[number];

/** Characters that sort as a letter: the long vowels, capitals (should lower() leave them) and foreign accents. */
const SAME_PLACE: Record<string, Letter> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ő: 'ö',
  ú: 'u',
  ű: 'ü',
  Á: 'a',
  É: 'e',
  Í: 'i',
  Ó: 'o',
  Ö: 'ö',
  Ő: 'ö',
  Ú: 'u',
  Ü: 'ü',
  Ű: 'ü',
  à: 'a',
  â: 'a',
  ã: 'a',
  ä: 'a',
  å: 'a',
  ā: 'a',
  ă: 'a',
  ą: 'a',
  ç: 'c',
  ć: 'c',
  č: 'c',
  ď: 'd',
  đ: 'd',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ē: 'e',
  ė: 'e',
  ę: 'e',
  ě: 'e',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ī: 'i',
  į: 'i',
  ł: 'l',
  ľ: 'l',
  ĺ: 'l',
  ñ: 'n',
  ń: 'n',
  ň: 'n',
  ò: 'o',
  ô: 'o',
  õ: 'o',
  ø: 'o',
  ō: 'o',
  ŕ: 'r',
  ř: 'r',
  ś: 's',
  š: 's',
  ş: 's',
  ș: 's',
  ť: 't',
  ţ: 't',
  ț: 't',
  ù: 'u',
  û: 'u',
  ů: 'u',
  ū: 'u',
  ų: 'u',
  ý: 'y',
  ÿ: 'y',
  ź: 'z',
  ż: 'z',
  ž: 'z',
};

/** A one-character stand-in for each multi-letter letter (capitals: lower() leaves none in the text). */
const STAND_IN: Partial<Record<Letter, string>> = {
  cs: 'C',
  dz: 'D',
  dzs: 'J',
  gy: 'G',
  ly: 'L',
  ny: 'N',
  sz: 'S',
  ty: 'T',
  zs: 'Z',
};

/**
 * The replacements of the digraphs by their stand-ins, in the order they are applied: the longer
 * first, and a doubled digraph (ccs, ddzs, ggy, lly, nny, ssz, tty, zzs) as the letter twice.
 */
export const HUNGARIAN_DIGRAPH_STEPS: ReadonlyArray<readonly [string, string]> = (() => {
  const steps: Array<[string, string]> = [];
  for (const letter of ['dzs', 'dz', 'cs', 'gy', 'ly', 'ny', 'sz', 'ty', 'zs'] as const) {
    const standIn = STAND_IN[letter] ?? '';
    steps.push([letter[0] + letter, standIn + standIn], [letter, standIn]);
  }
  return steps;
})();

/** Characters the key drops: they would read as letters' codes. */
const DROPPED = '[\\]^_`';

/**
 * The one-to-one character map that ends the key (SQL translate()'s two strings, then the dropped
 * characters): every letter, long vowel, foreign accent and stand-in becomes its letter's code,
 * 'A' + its place in the alphabet, so that the codes compare in alphabetical order.
 */
export const HUNGARIAN_CODE_MAP: { from: string; to: string; dropped: string } = (() => {
  let from = '';
  let to = '';
  const codeOf = (letter: Letter) => String.fromCharCode(0x41 + HUNGARIAN_LETTERS.indexOf(letter));
  for (const letter of HUNGARIAN_LETTERS) {
    const single = letter.length === 1 ? letter : STAND_IN[letter];
    if (!single) continue;
    from += single;
    to += codeOf(letter);
  }
  for (const [char, letter] of Object.entries(SAME_PLACE)) {
    from += char;
    to += codeOf(letter);
  }
  return { from, to, dropped: DROPPED };
})();

/** Separates the key's letters from its tie-break; below every character a name holds. */
export const HUNGARIAN_KEY_SEPARATOR = '\u0001';

/** Long vowels in capitals, to lower case for the tie-break (when lower() leaves them). */
export const HUNGARIAN_TIE_BREAK_MAP = { from: 'ÁÉÍÓÖŐÚÜŰ', to: 'áéíóöőúüű' } as const;

const codeMap = new Map<string, string>(
  [...HUNGARIAN_CODE_MAP.from].map((char, i) => [char, HUNGARIAN_CODE_MAP.to[i] ?? '']),
);

/**
 * A text's Hungarian sort key: its letters' codes, then (for names that differ only in long vowels
 * or case) the text in lower case. Compare keys by code units (`<`), as `collate "C"` does.
 */
export function hungarianSortKey(text: string): string {
  const lower = text.toLowerCase();
  let folded = lower;
  for (const [digraph, standIn] of HUNGARIAN_DIGRAPH_STEPS) folded = folded.replaceAll(digraph, standIn);
  let letters = '';
  for (const char of folded) {
    if (HUNGARIAN_CODE_MAP.dropped.includes(char)) continue;
    letters += codeMap.get(char) ?? char;
  }
  return `${letters}${HUNGARIAN_KEY_SEPARATOR}${lower}`;
}

const collator = new Intl.Collator('hu');

/** Compares two texts in Hungarian alphabetical order (for lists sorted in the browser). */
export function compareHungarian(a: string, b: string): number {
  return collator.compare(a, b);
}

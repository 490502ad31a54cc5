// The extra words of the archive's titles (npm run seed:archive). The demo generator
// (demo-content.ts) knows only a few thousand distinct headlines per category, far fewer than a
// million articles; each headline therefore comes back in later rounds with a different kicker
// before it ("Háttér: …", "Kovács: …") or tail after it ("… – Varga Réka írása"), so that the
// titles stay distinct. Round 0 is the bare headline.
import { FIRST_NAMES, LAST_NAMES, Rng, slugify } from '../demo-content.ts';

/** Kickers a Hungarian news site puts before a headline. */
const KICKERS = [
  'Friss',
  'Háttér',
  'Elemzés',
  'Exkluzív',
  'Helyszíni riport',
  'Kommentár',
  'Gyorsjelentés',
  'Heti összefoglaló',
  'Reggeli hírek',
  'Esti összefoglaló',
  'Olvasói levél',
  'Tényfeltárás',
  'Percről percre',
  'Fontos',
  'Hétvégi magazin',
  'Archívum',
] as const;

/** Tails after any headline (none of the demo's own, which a headline may already have). */
const TAILS = [
  ' (frissítve)',
  ' (képekkel)',
  ' (videóval)',
  ' (interjú)',
  ' – háttér',
  ' – riport',
  ' – helyszíni tudósítás',
  ' – összefoglaló',
  ' – kommentár',
  ' – vélemény',
] as const;

/** Bylines after any headline: {name} is a reporter's name. */
const BYLINES = [' – {name} írása', ' – {name} riportja', ' – {name} jegyzete'] as const;

/** What one round adds to a headline: for a headline without a colon, and for one with. */
export interface TitleRound {
  prefix: string;
  suffix: string;
  /** The suffix for a headline with a colon of its own (no kicker before those). */
  colonSuffix: string;
  /** The slugs of the three (for the article's address). */
  prefixSlug: string;
  suffixSlug: string;
  colonSuffixSlug: string;
}

/** The items in a fixed shuffled order. */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const all = [...items];
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j] as T, all[i] as T];
  }
  return all;
}

const slugOf = (words: string) => (/[a-z0-9]/i.test(words) ? slugify(words) : '');

/**
 * The rounds 1…`count` (index 0 is round 1): distinct for each kind of headline, so that a headline
 * never gets the same title twice within them. The short ones come first (a kicker, a family
 * name as a quote's source, a tail); a larger archive also uses reporters' full names, then
 * bylines. A prefix
 * ends in ': ' (a kicker), a suffix starts with a space.
 */
export function titleRounds(count: number): TitleRound[] {
  const rng = new Rng(0xa4c1_1e5);
  const reporters = shuffled(
    rng,
    LAST_NAMES.flatMap((last) => FIRST_NAMES.map((first) => `${last} ${first}`)),
  );
  // Each reporter in each form once; consecutive rounds name different reporters in different forms.
  const bylines = BYLINES.flatMap((_, pass) =>
    reporters.map((name, i) => (BYLINES[(i + pass) % BYLINES.length] ?? '').replace('{name}', name)),
  );
  const prefix = (k: string) => ({ prefix: `${k}: `, suffix: '' });
  const suffix = (t: string) => ({ prefix: '', suffix: t });
  const plain = [
    ...shuffled(rng, [...KICKERS.map(prefix), ...LAST_NAMES.map(prefix), ...TAILS.map(suffix)]),
    ...reporters.map(prefix),
    ...bylines.map(suffix),
  ];
  const colon = [...shuffled(rng, TAILS), ...bylines];
  const rounds: TitleRound[] = [];
  for (let i = 0; i < Math.min(count, plain.length, colon.length); i++) {
    const { prefix, suffix } = plain[i] ?? { prefix: '', suffix: '' };
    const colonSuffix = colon[i] ?? '';
    rounds.push({
      prefix,
      suffix,
      colonSuffix,
      prefixSlug: slugOf(prefix),
      suffixSlug: slugOf(suffix),
      colonSuffixSlug: slugOf(colonSuffix),
    });
  }
  return rounds;
}

// The texts the archive's rows are assembled from in SQL (npm run seed:archive): headlines, leads,
// paragraphs, tags and photo credits of each category, all made by the demo's generator
// (demo-content.ts) in one pass, a few thousand articles whatever the archive's size.
import type { MenuChoice } from '../demo-article-choices.ts';
import { generateArticle, photoCredit, Rng } from '../demo-content.ts';

/** One category's texts. */
export interface MenuPool {
  menu: MenuChoice;
  /** Distinct headlines of this category (distinct from every other category's too). */
  headlines: string[];
  /** How many times each headline comes in the cycle of slots (at least 1). */
  copies: number;
  leads: string[];
  /**
   * Paragraphs with what goes with them (a subhead before, a list or a quote after); those that
   * may open an article (no subhead first) come first, `openers` of them.
   */
  units: string[];
  openers: number;
  keywords: string[];
}

/** The cycle the rows walk through: row k takes slot k mod length, round k div length. */
export interface Slot {
  menuIndex: number;
  headline: number;
  /** Which copy of the headline this slot is (0 … copies - 1). */
  copy: number;
}

export interface ArchivePools {
  menus: MenuPool[];
  slots: Slot[];
  credits: string[];
}

/** Articles generated for the pools: more for a larger archive, within these bounds. */
const MIN_GENERATED = 1_500;
const MAX_GENERATED = 40_000;
/** Articles per category whose paragraphs, leads and tags are kept (enough variety, little memory). */
const TEXT_ARTICLES = 1_500;
const CREDITS = 400;

/** How many articles the pools are generated from, for an archive of `posts` articles. */
export function generatedFor(posts: number): number {
  return Math.min(MAX_GENERATED, Math.max(MIN_GENERATED, Math.round(posts / 25)));
}

/** Splits an article's HTML into units: each paragraph with its subhead before and its list or quote after. */
function unitsOf(html: string): Array<{ text: string; opener: boolean }> {
  const units: Array<{ text: string; opener: boolean }> = [];
  let pending: string[] = [];
  for (const block of html.split('\n')) {
    if (block.startsWith('<h2>')) {
      pending.push(block);
    } else if (block.startsWith('<p>') || units.length === 0) {
      units.push({ text: [...pending, block].join('\n'), opener: pending.length === 0 });
      pending = [];
    } else {
      const last = units[units.length - 1];
      if (last) last.text += `\n${block}`;
    }
  }
  return units;
}

/** Generates the pools: each category gets its weight's share of the generated articles. */
export function buildPools(
  menuChoices: ReadonlyArray<readonly [MenuChoice, number]>,
  typeChoices: ReadonlyArray<readonly [string, number]>,
  generated: number,
  seed: number,
): ArchivePools {
  const rng = new Rng(seed);
  const totalWeight = menuChoices.reduce((sum, [, w]) => sum + w, 0);
  const taken = new Set<string>();
  const slotsByMenu: Slot[][] = [];
  const menus = menuChoices.map(([menu, weight], menuIndex) => {
    const tries = Math.max(1, Math.round((generated * weight) / totalWeight));
    const headlineIndex = new Map<string, number>();
    const headlines: string[] = [];
    const leads = new Set<string>();
    const openers: string[] = [];
    const others: string[] = [];
    const keywords: string[] = [];
    for (let i = 0; i < tries; i++) {
      const article = generateArticle(rng, menu.path, i, rng.weighted(typeChoices));
      // A headline another category already has stays there: every title is one category's.
      if (!headlineIndex.has(article.title) && !taken.has(article.title)) {
        taken.add(article.title);
        headlineIndex.set(article.title, headlines.length);
        headlines.push(article.title);
      }
      if (i >= TEXT_ARTICLES) continue;
      // The body names Budapest only where the title does (demo-content.ts); a pooled paragraph
      // goes under any title, so it names no Budapest.
      if (!article.shortContent.includes('Budapest')) leads.add(article.shortContent);
      for (const unit of unitsOf(article.content)) {
        if (unit.text.includes('Budapest')) continue;
        (unit.opener ? openers : others).push(unit.text);
      }
      keywords.push(article.keywords);
    }
    if (headlines.length === 0) headlines.push(`Archív cikk – ${menu.path}`);
    if (openers.length === 0) openers.push('<p>Archív cikk.</p>');
    const copies = Math.ceil(tries / headlines.length);
    slotsByMenu.push(
      Array.from({ length: tries }, (_, j) => ({
        menuIndex,
        headline: j % headlines.length,
        copy: Math.floor(j / headlines.length),
      })),
    );
    return {
      menu,
      headlines,
      copies,
      leads: leads.size > 0 ? [...leads] : [''],
      units: [...openers, ...others],
      openers: openers.length,
      keywords: keywords.length > 0 ? keywords : [''],
    };
  });
  // The cycle interleaves the categories at random, so any stretch of rows has their mix.
  const slots = slotsByMenu.flat();
  for (let i = slots.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [slots[i], slots[j]] = [slots[j] as Slot, slots[i] as Slot];
  }
  const credits = Array.from({ length: CREDITS }, () => photoCredit(rng));
  return { menus, slots, credits };
}

import { type PostFilter, TEXT_SEARCH_TOTAL_CAP } from '@newsroom/shared';
import { isPage, type ListChange, matchesKnown, type PageMeta, type TotalMeta } from './list-changes.ts';

/**
 * What a change does to the cached text searches (the 'Szöveg' filter), whose match the records
 * cannot tell: judged with what the database says of the changed articles now (textMatchesNow in
 * posts-text-search.repo.ts), beside the records' judgement of the other filters (list-changes.ts).
 */

/**
 * A text search's total or page that the records alone could not clear, judged with what the
 * database says now (`matchesNow`: the rank of each article that matches each search now, by
 * `${id} ${text}`, from textMatchesNow). The matches counted are the first ones found, up to some
 * past the cap: an article that matched beyond them changes nothing but by entering them.
 * - A total changes when a counted match no longer matches (unless more than the cap remain),
 *   or when an article comes to match an exact (uncapped) total.
 * - A page changes when the article was among the matches or matches now. (The best matches'
 *   first pages are kept in a ranking instead, which a change updates: updateRanking.)
 */
export function textSearchAffected(
  meta: TotalMeta | PageMeta,
  changes: readonly ListChange[],
  matchesNow: ReadonlyMap<string, number>,
): boolean {
  const { filter, candidates } = meta;
  if (!filter.text || !candidates) return true;
  const text = filter.text;
  return changes.some((c) => {
    const rank = matchesNow.get(`${c.i} ${text}`);
    const now = c.n !== null && matchesKnown(filter, c.n) && rank !== undefined;
    const was = candidates.has(c.i);
    if (isPage(meta)) return was || now;
    if (was && !now) return !meta.lowerBound || candidates.size - 1 <= TEXT_SEARCH_TOTAL_CAP;
    return !was && now && !meta.lowerBound;
  });
}

/** After a change that left a text search's total as it was: its matches that match no more. */
export function leavers(
  meta: TotalMeta,
  changes: readonly ListChange[],
  matchesNow: ReadonlyMap<string, number>,
): number[] {
  const { filter, candidates } = meta;
  if (!filter.text || !candidates) return [];
  return changes
    .filter((c) => candidates.has(c.i))
    .filter((c) => !(c.n !== null && matchesKnown(filter, c.n) && matchesNow.has(`${c.i} ${filter.text}`)))
    .map((c) => c.i);
}

/**
 * The best matches of a text search, best first (rank desc, id desc): the first RANKED_DEPTH of
 * them, or all when `complete`. The first pages of the best matches are cut from it.
 */
export interface Ranking {
  filter: PostFilter;
  ranked: Array<[id: number, rank: number]>;
  complete: boolean;
}

/** How many of a text search's best matches a ranking keeps: ten pages of twenty. */
export const RANKED_DEPTH = 200;

/** Whether a change can touch a ranking: the article stood, or stands, within its other filters. */
export function rankingTouched(ranking: Ranking, changes: readonly ListChange[]): boolean {
  return changes.some(
    (c) =>
      (c.o !== null && matchesKnown(ranking.filter, c.o)) ||
      (c.n !== null && matchesKnown(ranking.filter, c.n)),
  );
}

/**
 * Brings a ranking up to date with a change, from what the database says now (`matchesNow`, as
 * for textSearchAffected); false when it cannot (a date range, which the records do not judge).
 * A changed article leaves it, and comes back at its new rank when it still matches and ranks
 * within it: the rest keep their order, and what is left is still the best matches, fewer of them
 * when one fell below the last.
 */
export function updateRanking(
  ranking: Ranking,
  changes: readonly ListChange[],
  matchesNow: ReadonlyMap<string, number>,
): boolean {
  const { filter, ranked } = ranking;
  if (!filter.text || filter.date_from || filter.date_to) return false;
  const before = (a: [number, number], b: [number, number]) => a[1] > b[1] || (a[1] === b[1] && a[0] > b[0]);
  for (const c of changes) {
    const at = ranked.findIndex(([id]) => id === c.i);
    if (at >= 0) ranked.splice(at, 1);
    const rank = matchesNow.get(`${c.i} ${filter.text}`);
    if (c.n === null || !matchesKnown(filter, c.n) || rank === undefined) continue;
    const entry: [number, number] = [c.i, rank];
    const last = ranked.at(-1);
    if (!ranking.complete && (last === undefined || !before(entry, last))) continue;
    const place = ranked.findIndex((other) => before(entry, other));
    ranked.splice(place < 0 ? ranked.length : place, 0, entry);
  }
  return true;
}

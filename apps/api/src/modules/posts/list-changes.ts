import { foldForSearch, type PostFilter, type PostSort } from '@newsroom/shared';

/**
 * Which cached totals and pages of the article list a change of some articles can alter, judged
 * from each article's place in the list before and after (the 'rows:' records the posts triggers
 * send, migration 0019). A total changes only when its filter gains or loses the article; a page
 * only when the article enters, leaves or moves within its filter at or before the page's last
 * row. What cannot be known here (a text search's match, a date range's calendar days, the
 * scheduled order) counts as a change whenever it could be one: a drop too many costs a query, a
 * drop too few would show a stale list.
 */

/** An article's place in the list (post_list_state of migration 0019). */
export interface ListState {
  /** menu_id, user_id, post_type, menu_type, is_active */
  m: number;
  u: number;
  t: string;
  s: string;
  a: boolean;
  /** publish_at and creation_date, ms since the epoch (publish_at null when unscheduled). */
  p: number | null;
  d: number;
  /** The searched title (title_search) and the title's Hungarian sort key. */
  q: string;
  k: string;
  /** Its visitors (desktop + mobile). */
  v: number;
}

/** One changed article: its place before (null: new) and after (null: deleted), retitled, rewritten. */
export interface ListChange {
  i: number;
  o: ListState | null;
  n: ListState | null;
  r: boolean;
  x: boolean;
}

export const ROWS_PREFIX = 'rows:';

/** The records of a notification's 'rows:' token; undefined when they cannot be read. */
export function parseListChanges(token: string): ListChange[] | undefined {
  try {
    const parsed: unknown = JSON.parse(
      Buffer.from(token.slice(ROWS_PREFIX.length), 'base64').toString('utf8'),
    );
    return Array.isArray(parsed) ? (parsed as ListChange[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A yes or no, or 'maybe' where the answer depends on what the record does not carry. */
type Maybe = boolean | 'maybe';

/** The filter's conditions that the record answers (posts-list.repo.ts filterConditions). */
export function matchesKnown(filter: PostFilter, s: ListState): boolean {
  if (filter.include_inactive !== '1' && !s.a) return false;
  if (filter.type === 'scheduled') {
    if (s.s !== 'draft' || s.p === null || !s.a) return false;
  } else if (filter.type && s.s !== filter.type) return false;
  if (filter.menu_id && s.m !== filter.menu_id) return false;
  if (filter.post_type !== undefined && s.t !== filter.post_type) return false;
  if (filter.user_id && s.u !== filter.user_id) return false;
  if (filter.q && !s.q.includes(foldForSearch(filter.q))) return false;
  return true;
}

/**
 * Whether the article's membership of the filter can differ between `o` and `n`. The date range
 * and the text search are not judged here: unchanged inputs (the same creation time; the text not
 * rewritten) give the same answer before and after, changed ones may give any.
 */
function membershipChanges(filter: PostFilter, change: ListChange): Maybe {
  const { o, n } = change;
  const before = o !== null && matchesKnown(filter, o);
  const after = n !== null && matchesKnown(filter, n);
  if (!before && !after) return false;
  const unknownSame =
    o !== null &&
    n !== null &&
    (!(filter.date_from || filter.date_to) || o.d === n.d) &&
    (!filter.text || !change.x);
  const judged = !(filter.date_from || filter.date_to) && !filter.text;
  if (judged) return before !== after;
  if (unknownSame) return before !== after ? 'maybe' : false;
  return 'maybe';
}

/**
 * How a total moves with the changes: +1 for each article that entered its filter, -1 for each
 * that left; undefined where the records cannot tell (a date range, a text search).
 */
export function totalDelta(filter: PostFilter, changes: readonly ListChange[]): number | undefined {
  if (filter.text || filter.date_from || filter.date_to) return undefined;
  let delta = 0;
  for (const { o, n } of changes)
    delta +=
      (n !== null && matchesKnown(filter, n) ? 1 : 0) - (o !== null && matchesKnown(filter, o) ? 1 : 0);
  return delta;
}

/** Whether a change can alter the filter's total. */
export function totalAffected(filter: PostFilter, changes: readonly ListChange[]): boolean {
  return changes.some((c) => membershipChanges(filter, c) !== false);
}

/**
 * What a cached total remembers: its filter and, of a text search, the matches it counted (the
 * cache forgets those that leave) and whether the total is a lower bound.
 */
export interface TotalMeta {
  filter: PostFilter;
  candidates?: Set<number>;
  lowerBound?: boolean;
}

/**
 * What a cached page remembers of itself: its filter, its sort, whether it is full, the articles
 * it shows, its first and last row, the tags it is kept under besides its articles' and, of a
 * text search, the matches it was ranked among.
 */
export interface PageMeta extends TotalMeta {
  sort: PostSort | 'scheduled' | 'relevance';
  full: boolean;
  ids: number[];
  first: (ListState & { id: number }) | null;
  last: (ListState & { id: number }) | null;
  tags: string[];
}

/** Whether `meta` is a page's. */
export const isPage = (meta: TotalMeta | PageMeta): meta is PageMeta => 'sort' in meta;

/** Whether the order's key of the article differs between before and after. */
function sortKeyChanges(sort: PageMeta['sort'], change: ListChange): boolean {
  const { o, n } = change;
  if (o === null || n === null) return true;
  if (sort === 'date' || sort === 'date_asc') return o.d !== n.d;
  if (sort === 'title' || sort === 'title_desc') return o.k !== n.k;
  if (sort === 'visitors') return o.v !== n.v || o.d !== n.d;
  if (sort === 'scheduled') return o.p !== n.p;
  return change.x;
}

/** -1, 0 or 1 as `a` sorts before, with or after `b` by UTF-8 bytes (collate "C"). */
function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * Whether an article at `s` would stand at or before the page's last row in the page's order
 * (equal keys count as before: the tie's order by id is not worth the risk).
 */
function atOrBeforeEnd(meta: PageMeta, s: ListState): boolean {
  const last = meta.last;
  if (!meta.full || last === null) return true;
  switch (meta.sort) {
    case 'date':
      return s.d >= last.d;
    case 'date_asc':
      return s.d <= last.d;
    case 'title':
      return compareBytes(s.k, last.k) <= 0;
    case 'title_desc':
      return compareBytes(s.k, last.k) >= 0;
    case 'visitors':
      // The visited articles, most first; after them those without visitors, newest first.
      if (last.v > 0) return s.v >= last.v;
      return s.v > 0 || s.d >= last.d;
    default:
      return true;
  }
}

/**
 * How a full page of a date order, or of the most visited past the visited articles (those
 * without visitors come newest first), moves with one change it is affected by: 0 not at all (the
 * article entered or left after it, or moved without passing it), 1 one row down (an article came
 * before it: the page starts one row earlier), -1 one row up (one before it left); undefined when
 * the page must be read again (the article is, or comes, on it; times within a millisecond of its
 * ends; filters the records do not judge; several articles at once).
 */
export function pageShift(meta: PageMeta, changes: readonly ListChange[]): 0 | 1 | -1 | undefined {
  const { filter, first, last } = meta;
  const [c] = changes;
  if (changes.length !== 1 || c === undefined || !meta.full || !first || !last) return undefined;
  const unvisited = meta.sort === 'visitors' && first.v === 0 && last.v === 0;
  if (
    (meta.sort !== 'date' && meta.sort !== 'date_asc' && !unvisited) ||
    filter.text ||
    filter.date_from ||
    filter.date_to
  )
    return undefined;
  if (meta.ids.includes(c.i)) return undefined;
  const newest = meta.sort !== 'date_asc';
  const place = (s: ListState | null) => {
    if (s === null || !matchesKnown(filter, s)) return 'none';
    if (unvisited && s.v > 0) return 'before';
    if (newest ? s.d > first.d : s.d < first.d) return 'before';
    if (newest ? s.d < last.d : s.d > last.d) return 'after';
    return 'on';
  };
  const before = place(c.o);
  const after = place(c.n);
  if (before === 'on' || after === 'on') return undefined;
  return ((after === 'before' ? 1 : 0) - (before === 'before' ? 1 : 0)) as 0 | 1 | -1;
}

/** Whether a change can alter a cached page (the pages that show an article are dropped by its tag). */
export function pageAffected(meta: PageMeta, changes: readonly ListChange[]): boolean {
  return changes.some((c) => {
    const moves = membershipChanges(meta.filter, c);
    const inBefore = c.o !== null && matchesKnown(meta.filter, c.o);
    const inAfter = c.n !== null && matchesKnown(meta.filter, c.n);
    if (!inBefore && !inAfter) return false;
    if (moves === false && !sortKeyChanges(meta.sort, c)) return false;
    return (
      (inBefore && c.o !== null && atOrBeforeEnd(meta, c.o)) ||
      (inAfter && c.n !== null && atOrBeforeEnd(meta, c.n))
    );
  });
}

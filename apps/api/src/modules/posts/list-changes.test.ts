/**
 * The judgement of list-changes.ts and text-search-changes.ts on their own: which totals and pages
 * a change of an article can alter, in each order, with the filters whose answer the records do
 * not carry.
 */
import { type PostFilter, postFilterSchema, TEXT_SEARCH_TOTAL_CAP } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import {
  type ListChange,
  type ListState,
  type PageMeta,
  pageAffected,
  pageShift,
  parseListChanges,
  ROWS_PREFIX,
  totalAffected,
  totalDelta,
} from './list-changes.ts';
import {
  leavers,
  type Ranking,
  rankingTouched,
  textSearchAffected,
  updateRanking,
} from './text-search-changes.ts';

const DAY = 86_400_000;
const state = (over: Partial<ListState> = {}): ListState => ({
  m: 1,
  u: 7,
  t: 'Hír',
  s: 'post',
  a: true,
  p: null,
  d: 100 * DAY,
  q: 'arviz a dunan',
  k: 'ARVIZ',
  v: 0,
  ...over,
});
const change = (o: ListState | null, n: ListState | null, flags: Partial<ListChange> = {}): ListChange => ({
  i: 42,
  o,
  n,
  r: false,
  x: false,
  ...flags,
});
const filter = (query: Record<string, string>): PostFilter => postFilterSchema.parse(query);
const page = (query: Record<string, string>, sort: PageMeta['sort'], last: Partial<ListState>): PageMeta => ({
  filter: filter(query),
  sort,
  full: true,
  ids: [10, 11, 12],
  first: { ...state(last), id: 12 },
  last: { ...state(last), id: 10 },
  tags: [],
});

describe('totals', () => {
  it('change only when the article enters or leaves the filter', () => {
    const moved = change(state({ m: 1 }), state({ m: 2 }));
    expect(totalAffected(filter({ menu_id: '1' }), [moved])).toBe(true);
    expect(totalAffected(filter({ menu_id: '2' }), [moved])).toBe(true);
    expect(totalAffected(filter({ menu_id: '3' }), [moved])).toBe(false);
    expect(totalAffected(filter({ type: 'post' }), [moved])).toBe(false);
    expect(totalAffected(filter({ type: 'post', q: 'árvíz' }), [moved])).toBe(false);
    const unpublished = change(state(), state({ s: 'draft' }));
    expect(totalAffected(filter({ type: 'post', q: 'árvíz' }), [unpublished])).toBe(true);
    expect(totalAffected(filter({ type: 'post', q: 'aszály' }), [unpublished])).toBe(false);
    expect(totalAffected(filter({ user_id: '7' }), [unpublished])).toBe(false);
  });

  it('count every change of a date range or a text search the records cannot judge', () => {
    const month = { date_from: '2026-03-01', date_to: '2026-03-31' };
    expect(totalAffected(filter(month), [change(state(), state({ d: 101 * DAY }))])).toBe(true);
    expect(totalAffected(filter(month), [change(state(), state({ m: 2 }))])).toBe(false);
    expect(totalAffected(filter({ ...month, menu_id: '1' }), [change(state(), state({ m: 2 }))])).toBe(true);
    expect(totalAffected(filter({ text: 'árvíz' }), [change(state(), state(), { x: true })])).toBe(true);
    expect(totalAffected(filter({ text: 'árvíz' }), [change(state(), state({ m: 2 }))])).toBe(false);
    expect(totalAffected(filter({ text: 'árvíz', menu_id: '2' }), [change(state(), state({ m: 2 }))])).toBe(
      true,
    );
    expect(
      totalAffected(filter({ text: 'árvíz', menu_id: '3' }), [change(state(), state(), { x: true })]),
    ).toBe(false);
  });

  it('of scheduled drafts and of inactive articles follow their own conditions', () => {
    const scheduled = change(state({ s: 'draft' }), state({ s: 'draft', p: 200 * DAY }));
    expect(totalAffected(filter({ type: 'scheduled' }), [scheduled])).toBe(true);
    expect(totalAffected(filter({ type: 'draft' }), [scheduled])).toBe(false);
    const deactivated = change(state(), state({ a: false }));
    expect(totalAffected(filter({ type: 'post' }), [deactivated])).toBe(true);
    expect(totalAffected(filter({ type: 'post', include_inactive: '1' }), [deactivated])).toBe(false);
  });
});

describe('pages', () => {
  it('change when the article enters, leaves or moves at or before their last row, in each order', () => {
    const created = (n: Partial<ListState>) => change(null, state(n), { r: true, x: true });
    expect(pageAffected(page({}, 'date', { d: 50 * DAY }), [created({ d: 60 * DAY })])).toBe(true);
    expect(pageAffected(page({}, 'date', { d: 50 * DAY }), [created({ d: 40 * DAY })])).toBe(false);
    expect(pageAffected(page({}, 'date_asc', { d: 50 * DAY }), [created({ d: 60 * DAY })])).toBe(false);
    expect(pageAffected(page({}, 'title', { k: 'M' }), [created({ k: 'B' })])).toBe(true);
    expect(pageAffected(page({}, 'title', { k: 'M' }), [created({ k: 'T' })])).toBe(false);
    expect(pageAffected(page({}, 'title_desc', { k: 'M' }), [created({ k: 'T' })])).toBe(true);
    expect(pageAffected(page({}, 'visitors', { v: 30 }), [created({ v: 10 })])).toBe(false);
    expect(pageAffected(page({}, 'visitors', { v: 30 }), [created({ v: 40 })])).toBe(true);
    // Past the visited articles, those without visitors come newest first.
    expect(pageAffected(page({}, 'visitors', { v: 0, d: 50 * DAY }), [created({ d: 40 * DAY })])).toBe(false);
    expect(pageAffected(page({}, 'visitors', { v: 0, d: 50 * DAY }), [created({ v: 1, d: 40 * DAY })])).toBe(
      true,
    );
    expect(pageAffected(page({}, 'scheduled', {}), [created({ s: 'draft', p: DAY })])).toBe(true);
  });

  it('stay when the article keeps its place, or stands outside their filter', () => {
    const renamed = change(state({ k: 'B' }), state({ k: 'C', q: 'c' }), { r: true });
    expect(pageAffected(page({}, 'date', { d: 0 }), [renamed])).toBe(false);
    expect(pageAffected(page({}, 'title', { k: 'M' }), [renamed])).toBe(true);
    expect(pageAffected(page({ menu_id: '5' }, 'title', { k: 'M' }), [renamed])).toBe(false);
    const notFull: PageMeta = { ...page({}, 'title', { k: 'A' }), full: false };
    expect(pageAffected(notFull, [change(null, state({ k: 'Z' }), { r: true, x: true })])).toBe(true);
  });
});

describe('text searches checked with the database', () => {
  const text = { text: 'árvíz', type: 'post' };
  const rewritten = (i: number) => ({ ...change(state(), state(), { x: true }), i });
  const ranks = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('change their total when a match leaves, or one comes to an exact total', () => {
    const exact = { filter: filter(text), candidates: new Set([1, 2, 3]), lowerBound: false };
    expect(textSearchAffected(exact, [rewritten(2)], ranks({ '2 árvíz': 0.1 }))).toBe(false);
    expect(textSearchAffected(exact, [rewritten(2)], ranks({}))).toBe(true);
    expect(textSearchAffected(exact, [rewritten(9)], ranks({ '9 árvíz': 0.1 }))).toBe(true);
    expect(textSearchAffected(exact, [rewritten(9)], ranks({ '9 aszály': 0.1 }))).toBe(false);
    // Matching words, but now a draft: not in the list.
    const drafted = { ...change(state(), state({ s: 'draft' })), i: 9 };
    expect(textSearchAffected(exact, [drafted], ranks({ '9 árvíz': 0.1 }))).toBe(false);
    expect(textSearchAffected({ filter: exact.filter }, [rewritten(9)], ranks({}))).toBe(true);
  });

  it('past the cap, keep their total while more than the cap still match', () => {
    const many = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
    const capped = { filter: filter(text), candidates: many(TEXT_SEARCH_TOTAL_CAP + 2), lowerBound: true };
    expect(textSearchAffected(capped, [rewritten(5)], ranks({}))).toBe(false);
    expect(leavers(capped, [rewritten(5)], ranks({}))).toEqual([5]);
    expect(textSearchAffected(capped, [rewritten(20_000)], ranks({ '20000 árvíz': 0.1 }))).toBe(false);
    const atCap = { ...capped, candidates: many(TEXT_SEARCH_TOTAL_CAP + 1) };
    expect(textSearchAffected(atCap, [rewritten(5)], ranks({}))).toBe(true);
  });

  it('drop a page when a changed article was among its matches or matches it now', () => {
    const second: PageMeta = {
      ...page({ ...text, page: '2' }, 'relevance', {}),
      candidates: new Set([1, 2, 3]),
    };
    expect(textSearchAffected(second, [rewritten(3)], ranks({ '3 árvíz': 0.1 }))).toBe(true);
    expect(textSearchAffected(second, [rewritten(9)], ranks({ '9 árvíz': 0.1 }))).toBe(true);
    expect(textSearchAffected(second, [rewritten(9)], ranks({}))).toBe(false);
  });

  it('keep their best matches in order as articles are rewritten, come and go', () => {
    const ranking = (ranked: Array<[number, number]>, complete: boolean): Ranking => ({
      filter: filter(text),
      ranked: ranked.map(([id, rank]) => [id, rank]),
      complete,
    });
    const best = ranking(
      [
        [5, 0.9],
        [4, 0.5],
        [3, 0.5],
        [2, 0.2],
      ],
      false,
    );
    expect(rankingTouched(best, [rewritten(8)])).toBe(true);
    expect(
      rankingTouched(best, [{ ...change(state({ s: 'draft' }), state({ s: 'draft' }), { x: true }), i: 8 }]),
    ).toBe(false);
    // Rewritten to rank higher, to rank lower than the last kept, and to match no more.
    expect(updateRanking(best, [rewritten(2)], ranks({ '2 árvíz': 0.6 }))).toBe(true);
    expect(best.ranked).toEqual([
      [5, 0.9],
      [2, 0.6],
      [4, 0.5],
      [3, 0.5],
    ]);
    expect(updateRanking(best, [rewritten(5)], ranks({ '5 árvíz': 0.1 }))).toBe(true);
    expect(best.ranked).toEqual([
      [2, 0.6],
      [4, 0.5],
      [3, 0.5],
    ]);
    expect(updateRanking(best, [rewritten(4)], ranks({}))).toBe(true);
    expect(best.ranked).toEqual([
      [2, 0.6],
      [3, 0.5],
    ]);
    // A new match: in its place when it ranks within, left out when below the last kept…
    expect(updateRanking(best, [rewritten(9)], ranks({ '9 árvíz': 0.5 }))).toBe(true);
    expect(best.ranked).toEqual([
      [2, 0.6],
      [9, 0.5],
      [3, 0.5],
    ]);
    expect(updateRanking(best, [rewritten(1)], ranks({ '1 árvíz': 0.5 }))).toBe(true);
    expect(best.ranked).toEqual([
      [2, 0.6],
      [9, 0.5],
      [3, 0.5],
    ]);
    // …but kept anywhere in a ranking of every match.
    const all = ranking([[3, 0.5]], true);
    updateRanking(all, [rewritten(1)], ranks({ '1 árvíz': 0.1 }));
    expect(all.ranked).toEqual([
      [3, 0.5],
      [1, 0.1],
    ]);
    // A date range is not judged here: the ranking is made again.
    const month = { ...ranking([[3, 0.5]], true), filter: filter({ ...text, date_from: '2026-03-01' }) };
    expect(updateRanking(month, [rewritten(1)], ranks({}))).toBe(false);
  });
});

it('reads the records of a notification, and nothing from a damaged one', () => {
  const records = [change(state(), null, { r: true, x: true })];
  const token = ROWS_PREFIX + Buffer.from(JSON.stringify(records)).toString('base64');
  expect(parseListChanges(token)).toEqual(records);
  expect(parseListChanges(`${ROWS_PREFIX}nem-olvasható`)).toBeUndefined();
});

it('moves an exactly judged total by the articles that entered and left, and leaves the rest to a count', () => {
  const moved = change(state({ m: 1 }), state({ m: 2 }));
  const created = change(null, state({ m: 2 }), { r: true, x: true });
  expect(totalDelta(filter({ menu_id: '1' }), [moved])).toBe(-1);
  expect(totalDelta(filter({ menu_id: '2' }), [moved, created])).toBe(2);
  expect(totalDelta(filter({ type: 'post' }), [moved])).toBe(0);
  expect(totalDelta(filter({ q: 'árvíz', menu_id: '2' }), [created])).toBe(1);
  expect(totalDelta(filter({ text: 'árvíz' }), [moved])).toBeUndefined();
  expect(totalDelta(filter({ date_from: '2026-03-01' }), [moved])).toBeUndefined();
});

it('moves a full page of a date order by one row when an article comes or goes before it', () => {
  const newest = {
    ...page({ type: 'post' }, 'date', { d: 50 * DAY }),
    first: { ...state({ d: 60 * DAY }), id: 12 },
  };
  const at = (d: number, s = 'post') => state({ d: d * DAY, s });
  expect(pageShift(newest, [change(null, at(70))])).toBe(1);
  expect(pageShift(newest, [change(at(70), at(70, 'draft'))])).toBe(-1);
  expect(pageShift(newest, [change(null, at(40))])).toBe(0);
  expect(pageShift(newest, [change(at(70), at(80))])).toBe(0);
  expect(pageShift(newest, [change(at(70), at(40))])).toBe(-1);
  expect(pageShift(newest, [change(null, at(55))])).toBeUndefined();
  expect(pageShift(newest, [{ ...change(at(70), at(70, 'draft')), i: 11 }])).toBeUndefined();
  expect(pageShift(newest, [change(null, at(70)), change(null, at(71))])).toBeUndefined();
  const oldest = {
    ...newest,
    sort: 'date_asc' as const,
    first: { ...at(40), id: 12 },
    last: { ...at(50), id: 10 },
  };
  expect(pageShift(oldest, [change(null, at(30))])).toBe(1);
  expect(pageShift(oldest, [change(null, at(70))])).toBe(0);
  expect(pageShift({ ...newest, sort: 'title' }, [change(null, at(70))])).toBeUndefined();
  // Past the visited articles those without visitors come newest first; a visited one comes before.
  const unvisited = { ...newest, sort: 'visitors' as const };
  expect(pageShift(unvisited, [change(null, at(70))])).toBe(1);
  expect(pageShift(unvisited, [change(null, { ...at(40), v: 3 })])).toBe(1);
  expect(pageShift(unvisited, [change(null, at(40))])).toBe(0);
  expect(
    pageShift({ ...unvisited, last: { ...at(50), v: 2, id: 10 } }, [change(null, at(70))]),
  ).toBeUndefined();
  expect(pageShift({ ...newest, full: false }, [change(null, at(70))])).toBeUndefined();
});

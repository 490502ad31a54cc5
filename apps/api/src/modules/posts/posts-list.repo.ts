import {
  DEFAULT_POST_SORT,
  foldForSearch,
  type PostFilter,
  type PostListItem,
  type PostSort,
} from '@newsroom/shared';
import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hungarianOrder } from '../../db/hungarian-sort.ts';
import { menus, posts, postVisitTotals, users } from '../../db/schema/index.ts';
import { dayStart } from '../../lib/day-range.ts';
import { pageOffset } from '../../lib/paging.ts';
import { likePattern } from '../users/users.repo.ts';
import { countedByCounters, countFromCounters } from './post-counts.repo.ts';
import { listColumns, toPostListItemDto } from './posts-columns.repo.ts';
import { type DeepStart, deepStartCondition, findDeepStart } from './posts-deep-pages.repo.ts';
import {
  candidateIds,
  countTextMatches,
  relevanceOrder,
  textCondition,
  textSnippets,
} from './posts-text-search.repo.ts';

/**
 * The article list's queries: its filters, its sorts, one page and the exact count (the cache of
 * both: posts-list.service.ts), and the keyword counts of a category.
 */

export function filterConditions(filter: PostFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.include_inactive !== '1') conditions.push(eq(posts.isActive, true));
  if (filter.type === 'scheduled') {
    // The shape of posts_publish_due_idx: active drafts with a time (deleted ones never publish).
    conditions.push(eq(posts.menuType, 'draft'), isNotNull(posts.publishAt));
    if (filter.include_inactive === '1') conditions.push(eq(posts.isActive, true));
  } else if (filter.type) conditions.push(eq(posts.menuType, filter.type));
  if (filter.menu_id) conditions.push(eq(posts.menuId, filter.menu_id));
  if (filter.post_type !== undefined) conditions.push(eq(posts.postType, filter.post_type));
  if (filter.user_id) conditions.push(eq(posts.userId, filter.user_id));
  if (filter.workflow_status) {
    // Only drafts are in review (posts_workflow_idx for all but 'draft').
    conditions.push(eq(posts.menuType, 'draft'), eq(posts.workflowStatus, filter.workflow_status));
  }
  if (filter.date_from) conditions.push(gte(posts.creationDate, sql`${dayStart(filter.date_from)}`));
  if (filter.date_to)
    conditions.push(lt(posts.creationDate, sql`${dayStart(filter.date_to)} + interval '1 day'`));
  if (filter.q) conditions.push(like(posts.titleSearch, likePattern(foldForSearch(filter.q))));
  if (filter.text) conditions.push(textCondition(filter.text));
  return and(...conditions);
}

const newestFirst = [sql`${posts.creationDate} desc nulls last`, sql`${posts.id} desc nulls last`];
/** Scheduled drafts: the soonest first (posts_publish_due_idx). */
const soonestFirst = [sql`${posts.publishAt} asc`, sql`${posts.id} asc`];
/**
 * Titles in Hungarian alphabetical order, alike on PostgreSQL and PGlite: the Hungarian sort key
 * (db/hungarian-sort.ts) compared byte by byte, the expression of the title indexes (migration 0014).
 */
const titleKey = hungarianOrder(sql`${posts.title}`);
/** An article's visitors, as post_visit_totals_visitors_idx holds them. */
const visitorsKey = sql`(${postVisitTotals.desktop} + ${postVisitTotals.mobile})`;

/**
 * The order of each sort; each is an index's order (the list indexes of 0002 for the dates, read
 * backwards for the oldest first, and the title indexes of 0014, backwards for Z to A).
 */
const ORDERS: Record<Exclude<PostSort, 'visitors'>, SQL[]> = {
  date: newestFirst,
  date_asc: [sql`${posts.creationDate} asc nulls first`, sql`${posts.id} asc nulls first`],
  title: [sql`${titleKey} asc`, sql`${posts.id} asc`],
  title_desc: [sql`${titleKey} desc`, sql`${posts.id} desc`],
};

/**
 * The sort a filter lists by: scheduled drafts are always the soonest first; a text search
 * without a sort of its own, the best matches first.
 */
export function sortOf(filter: PostFilter): PostSort | 'scheduled' | 'relevance' {
  if (filter.type === 'scheduled') return 'scheduled';
  if (filter.text && !filter.sort) return 'relevance';
  return filter.sort ?? DEFAULT_POST_SORT;
}

function listOrder(filter: PostFilter, sort: Exclude<PostSort, 'visitors'> | 'scheduled' | 'relevance') {
  if (sort === 'relevance') return relevanceOrder(filter);
  return sort === 'scheduled' ? soonestFirst : ORDERS[sort];
}

/** The most visited first; equal counts: the higher id (the newer article) first. */
const mostVisitedFirst = [sql`coalesce(${visitorsKey}, 0) desc`, sql`${posts.id} desc`];

/** The list's rows of some articles (the page's ids, found first), in `order`. */
export function rowsOf(db: Db, ids: SQLWrapper | number[], order: SQL[]) {
  return db
    .select(listColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(postVisitTotals, eq(postVisitTotals.postId, posts.id))
    .where(inArray(posts.id, ids))
    .orderBy(...order);
}

function pageIdsQuery(
  db: Db,
  filter: PostFilter,
  order: SQL[],
  limit: number,
  offset: number,
  start?: DeepStart,
) {
  // A text search orders its capped candidates only (posts-text-search.repo.ts); a deep page
  // starts at its day (posts-deep-pages.repo.ts).
  const where = filter.text
    ? inArray(posts.id, candidateIds(filterConditions(filter)))
    : and(filterConditions(filter), start && deepStartCondition(start));
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** Whether an article has visitors: a post_visit_totals row with some. */
export const hasVisitors = sql`exists (select 1 from ${postVisitTotals} where ${postVisitTotals.postId} = ${posts.id} and ${visitorsKey} > 0)`;

/**
 * The filtered articles that have visitors. The totals are read in post_visit_totals_visitors_idx's
 * order and each article checked against the filter, which stops after a page for any filter that
 * visited articles commonly match. Drafts rarely have visitors, which the planner cannot know:
 * with `type=draft` the drafts are found first (OFFSET 0 keeps that subquery apart), and only
 * their totals are probed, instead of all totals searched for drafts.
 */
function visitedCondition(filter: PostFilter): SQL {
  const filtered = sql`select ${posts.id} from ${posts} where ${filterConditions(filter) ?? sql`true`}`;
  const fence = filter.type === 'draft' ? sql` offset 0` : sql``;
  return sql`${visitorsKey} > 0 and ${postVisitTotals.postId} in (${filtered}${fence})`;
}

/** sort=visitors: the page's ids among the visited articles, the most visited first. */
function visitedPageIdsQuery(db: Db, filter: PostFilter, limit: number, offset: number) {
  return db
    .select({ id: postVisitTotals.postId })
    .from(postVisitTotals)
    .where(visitedCondition(filter))
    .orderBy(sql`${visitorsKey} desc`, sql`${postVisitTotals.postId} desc`)
    .limit(limit)
    .offset(offset);
}

/**
 * The query of one page of the article list in the filter's sort. The page's ids are found first,
 * on the list indexes alone (an index-only scan even deep into the list), and only those rows are
 * joined. For sort=visitors it is the page among the visited articles (findPostPage adds the
 * articles without visitors after them). A deep page of a date order starts at `start`
 * (findDeepStart). Exported so the benchmark can explain exactly what the API runs.
 */
export function postPageQuery(db: Db, filter: PostFilter, start?: DeepStart) {
  const sort = sortOf(filter);
  if (sort === 'visitors') {
    return rowsOf(db, visitedPageIdsQuery(db, filter, filter.per_page, pageOffset(filter)), mostVisitedFirst);
  }
  const order = listOrder(filter, sort);
  const offset = start ? start.skip : pageOffset(filter);
  return rowsOf(db, pageIdsQuery(db, filter, order, filter.per_page, offset, start), order);
}

/** The query of the exact number of articles that match a filter. */
export function postCountQuery(db: Db, filter: PostFilter) {
  return db.select({ n: count() }).from(posts).where(filterConditions(filter));
}

/**
 * sort=visitors past the visited articles: those without visitors, newest first, from `offset`
 * among them (the list indexes, each article's totals probed).
 */
function unvisitedPage(db: Db, filter: PostFilter, limit: number, offset: number) {
  const ids = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(filterConditions(filter), sql`not ${hasVisitors}`))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rowsOf(db, ids, newestFirst);
}

/** How many filtered articles have visitors (only asked for a page past all of them). */
async function countVisited(db: Db, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postVisitTotals).where(visitedCondition(filter));
  return row?.n ?? 0;
}

export async function findPostPage(db: Db, filter: PostFilter): Promise<PostListItem[]> {
  const page = await findPostPageRows(db, filter);
  if (!filter.text) return page;
  const snippets = await textSnippets(
    db,
    page.map((p) => p.id),
    filter.text,
  );
  return page.map((p) => ({ ...p, snippet: snippets.get(p.id) ?? '' }));
}

async function findPostPageRows(db: Db, filter: PostFilter): Promise<PostListItem[]> {
  const sort = sortOf(filter);
  const start = await findDeepStart(db, filter, sort);
  if (start === 'end') return [];
  const rows = await postPageQuery(db, filter, start);
  if (sortOf(filter) !== 'visitors' || rows.length === filter.per_page) return rows.map(toPostListItemDto);
  // The visited articles end on this page or before it; the ones without visitors follow.
  const offset = pageOffset(filter);
  const visited = rows.length > 0 || offset === 0 ? offset + rows.length : await countVisited(db, filter);
  const rest = await unvisitedPage(db, filter, filter.per_page - rows.length, Math.max(0, offset - visited));
  return [...rows, ...rest].map(toPostListItemDto);
}

/**
 * The filter's total: from the counters for every filter but the searches, capped for a text
 * search (`lowerBound` past the cap; with the matches counted), counted for a title search.
 */
export async function countPosts(
  db: Db,
  filter: PostFilter,
): Promise<{ total: number; lowerBound: boolean; candidates?: number[] }> {
  if (countedByCounters(filter)) return { total: await countFromCounters(db, filter), lowerBound: false };
  if (filter.text) return countTextMatches(db, filterConditions(filter));
  const [row] = await postCountQuery(db, filter);
  return { total: row?.n ?? 0, lowerBound: false };
}

/** Keyword counts over the newest active articles of a category. */
export async function mostUsedKeywords(db: Db, menuId: number, sample = 2000, limit = 30) {
  const result = await db.execute(sql`
    select k as keyword, count(*)::int as n
    from (
      select ${posts.keywords} as keywords from ${posts}
      where ${posts.menuId} = ${menuId} and ${posts.isActive}
      order by ${posts.creationDate} desc nulls last
      limit ${sample}
    ) recent, unnest(string_to_array(recent.keywords, ',')) as k
    where k <> ''
    group by k
    order by n desc, k
    limit ${limit}`);
  // Both drivers answer raw queries with `{ rows }`.
  return (result as unknown as { rows: Array<{ keyword: string; n: number }> }).rows;
}

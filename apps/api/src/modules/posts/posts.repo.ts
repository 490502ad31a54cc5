import {
  DEFAULT_POST_SORT,
  foldForSearch,
  type MenuType,
  type Post,
  type PostFilter,
  type PostListItem,
  type PostSort,
  toFlag,
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
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, posts, postVisitTotals, users } from '../../db/schema/index.ts';
import { dayStart } from '../../lib/day-range.ts';
import { hungarianOrder } from '../../lib/hungarian-sort.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { RestoredArticle } from '../revisions/revisions.service.ts';
import { fullNameSql, likePattern } from '../users/users.repo.ts';
import { VISITS_REVISION } from '../visits/visits.repo.ts';

const listColumns = {
  id: posts.id,
  title: posts.title,
  shortContent: posts.shortContent,
  keywords: posts.keywords,
  thumbnail: posts.thumbnail,
  menuId: posts.menuId,
  menuName: sql<string>`coalesce(${menus.name}, '')`,
  secondaryMenuId: posts.secondaryMenuId,
  postType: posts.postType,
  isActive: posts.isActive,
  userId: posts.userId,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
  menuType: posts.menuType,
  postUrl: posts.postUrl,
  shortname: posts.shortname,
  creationDate: posts.creationDate,
  lastUpdate: posts.lastUpdate,
  publishAt: posts.publishAt,
  // The built-in counters (post_visit_totals), not the posts table's old visitor columns.
  desktopVisitors: sql<number>`coalesce(${postVisitTotals.desktop}, 0)`.mapWith(Number),
  mobileVisitors: sql<number>`coalesce(${postVisitTotals.mobile}, 0)`.mapWith(Number),
  totalVisitors: sql<number>`coalesce(${postVisitTotals.desktop} + ${postVisitTotals.mobile}, 0)`.mapWith(
    Number,
  ),
};

interface ListRow {
  id: number;
  title: string;
  shortContent: string;
  keywords: string;
  thumbnail: string;
  menuId: number;
  menuName: string;
  secondaryMenuId: number;
  postType: string;
  isActive: boolean;
  userId: number;
  fullName: string;
  menuType: string;
  postUrl: string;
  shortname: string;
  creationDate: Date;
  lastUpdate: Date;
  publishAt: Date | null;
  desktopVisitors: number;
  mobileVisitors: number;
  totalVisitors: number;
}

export function toPostListItemDto(row: ListRow): PostListItem {
  return {
    id: row.id,
    title: row.title,
    short_content: row.shortContent,
    keywords: row.keywords,
    thumbnail: row.thumbnail,
    menu_id: row.menuId,
    menu_name: row.menuName,
    secondary_menu_id: row.secondaryMenuId,
    post_type: row.postType,
    is_active: toFlag(row.isActive),
    user_id: row.userId,
    full_name: row.fullName,
    menu_type: row.menuType as MenuType,
    post_url: row.postUrl,
    shortname: row.shortname,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
    publish_at: row.publishAt ? row.publishAt.toISOString() : null,
    desktop_visitors: row.desktopVisitors,
    mobile_visitors: row.mobileVisitors,
    total_visitors: row.totalVisitors,
  };
}

/** The wire form of a stored article with every field (GET /api/posts/{id}, a save's reply). */
function toPostDto(
  row: ListRow & {
    content: string;
    thumbnailSource: string;
    publishedLate: boolean;
    scheduledBy: number | null;
  },
): Post {
  return {
    ...toPostListItemDto(row),
    content: row.content,
    thumbnail_source: row.thumbnailSource,
    published_late: toFlag(row.publishedLate),
    scheduled_by: row.scheduledBy,
  };
}

function filterConditions(filter: PostFilter): SQL | undefined {
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
  if (filter.date_from) conditions.push(gte(posts.creationDate, sql`${dayStart(filter.date_from)}`));
  if (filter.date_to)
    conditions.push(lt(posts.creationDate, sql`${dayStart(filter.date_to)} + interval '1 day'`));
  if (filter.q) conditions.push(like(posts.titleSearch, likePattern(foldForSearch(filter.q))));
  return and(...conditions);
}

const newestFirst = [sql`${posts.creationDate} desc nulls last`, sql`${posts.id} desc nulls last`];
/** Scheduled drafts: the soonest first (posts_publish_due_idx). */
const soonestFirst = [sql`${posts.publishAt} asc`, sql`${posts.id} asc`];
/**
 * Titles in Hungarian alphabetical order, alike on PostgreSQL and PGlite: the Hungarian sort key
 * (lib/hungarian-sort.ts) compared byte by byte, the expression of the title indexes (migration 0014).
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

/** The sort a filter lists by: scheduled drafts are always the soonest first. */
export function sortOf(filter: PostFilter): PostSort | 'scheduled' {
  return filter.type === 'scheduled' ? 'scheduled' : (filter.sort ?? DEFAULT_POST_SORT);
}

const listOrder = (sort: Exclude<PostSort, 'visitors'> | 'scheduled') =>
  sort === 'scheduled' ? soonestFirst : ORDERS[sort];

/** The most visited first; equal counts: the higher id (the newer article) first. */
const mostVisitedFirst = [sql`coalesce(${visitorsKey}, 0) desc`, sql`${posts.id} desc`];

/** The list's rows of some articles (the page's ids, found first), in `order`. */
function rowsOf(db: Db, ids: SQLWrapper, order: SQL[]) {
  return db
    .select(listColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(postVisitTotals, eq(postVisitTotals.postId, posts.id))
    .where(inArray(posts.id, ids))
    .orderBy(...order);
}

function pageIdsQuery(db: Db, filter: PostFilter, order: SQL[], limit: number, offset: number) {
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(filterConditions(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** Whether an article has visitors: a post_visit_totals row with some. */
const hasVisitors = sql`exists (select 1 from ${postVisitTotals} where ${postVisitTotals.postId} = ${posts.id} and ${visitorsKey} > 0)`;

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
 * articles without visitors after them). Exported so the benchmark can explain exactly what the
 * API runs.
 */
export function postPageQuery(db: Db, filter: PostFilter) {
  const sort = sortOf(filter);
  if (sort === 'visitors') {
    return rowsOf(db, visitedPageIdsQuery(db, filter, filter.per_page, pageOffset(filter)), mostVisitedFirst);
  }
  const order = listOrder(sort);
  return rowsOf(db, pageIdsQuery(db, filter, order, filter.per_page, pageOffset(filter)), order);
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
  const rows = await postPageQuery(db, filter);
  if (sortOf(filter) !== 'visitors' || rows.length === filter.per_page) return rows.map(toPostListItemDto);
  // The visited articles end on this page or before it; the ones without visitors follow.
  const offset = pageOffset(filter);
  const visited = rows.length > 0 || offset === 0 ? offset + rows.length : await countVisited(db, filter);
  const rest = await unvisitedPage(db, filter, filter.per_page - rows.length, Math.max(0, offset - visited));
  return [...rows, ...rest].map(toPostListItemDto);
}

export interface VisitCounts {
  desktop: number;
  mobile: number;
}

/** What a cached list page is checked against: the revisions of the articles and of the counters. */
export interface ListRevisions {
  /** Bumped by every write to posts (its statement trigger). */
  posts: number;
  /** Bumped by every write of the visitor counters (modules/visits); orders sort=visitors. */
  visits: number;
}

/**
 * The posts and visits revisions and the visitor counters of some articles in one statement: what
 * a cached list page needs to be served exact (one round trip, which matters on the embedded engine).
 */
export async function readListRevisions(
  db: Db,
  ids: number[],
): Promise<{ revisions: ListRevisions; visits: Map<number, VisitCounts> }> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const join = ids.length > 0 ? sql`t.post_id in (${idList})` : sql`false`;
  const result = await db.execute(sql`
    select r.revision, r.visits_revision, t.post_id, t.desktop, t.mobile
    from (select coalesce((select revision from data_revisions where name = 'posts'), 0) as revision,
                 coalesce((select revision from data_revisions where name = ${VISITS_REVISION}), 0) as visits_revision) r
    left join post_visit_totals t on ${join}`);
  // Both drivers answer raw queries with `{ rows }`; bigint may come as a string.
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const visits = new Map<number, VisitCounts>();
  for (const row of rows) {
    if (row.post_id === null || row.post_id === undefined) continue;
    visits.set(Number(row.post_id), { desktop: Number(row.desktop), mobile: Number(row.mobile) });
  }
  return {
    revisions: { posts: Number(rows[0]?.revision ?? 0), visits: Number(rows[0]?.visits_revision ?? 0) },
    visits,
  };
}

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const [row] = await postCountQuery(db, filter);
  return row?.n ?? 0;
}

/** One article with its author's name, active or not. */
export async function findPostById(db: Db, id: number): Promise<Post | undefined> {
  const rows = await db
    .select({
      ...listColumns,
      content: posts.content,
      thumbnailSource: posts.thumbnailSource,
      publishedLate: posts.publishedLate,
      scheduledBy: posts.scheduledBy,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(postVisitTotals, eq(postVisitTotals.postId, posts.id))
    .where(eq(posts.id, id))
    .limit(1);
  const row = rows[0];
  return row ? toPostDto(row) : undefined;
}

/** Shortnames already taken by `base` or `base-N`, to pick a free one. */
export async function findTakenShortnames(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ shortname: posts.shortname })
    .from(posts)
    .where(
      and(
        or(eq(posts.shortname, base), like(posts.shortname, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)),
        exceptId ? sql`${posts.id} <> ${exceptId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.shortname));
}

export interface PostWrite {
  title: string;
  shortContent: string;
  content: string;
  menuId: number;
  secondaryMenuId: number;
  postType: string;
  keywords: string;
  thumbnail: string;
  thumbnailSource: string;
  menuType: MenuType;
  postUrl: string;
  shortname: string;
  /** The schedule: absent keeps the stored one (an update), null clears it. */
  publishAt?: Date | null;
  scheduledBy?: number | null;
  /** Absent keeps the stored flag; a manual publication clears it. */
  publishedLate?: boolean;
}

export async function insertPost(db: Db, values: PostWrite, userId: number): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ ...values, userId, updatedBy: userId })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Writes an article only if it still has the `last_update` the editor loaded (optimistic locking).
 * Answers false when someone else saved in between, or it is gone.
 */
export async function updatePostIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  values: PostWrite,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({
      ...values,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(and(eq(posts.id, id), eq(posts.isActive, true), eq(posts.lastUpdate, loadedLastUpdate)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Soft delete; false when there is no active article with this id. */
export async function deactivatePost(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({
      isActive: false,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(and(eq(posts.id, id), eq(posts.isActive, true)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * A bulk delete's soft delete (POST /api/posts/bulk): only if the article is active and still has
 * the `last_update` the list showed; false otherwise.
 */
export async function deactivatePostIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({
      isActive: false,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(and(eq(posts.id, id), eq(posts.isActive, true), eq(posts.lastUpdate, loadedLastUpdate)))
    .returning({ id: posts.id });
  return rows.length > 0;
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

/**
 * A restore's compare-and-set update (posts.service.ts restorePost): writes a revision's fields
 * only if the article is active and still has the `last_update` the editor loaded; answers false
 * otherwise. The shortname and post_url stay (a published article keeps its address, and a draft's
 * is not renamed after an older title); a published result clears the schedule, a draft keeps it.
 */
export async function restorePostIfUnchanged(
  tx: Db,
  postId: number,
  loadedLastUpdate: Date,
  values: RestoredArticle,
  userId: number,
): Promise<boolean> {
  const published = values.menuType === 'post';
  const rows = await tx
    .update(posts)
    .set({
      title: values.title,
      shortContent: values.shortContent,
      content: values.content,
      keywords: values.keywords,
      menuId: values.menuId,
      secondaryMenuId: values.secondaryMenuId,
      postType: values.postType,
      thumbnail: values.thumbnail,
      thumbnailSource: values.thumbnailSource,
      menuType: values.menuType,
      ...(published ? { publishAt: null, scheduledBy: null } : {}),
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(and(eq(posts.id, postId), eq(posts.isActive, true), eq(posts.lastUpdate, loadedLastUpdate)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

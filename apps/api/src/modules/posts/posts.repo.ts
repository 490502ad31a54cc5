import {
  foldForSearch,
  type MenuType,
  type Post,
  type PostFilter,
  type PostListItem,
  toFlag,
} from '@newsroom/shared';
import { and, count, eq, gte, inArray, isNotNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, posts, postVisitTotals, users } from '../../db/schema/index.ts';
import { dayStart } from '../../lib/day-range.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { RestoredArticle } from '../revisions/revisions.service.ts';
import { fullNameSql, likePattern } from '../users/users.repo.ts';

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
const listOrder = (filter: PostFilter) => (filter.type === 'scheduled' ? soonestFirst : newestFirst);

/**
 * The query of one page of the article list, newest first (scheduled drafts: soonest first). The page's ids are found first, on the
 * list indexes alone (an index-only scan even deep into the list), and only those rows are joined.
 * Exported so the benchmark can explain exactly what the API runs.
 */
export function postPageQuery(db: Db, filter: PostFilter) {
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(filterConditions(filter))
    .orderBy(...listOrder(filter))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return db
    .select(listColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(postVisitTotals, eq(postVisitTotals.postId, posts.id))
    .where(inArray(posts.id, pageIds))
    .orderBy(...listOrder(filter));
}

/** The query of the exact number of articles that match a filter. */
export function postCountQuery(db: Db, filter: PostFilter) {
  return db.select({ n: count() }).from(posts).where(filterConditions(filter));
}

export async function findPostPage(db: Db, filter: PostFilter): Promise<PostListItem[]> {
  const rows = await postPageQuery(db, filter);
  return rows.map(toPostListItemDto);
}

export interface VisitCounts {
  desktop: number;
  mobile: number;
}

/**
 * The posts revision and the visitor counters of some articles in one statement: what a cached
 * list page needs to be served exact (one round trip, which matters on the embedded engine).
 */
export async function readRevisionWithVisits(
  db: Db,
  ids: number[],
): Promise<{ revision: number; visits: Map<number, VisitCounts> }> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.revision, t.post_id, t.desktop, t.mobile
    from (select coalesce((select revision from data_revisions where name = 'posts'), 0) as revision) r
    left join post_visit_totals t on t.post_id in (${idList})`);
  // Both drivers answer raw queries with `{ rows }`; bigint may come as a string.
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const visits = new Map<number, VisitCounts>();
  for (const row of rows) {
    if (row.post_id === null || row.post_id === undefined) continue;
    visits.set(Number(row.post_id), { desktop: Number(row.desktop), mobile: Number(row.mobile) });
  }
  return { revision: Number(rows[0]?.revision ?? 0), visits };
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

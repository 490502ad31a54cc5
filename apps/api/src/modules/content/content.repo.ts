import {
  CORRECTION_KIND_LABELS,
  type ContentCorrection,
  type ContentImage,
  type CorrectionKind,
} from '@newsroom/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  banners,
  googleAds,
  menuPathRedirects,
  menus,
  pollItems,
  polls,
  postCorrections,
  postShortnameRedirects,
  posts,
  submenus,
  users,
} from '../../db/schema/index.ts';
import { fullNameSql } from '../users/users.repo.ts';

/**
 * What readers may see, read for the content API (modules/content): published, active articles
 * (menu_type 'post'; a scheduled one is a draft until the scheduler publishes it), active banners
 * in a placement, active ad slots with a position, and the right-side poll.
 */

const published = and(eq(posts.menuType, 'post'), eq(posts.isActive, true)) as SQL;

const articleColumns = {
  id: posts.id,
  title: posts.title,
  shortname: posts.shortname,
  postUrl: posts.postUrl,
  shortContent: posts.shortContent,
  keywords: posts.keywords,
  menuId: posts.menuId,
  menuName: menus.name,
  menuPath: menus.path,
  submenuId: submenus.id,
  submenuTitle: submenus.title,
  postType: posts.postType,
  authorName: sql<string>`coalesce(${fullNameSql}, '')`,
  publishedAt: sql<Date>`coalesce(${posts.publishedAt}, ${posts.creationDate})`.mapWith(posts.publishedAt),
  lastUpdate: posts.lastUpdate,
  thumbnail: posts.thumbnail,
  thumbnailWidth: posts.thumbnailWidth,
  thumbnailHeight: posts.thumbnailHeight,
  thumbnailSource: posts.thumbnailSource,
};

export interface ArticleRow {
  id: number;
  title: string;
  shortname: string;
  postUrl: string;
  shortContent: string;
  keywords: string;
  menuId: number;
  menuName: string;
  menuPath: string;
  submenuId: number | null;
  submenuTitle: string | null;
  postType: string;
  authorName: string;
  publishedAt: Date;
  lastUpdate: Date;
  thumbnail: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  thumbnailSource: string;
  content?: string;
  /** Filled by withCorrections when the reply carries them. */
  corrections?: ContentCorrection[];
  /** Filled by withCorrections: the cover's and the text's media library items. */
  coverImage?: ContentImage;
  images?: ContentImage[];
}

function selectArticles(db: Db, withContent: boolean) {
  return db
    .select(withContent ? { ...articleColumns, content: posts.content } : articleColumns)
    .from(posts)
    .innerJoin(menus, eq(menus.id, posts.menuId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(submenus, eq(submenus.id, posts.secondaryMenuId));
}

export interface ArticleFilter {
  menu?: string;
  submenu?: number;
  postType?: string;
  keyword?: string;
  author?: number;
  /** The last row of the page before: (published_at, id), newest first. */
  after?: { publishedAt: Date; id: number };
}

/** One page, newest published first, keyset-paged on (published_at, id); `limit` rows at most. */
export async function findPublishedArticles(
  db: Db,
  filter: ArticleFilter,
  limit: number,
  withContent: boolean,
): Promise<ArticleRow[]> {
  const where: SQL[] = [published];
  if (filter.menu !== undefined) where.push(eq(menus.path, filter.menu));
  if (filter.submenu !== undefined) where.push(eq(posts.secondaryMenuId, filter.submenu));
  if (filter.postType !== undefined) where.push(eq(posts.postType, filter.postType));
  if (filter.author !== undefined) where.push(eq(posts.userId, filter.author));
  if (filter.keyword !== undefined) {
    // Accents and case folded, through the keywords' GIN index (migration 0029, posts_keyword_folds_idx).
    where.push(sql`keyword_folds(${posts.keywords}) @> array[keyword_fold(${filter.keyword})]`);
  }
  // A row comparison in the index's own order (posts_public_idx: DESC NULLS LAST), so a deep page
  // starts its index scan at the cursor instead of reading every newer article first.
  if (filter.after) {
    const { publishedAt, id } = filter.after;
    where.push(
      sql`(${posts.publishedAt}, ${posts.id}) < (${publishedAt.toISOString()}::timestamptz, ${id}::int)`,
    );
  }
  return (await selectArticles(db, withContent)
    .where(and(...where))
    .orderBy(sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(limit)) as ArticleRow[];
}

export async function findPublishedArticle(
  db: Db,
  by: { shortname: string } | { id: number },
): Promise<ArticleRow | undefined> {
  const match = 'id' in by ? eq(posts.id, by.id) : eq(posts.shortname, by.shortname);
  const [row] = await selectArticles(db, true).where(and(published, match)).limit(1);
  return row as ArticleRow | undefined;
}

/** An active article as saved now, published or not (a preview). */
export async function findActiveArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  const [row] = await selectArticles(db, true)
    .where(and(eq(posts.id, id), eq(posts.isActive, true)))
    .limit(1);
  return row as ArticleRow | undefined;
}

/** Active categories in their order, each with its active subcategories. */
export async function findMenus(db: Db) {
  const [menuRows, submenuRows] = await Promise.all([
    db
      .select({ id: menus.id, name: menus.name, path: menus.path })
      .from(menus)
      .where(eq(menus.isActive, true))
      .orderBy(asc(menus.sortOrder), asc(menus.id)),
    db
      .select({ id: submenus.id, menuId: submenus.menuId, title: submenus.title })
      .from(submenus)
      .where(eq(submenus.isActive, true))
      .orderBy(asc(submenus.sortOrder), asc(submenus.id)),
  ]);
  return menuRows.map((m) => ({
    ...m,
    submenus: submenuRows.filter((s) => s.menuId === m.id).map((s) => ({ id: s.id, title: s.title })),
  }));
}

/** Active banners placed at one of `codes`, newest change first. */
export function findPlacedBanners(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: banners.id,
      side: banners.side,
      title: banners.title,
      imageUrl: banners.bannerUrl,
      width: banners.width,
      height: banners.height,
    })
    .from(banners)
    .where(and(eq(banners.kind, 'banner'), eq(banners.isActive, true), inArray(banners.side, codes)))
    .orderBy(desc(banners.lastUpdate), desc(banners.id));
}

/** Active ad slots with a position, in position order. */
export function findActiveAdSlots(db: Db) {
  return db
    .select({
      position: googleAds.position,
      path: googleAds.path,
      size: googleAds.size,
      divId: googleAds.divId,
      pathMobile: googleAds.pathMobile,
      sizeMobile: googleAds.sizeMobile,
      divIdMobile: googleAds.divIdMobile,
    })
    .from(googleAds)
    .where(and(eq(googleAds.isActive, true), sql`${googleAds.position} <> ''`))
    .orderBy(asc(googleAds.position), asc(googleAds.id));
}

/** The active right-side poll with its items in order, or undefined. */
export async function findRightSidePoll(db: Db) {
  const [poll] = await db
    .select({ id: polls.id, name: polls.name })
    .from(polls)
    .where(and(eq(polls.rightSide, true), eq(polls.isActive, true)))
    .limit(1);
  if (!poll) return undefined;
  const items = await db
    .select({ name: pollItems.name, votes: pollItems.votes })
    .from(pollItems)
    .where(eq(pollItems.pollId, poll.id))
    .orderBy(asc(pollItems.position));
  return { ...poll, items };
}

/** The corrections of articles, oldest first each, as readers see them. */
export async function findPublicCorrections(
  db: Db,
  postIds: readonly number[],
): Promise<Map<number, ContentCorrection[]>> {
  const byPost = new Map<number, ContentCorrection[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      postId: postCorrections.postId,
      kind: postCorrections.kind,
      text: postCorrections.text,
      createdAt: postCorrections.createdAt,
    })
    .from(postCorrections)
    .where(inArray(postCorrections.postId, [...postIds]))
    .orderBy(asc(postCorrections.createdAt), asc(postCorrections.id));
  for (const r of rows) {
    const kind = r.kind as CorrectionKind;
    byPost.get(r.postId)?.push({
      kind,
      label: CORRECTION_KIND_LABELS[kind] ?? r.kind,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    });
  }
  return byPost;
}

/** The embargo of an article while it lies ahead (a preview says so), else null. */
export async function findEmbargo(db: Db, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: posts.embargoUntil })
    .from(posts)
    .where(and(eq(posts.id, id), sql`${posts.embargoUntil} > now()`));
  return row?.until ?? null;
}

/** The article an old shortname of it now names (docs/api.md, "Old addresses"), or undefined. */
export async function findShortnameRedirect(db: Db, shortname: string): Promise<number | undefined> {
  const [row] = await db
    .select({ postId: postShortnameRedirects.postId })
    .from(postShortnameRedirects)
    .where(eq(postShortnameRedirects.oldShortname, shortname))
    .limit(1);
  return row?.postId;
}

/** The category an old path of it now names, with its current path, or undefined. */
export async function findMenuPathRedirect(
  db: Db,
  path: string,
): Promise<{ id: number; path: string; isActive: boolean } | undefined> {
  const [row] = await db
    .select({ id: menus.id, path: menus.path, isActive: menus.isActive })
    .from(menuPathRedirects)
    .innerJoin(menus, eq(menus.id, menuPathRedirects.menuId))
    .where(eq(menuPathRedirects.oldPath, path))
    .limit(1);
  return row;
}

import type { DashboardDraft, DashboardMostRead, DashboardPublished } from '@newsroom/shared';
import { and, count, desc, eq, gte, lte, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, menus, posts, postVisitsDaily, siteVisitsDaily, users } from '../../db/schema/index.ts';

/** Active published articles. */
export async function countPublishedPosts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.menuType, 'post'), eq(posts.isActive, true)));
  return row?.n ?? 0;
}

/** Every page view ever counted (the site-wide daily counters are a few rows a day). */
export async function countAllViews(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${siteVisitsDaily.views}), 0)` })
    .from(siteVisitsDaily);
  return Number(row?.n ?? 0);
}

/** Active campaigns (side 'campaign') and active banners (a placement in side). */
export async function countActiveAds(db: Db): Promise<{ campaigns: number; banners: number }> {
  const [row] = await db
    .select({
      campaigns:
        sql<number>`count(*) filter (where ${banners.kind} = 'campaign' and ${banners.side} = 'campaign')`.mapWith(
          Number,
        ),
      banners:
        sql<number>`count(*) filter (where ${banners.kind} = 'banner' and ${banners.side} <> '')`.mapWith(
          Number,
        ),
    })
    .from(banners)
    .where(and(eq(banners.isActive, true), ne(banners.side, '')));
  return { campaigns: row?.campaigns ?? 0, banners: row?.banners ?? 0 };
}

/** Site-wide page views per day and device class in a range of days. */
export function findSiteViews(db: Db, from: string, to: string) {
  return db
    .select({ day: siteVisitsDaily.day, device: siteVisitsDaily.device, views: siteVisitsDaily.views })
    .from(siteVisitsDaily)
    .where(and(gte(siteVisitsDaily.day, from), lte(siteVisitsDaily.day, to)));
}

/** The first day of the site-wide counters: since when the visitors card counts. */
export async function findFirstCountedDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: min(siteVisitsDaily.day) }).from(siteVisitsDaily);
  return row?.day ?? null;
}

const menuNameSql = sql<string>`coalesce(${menus.name}, '')`;

/**
 * The active published articles most viewed on `day`, most first: the day's rows are summed per
 * article first (post_visits_daily_day_idx), then only those articles are joined.
 */
export async function findMostReadOn(db: Db, day: string, limit: number): Promise<DashboardMostRead[]> {
  const perArticle = db
    .select({
      postId: postVisitsDaily.postId,
      views: sql<number>`sum(${postVisitsDaily.views})`.mapWith(Number).as('views'),
      desktop:
        sql<number>`coalesce(sum(${postVisitsDaily.views}) filter (where ${postVisitsDaily.device} = 'desktop'), 0)`
          .mapWith(Number)
          .as('desktop'),
    })
    .from(postVisitsDaily)
    .where(eq(postVisitsDaily.day, day))
    .groupBy(postVisitsDaily.postId)
    .having(sql`sum(${postVisitsDaily.views}) > 0`)
    .as('per_article');
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      menuName: menuNameSql,
      views: perArticle.views,
      desktop: perArticle.desktop,
    })
    .from(perArticle)
    .innerJoin(posts, eq(posts.id, perArticle.postId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .where(and(eq(posts.isActive, true), eq(posts.menuType, 'post')))
    .orderBy(desc(perArticle.views), desc(posts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    menu_name: r.menuName,
    views: r.views,
    desktop: r.desktop,
    mobile: r.views - r.desktop,
  }));
}

/** A user's active drafts, last saved first (posts_user_drafts_idx). */
export async function findOwnDrafts(db: Db, userId: number, limit: number): Promise<DashboardDraft[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      menuName: menuNameSql,
      lastUpdate: posts.lastUpdate,
      publishAt: posts.publishAt,
    })
    .from(posts)
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .where(and(eq(posts.userId, userId), eq(posts.isActive, true), eq(posts.menuType, 'draft')))
    .orderBy(desc(posts.lastUpdate), desc(posts.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    menu_name: r.menuName,
    last_update: r.lastUpdate.toISOString(),
    publish_at: r.publishAt ? r.publishAt.toISOString() : null,
  }));
}

/** The newest active published articles, in the article list's order (posts_list_idx). */
export async function findLatestPublished(db: Db, limit: number): Promise<DashboardPublished[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      menuName: menuNameSql,
      creationDate: posts.creationDate,
      fullName: sql<string>`coalesce(btrim(concat_ws(' ', ${users.lastName}, ${users.firstName})), '')`,
    })
    .from(posts)
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.menuType, 'post'), eq(posts.isActive, true)))
    .orderBy(sql`${posts.creationDate} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    menu_name: r.menuName,
    creation_date: r.creationDate.toISOString(),
    full_name: r.fullName,
  }));
}

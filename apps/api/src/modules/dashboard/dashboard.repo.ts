import { and, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, posts, siteVisitsDaily } from '../../db/schema/index.ts';

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

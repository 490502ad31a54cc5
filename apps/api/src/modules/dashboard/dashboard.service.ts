import { addDays, type DashboardData, daysBetween, today, type WeeklyVisitorsRow } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { readRevision } from '../../db/revisions.repo.ts';
import { listUpcomingScheduled } from '../posts/scheduling.service.ts';
import { countActiveAds, countAllViews, countPublishedPosts, findSiteViews } from './dashboard.repo.ts';

/** The number of published articles, kept for one revision of the posts table (exact). */
export class PostCountCache {
  private entry: { revision: number; count: number } | undefined;

  async get(db: Db): Promise<number> {
    const revision = await readRevision(db, 'posts');
    if (this.entry?.revision === revision) return this.entry.count;
    const count = await countPublishedPosts(db);
    this.entry = { revision, count };
    return count;
  }
}

/** How many of the next scheduled drafts the dashboard lists. */
const DASHBOARD_SCHEDULED = 5;

/** GET /api/dashboard (docs/api.md); days are the newsroom's calendar days. */
export async function getDashboard(db: Db, postCountCache?: PostCountCache): Promise<DashboardData> {
  const to = today();
  const from = addDays(to, -6);
  const [postCount, views, ads, weekly, scheduled] = await Promise.all([
    postCountCache ? postCountCache.get(db) : countPublishedPosts(db),
    countAllViews(db),
    countActiveAds(db),
    findSiteViews(db, from, to),
    listUpcomingScheduled(db, DASHBOARD_SCHEDULED),
  ]);
  const rows = new Map<string, WeeklyVisitorsRow>(
    daysBetween(from, to).map((date) => [date, { date, total: 0, desktop: 0, mobile: 0 }]),
  );
  for (const v of weekly) {
    const row = rows.get(v.day);
    if (!row) continue;
    if (v.device === 'desktop') row.desktop += v.views;
    else row.mobile += v.views;
    row.total += v.views;
  }
  return {
    post_count: { total: postCount },
    visitors_count: { total: views },
    campaigns_count: { total: ads.campaigns },
    banners_count: { total: ads.banners },
    weekly_post_visitors: [...rows.values()],
    scheduled_posts: scheduled,
  };
}

import { addDays, type DashboardData, daysBetween, today, type WeeklyVisitorsRow } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { countActiveAds, countAllViews, countPublishedPosts, findSiteViews } from './dashboard.repo.ts';

/** GET /api/dashboard (CONTRACT.md point 5); days are the newsroom's calendar days. */
export async function getDashboard(db: Db): Promise<DashboardData> {
  const to = today();
  const from = addDays(to, -6);
  const [postCount, views, ads, weekly] = await Promise.all([
    countPublishedPosts(db),
    countAllViews(db),
    countActiveAds(db),
    findSiteViews(db, from, to),
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
  };
}

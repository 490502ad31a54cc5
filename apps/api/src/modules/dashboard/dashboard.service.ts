import {
  addDays,
  can,
  type DashboardAdmin,
  type DashboardData,
  type DashboardMostRead,
  daysBetween,
  type SessionUser,
  today,
  type WeeklyVisitorsRow,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { getNotifications } from '../app/app.service.ts';
import { DATA_REVISION, readRevision } from '../app/data-revisions.service.ts';
import { listRecentSignIns, listSignInAlerts } from '../audit/audit.service.ts';
import { listPublishedLate, listUpcomingScheduled } from '../posts/scheduling.service.ts';
import { usersByRole } from '../users/users.service.ts';
import {
  countActiveAds,
  countAllViews,
  countPublishedPosts,
  findFirstCountedDay,
  findLatestPublished,
  findMostReadOn,
  findOwnDrafts,
  findSiteViews,
} from './dashboard.repo.ts';

/**
 * The dashboard's costly reads, each kept for the revisions of the data it was computed from, so
 * a repeated request is answered exactly without running the query again (lib/revision-cache.ts):
 * the number of published articles (posts), and today's most read articles (posts and visits, the
 * latter bumped by every flush of the tracker; a busy site has tens of thousands of rows a day).
 */
export class PostCountCache {
  private entry: { revision: number; count: number } | undefined;
  private mostRead: { key: string; value: DashboardMostRead[] } | undefined;

  async get(db: Db): Promise<number> {
    const revision = await readRevision(db, DATA_REVISION.posts);
    if (this.entry?.revision === revision) return this.entry.count;
    const count = await countPublishedPosts(db);
    this.entry = { revision, count };
    return count;
  }

  async mostReadOn(db: Db, day: string, limit: number): Promise<DashboardMostRead[]> {
    const [posts, visits] = await Promise.all([
      readRevision(db, DATA_REVISION.posts),
      readRevision(db, DATA_REVISION.visits),
    ]);
    const key = `${day}|${limit}|${posts}|${visits}`;
    if (this.mostRead?.key === key) return this.mostRead.value;
    const value = await findMostReadOn(db, day, limit);
    this.mostRead = { key, value };
    return value;
  }
}

/** How many of the next scheduled drafts (and of the last day's late ones) the dashboard lists. */
const DASHBOARD_SCHEDULED = 5;
/** How many articles each of the lists below the cards holds. */
const DASHBOARD_LIST = 5;
/** How many sign-ins the administrators' area lists. */
const DASHBOARD_SIGN_INS = 8;
/** How many accounts that reached the sign-in backstop (in the dashboard's 7 days) it lists. */
const DASHBOARD_SIGN_IN_ALERTS = 5;

/**
 * The administrators' area: users by role for is_admin and is_administrator users, and the recent
 * sign-ins only for those who may read the audit trail (security); null for everyone else.
 */
async function adminArea(db: Db, user: SessionUser, fromDay: string): Promise<DashboardAdmin | null> {
  const mayReadTrail = can(user, 'readAudit');
  if (!can(user, 'adminModules') && !mayReadTrail) return null;
  const [byRole, signIns, alerts] = await Promise.all([
    usersByRole(db),
    mayReadTrail ? listRecentSignIns(db, DASHBOARD_SIGN_INS) : null,
    mayReadTrail ? listSignInAlerts(db, fromDay, DASHBOARD_SIGN_IN_ALERTS) : null,
  ]);
  return {
    users_by_role: byRole,
    recent_sign_ins:
      signIns?.map((e) => ({
        id: e.id,
        at: e.at,
        user_id: e.user_id,
        user_name: e.user_name,
        user_email: e.user_email,
        address: e.address,
      })) ?? null,
    sign_in_alerts:
      alerts?.map((e) => ({
        id: e.id,
        at: e.at,
        user_id: e.entity_id,
        user_name: e.entity_id === null ? null : e.user_name,
        user_email: e.user_email,
      })) ?? null,
  };
}

/** GET /api/dashboard (docs/api.md); days are the newsroom's calendar days. */
export async function getDashboard(
  db: Db,
  user: SessionUser,
  postCountCache?: PostCountCache,
): Promise<DashboardData> {
  const to = today();
  const from = addDays(to, -6);
  const [
    postCount,
    views,
    since,
    ads,
    weekly,
    scheduled,
    late,
    mostRead,
    drafts,
    notifications,
    latest,
    admin,
  ] = await Promise.all([
    postCountCache ? postCountCache.get(db) : countPublishedPosts(db),
    countAllViews(db),
    findFirstCountedDay(db),
    countActiveAds(db),
    findSiteViews(db, from, to),
    listUpcomingScheduled(db, DASHBOARD_SCHEDULED),
    listPublishedLate(db, DASHBOARD_SCHEDULED),
    postCountCache
      ? postCountCache.mostReadOn(db, to, DASHBOARD_LIST)
      : findMostReadOn(db, to, DASHBOARD_LIST),
    findOwnDrafts(db, user.id, DASHBOARD_LIST),
    getNotifications(db, user),
    findLatestPublished(db, DASHBOARD_LIST),
    adminArea(db, user, from),
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
    visitors_count: { total: views, since },
    campaigns_count: { total: ads.campaigns },
    banners_count: { total: ads.banners },
    weekly_post_visitors: [...rows.values()],
    scheduled_posts: scheduled,
    published_late_posts: late,
    most_read_today: mostRead,
    own_drafts: drafts,
    own_drafts_total: notifications.drafts ?? 0,
    latest_published: latest,
    admin,
  };
}

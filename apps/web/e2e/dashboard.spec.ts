// The dashboard an editor reads first (docs/product.md, Dashboard): each card says its period, and
// below the weekly chart today's most read articles, the user's own drafts, the latest published
// and the scheduled ones (with those published late); the administrators' area has users by role and the recent sign-ins.
import {
  addDays,
  DASHBOARD,
  type DashboardData,
  decodeTitle,
  formatDateTime,
  formatNumber,
  POST_SCHEDULE,
  paths,
  READ_ONLY_REASONS,
  SCHEDULE_UI,
  today,
} from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_KEPT_DRAFTS, E2E_PUBLISHED_LATE, E2E_USERS, E2E_VISITS } from './support/fixtures.ts';
import { bearer, openSignedIn, storedToken } from './support/session.ts';

/** The dashboard as the API answers it now for the signed-in user (other specs add articles). */
async function apiDashboard(page: Page, request: APIRequestContext): Promise<DashboardData> {
  const reply = await request.get('/api/dashboard', { headers: bearer(await storedToken(page)) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: DashboardData }).data;
}

const card = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('each card says what it counts and over which period', async ({ page }) => {
  await openSignedIn(page, paths.home.href());
  const firstCounted = addDays(today(), -E2E_VISITS.old.back);
  await expect(card(page, 'Cikkek')).toContainText(DASHBOARD.postsPeriod);
  await expect(card(page, 'Látogatók')).toContainText(DASHBOARD.visitorsPeriod(firstCounted));
  await expect(card(page, 'Kampányok')).toContainText(DASHBOARD.campaignsPeriod);
  await expect(card(page, 'Bannerek')).toContainText(DASHBOARD.bannersPeriod);
  // The chart names its seven days.
  await expect(page.getByTestId('weekly-range')).toHaveText(
    DASHBOARD.weeklyRange(addDays(today(), -6), today()),
  );
});

test("today's most read, the own drafts and the latest published, from the statistics", async ({
  page,
  request,
}) => {
  // The drafts keeper: the one whose drafts no other test changes meanwhile.
  await openSignedIn(page, paths.dashboard.href(), 'draftsKeeper');
  const data = await apiDashboard(page, request);

  // The seed's views of today: 'Tech videó 1', desktop and mobile.
  const mostRead = section(page, DASHBOARD.mostReadToday);
  const todays = E2E_VISITS.week.find((d) => d.back === 0);
  if (!todays) throw new Error('no views today in the seed');
  const seeded = mostRead.getByRole('listitem').filter({ hasText: E2E_VISITS.weekPost });
  await expect(seeded).toContainText(DASHBOARD.views(formatNumber(todays.desktop + todays.mobile)));
  await expect(seeded).toContainText(
    DASHBOARD.viewsByDevice(formatNumber(todays.desktop), formatNumber(todays.mobile)),
  );

  // The own drafts: the last saved first, and how many there are in all.
  const drafts = section(page, DASHBOARD.ownDrafts);
  expect(data.own_drafts_total).toBe(E2E_KEPT_DRAFTS);
  await expect(drafts.getByRole('listitem')).toHaveCount(E2E_KEPT_DRAFTS);
  const firstDraft = data.own_drafts[0];
  if (!firstDraft) throw new Error('the drafts keeper has no drafts');
  await expect(drafts.getByRole('listitem').first()).toContainText(decodeTitle(firstDraft.title));
  const allDrafts = drafts.getByRole('link', {
    name: DASHBOARD.ownDraftsAll(formatNumber(data.own_drafts_total)),
  });
  await expect(allDrafts).toHaveAttribute('href', paths.drafts.href());

  // The latest published, each to its editor, with its category and author.
  const latest = section(page, DASHBOARD.latestPublished);
  const newest = data.latest_published[0];
  if (!newest) throw new Error('nothing published');
  await expect(latest.getByRole('listitem')).toHaveCount(Math.min(5, data.latest_published.length));
  const first = latest.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: decodeTitle(newest.title) })).toHaveAttribute(
    'href',
    paths.post.href(newest.id),
  );
  await expect(first).toContainText(newest.full_name);
  await expect(section(page, 'Időzített cikkek')).toBeVisible();
});

test("'Időzített cikkek' shows what the scheduler published late with 'késve', when and for when", async ({
  page,
  request,
}) => {
  await openSignedIn(page, paths.dashboard.href());
  const data = await apiDashboard(page, request);
  const late = data.published_late_posts.find((a) => a.title === E2E_PUBLISHED_LATE.title);
  if (!late) throw new Error('the seeded late publication is not answered');
  const item = section(page, POST_SCHEDULE.dashboardTitle)
    .getByRole('listitem')
    .filter({ hasText: E2E_PUBLISHED_LATE.title });
  await expect(item.getByText(SCHEDULE_UI.late, { exact: true })).toBeVisible();
  await expect(item).toContainText(formatDateTime(late.published_late_at));
  await expect(item).toContainText(SCHEDULE_UI.scheduledFor(formatDateTime(late.publish_at)));
  const steady = E2E_USERS.steady;
  await expect(item).toContainText(SCHEDULE_UI.scheduledBy(`${steady.last_name} ${steady.first_name}`));
  await expect(item.getByRole('link', { name: E2E_PUBLISHED_LATE.title })).toHaveAttribute(
    'href',
    paths.post.href(late.id),
  );
});

test('a user who may not write sees no drafts and no links to the editor', async ({ page }) => {
  await openSignedIn(page, paths.home.href(), 'editor');
  await expect(section(page, DASHBOARD.latestPublished).getByRole('listitem').first()).toBeVisible();
  await expect(section(page, DASHBOARD.ownDrafts)).toHaveCount(0);
  await expect(section(page, DASHBOARD.latestPublished).getByRole('listitem').getByRole('link')).toHaveCount(
    0,
  );
  await expect(section(page, DASHBOARD.mostReadToday).getByRole('listitem').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: DASHBOARD.adminArea })).toHaveCount(0);
  // The read-only text of the article lists is for their screens, not the dashboard.
  await expect(page.getByText(READ_ONLY_REASONS.writePosts)).toHaveCount(0);
});

test("the administrators' area: users by role and the recent sign-ins", async ({ page, request }) => {
  await openSignedIn(page, paths.home.href());
  const area = page.getByRole('region', { name: DASHBOARD.adminArea });
  await expect(area).toBeVisible();
  const data = await apiDashboard(page, request);
  const roles = data.admin?.users_by_role;
  if (!roles) throw new Error('no administrators area');
  const byRole = section(page, DASHBOARD.usersByRole);
  await expect(byRole.getByRole('row', { name: DASHBOARD.usersTotal })).toContainText(/\d/);
  await expect(byRole.getByRole('row', { name: DASHBOARD.roleDeveloper })).toContainText(/\d/);
  await expect(byRole.getByRole('link', { name: DASHBOARD.allUsers })).toHaveAttribute(
    'href',
    paths.users.href(),
  );

  const signIns = section(page, DASHBOARD.recentSignIns);
  await expect(signIns.getByRole('listitem').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await signIns.getByRole('link', { name: DASHBOARD.allSignIns }).click();
  await expect(page).toHaveURL(/\/audit-log\?action=login/);
});

test('an admin who is not an administrator sees users by role, not the sign-ins', async ({ page }) => {
  await openSignedIn(page, paths.home.href(), 'adsEditor');
  await expect(page.getByRole('region', { name: DASHBOARD.adminArea })).toBeVisible();
  await expect(section(page, DASHBOARD.usersByRole)).toBeVisible();
  await expect(section(page, DASHBOARD.recentSignIns)).toHaveCount(0);
});

test('the dashboard on a phone: nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, paths.home.href());
  await expect(section(page, DASHBOARD.latestPublished)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

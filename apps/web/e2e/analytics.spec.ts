import { paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { POST_ANALYTICS } from '../../../packages/shared/src/strings/posts.ts';
import type { FakeAnalyticsState, RecordedReport } from './support/fake-analytics.ts';
import { E2E_ANALYTICS, E2E_POSTS, E2E_VISIT_TOTALS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

// Visitor columns of the article lists: the built-in counters by default, GA4 numbers while
// signed in with Google (on the e2e server's second port, which has the analytics settings filled).

const port = Number(process.env.E2E_PORT ?? 3100);
const gaOrigin = `http://localhost:${port + E2E_ANALYTICS.portOffset}`;
const fakeApi = `http://localhost:${port + E2E_ANALYTICS.apiPortOffset}`;
const TOKEN = 'e2e-ga-token';

const rows = (page: Page) => page.getByTestId('post-row');
const row = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const visitors = (r: Locator) => r.getByRole('list', { name: 'Látogatók' }).getByRole('listitem');

async function expectVisitors(r: Locator, total: number, desktop: number, mobile: number) {
  await expect(visitors(r)).toHaveText([
    new RegExp(`^Összes látogató:\\s*${total}$`),
    new RegExp(`^Asztali:\\s*${desktop}$`),
    new RegExp(`^Mobil:\\s*${mobile}$`),
  ]);
}

/** Serves a tiny stand-in for Google's identity script: the token client answers with a token at once. */
async function fakeGoogleIdentity(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://accounts.google.com/gsi/client', (route) => {
    loads.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { oauth2: {
        initTokenClient: function (config) {
          window.__gsiConfig = { client_id: config.client_id, scope: config.scope };
          return { requestAccessToken: function () {
            setTimeout(function () { config.callback({ access_token: '${TOKEN}', expires_in: 3599 }); }, 0);
          } };
        },
        revoke: function (token, done) { window.__revoked = token; if (done) done(); }
      } } };`,
    });
  });
  return loads;
}

async function resetFake(request: APIRequestContext, state: FakeAnalyticsState = {}) {
  expect((await request.post(`${fakeApi}/__reset`, { data: state })).ok()).toBe(true);
}

async function recorded(request: APIRequestContext): Promise<RecordedReport[]> {
  return (await (await request.get(`${fakeApi}/__requests`)).json()) as RecordedReport[];
}

const quoted = E2E_VISIT_TOTALS[0];
const news260 = E2E_VISIT_TOTALS[1];

test.describe('visitor columns from the built-in counters', () => {
  test('each row shows total, desktop and mobile from post_visit_totals; no Google button', async ({
    page,
  }) => {
    const googleLoads = await fakeGoogleIdentity(page);
    await openSignedIn(page, paths.posts.href());
    // The first list of a busy machine may take a while.
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    await expectVisitors(
      row(page, E2E_POSTS.quotedTitleShown),
      quoted.desktop + quoted.mobile,
      quoted.desktop,
      quoted.mobile,
    );
    await expectVisitors(
      row(page, E2E_POSTS.newsTitle(260)),
      news260.desktop + news260.mobile,
      news260.desktop,
      news260.mobile,
    );
    // Never visited: zeros (the posts table's old columns are not read).
    await expectVisitors(row(page, E2E_POSTS.newsTitle(259)), 0, 0, 0);
    await expect(page.getByRole('button', { name: POST_ANALYTICS.signIn })).toHaveCount(0);
    expect(googleLoads).toEqual([]);
  });
});

test.describe('visitor columns from Google Analytics 4', () => {
  // Serial: the tests share the fake API's record. Each signs in twice (app and Google) on a busy machine.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: gaOrigin });

  test('signing in loads the page numbers in ONE batched runReport and attributes them by CONTAINS', async ({
    page,
    request,
  }) => {
    // Long enough to be seen between two of Playwright's polls (up to 1 s apart).
    await resetFake(request, { delayMs: 2500 });
    const googleLoads = await fakeGoogleIdentity(page);
    await openSignedIn(page, paths.posts.href());
    await expect(rows(page)).toHaveCount(20, { timeout: 20_000 });
    // Before signing in: the built-in counters, and Google's script is not even loaded.
    await expectVisitors(
      row(page, E2E_POSTS.quotedTitleShown),
      quoted.desktop + quoted.mobile,
      quoted.desktop,
      quoted.mobile,
    );
    expect(googleLoads).toEqual([]);

    await page.getByRole('button', { name: POST_ANALYTICS.signIn }).click();
    await expect(page.getByText(POST_ANALYTICS.loading, { exact: true })).toBeVisible();
    await expect(page.getByText(POST_ANALYTICS.loading, { exact: true })).toBeHidden();
    expect(googleLoads).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __gsiConfig: unknown }).__gsiConfig)).toEqual({
      client_id: E2E_ANALYTICS.clientId,
      scope: 'https://www.googleapis.com/auth/analytics.readonly',
    });

    // '/e2e/cikk-261' (desktop 120, mobile 50, tablet 30; a smart TV is neither) counts for the quoted
    // article (match 'e2e/cikk-26') and for news 260 (match 'e2e/cikk-26' too).
    await expectVisitors(row(page, E2E_POSTS.quotedTitleShown), 200, 120, 80);
    await expectVisitors(row(page, E2E_POSTS.newsTitle(260)), 200, 120, 80);
    await expectVisitors(row(page, E2E_POSTS.newsTitle(259)), 9, 9, 0);
    await expectVisitors(row(page, E2E_POSTS.newsTitle(249)), 0, 0, 0);
    await expect(page.getByText(POST_ANALYTICS.sourceAnalytics)).toBeVisible();

    const calls = await recorded(request);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.path).toBe(`/v1beta/properties/${E2E_ANALYTICS.propertyId}:runReport`);
    expect(call?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.batched).toBe(true);
    expect(call?.values).toEqual(expect.arrayContaining(['e2e/cikk-26', 'e2e/cikk-25', 'e2e/cikk-24']));

    // Signing out forgets (and revokes) the token: the built-in counters again.
    await page.getByRole('button', { name: POST_ANALYTICS.signOut }).click();
    await expect(page.getByRole('button', { name: POST_ANALYTICS.signIn })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __revoked?: string }).__revoked)).toBe(TOKEN);
    await expectVisitors(
      row(page, E2E_POSTS.quotedTitleShown),
      quoted.desktop + quoted.mobile,
      quoted.desktop,
      quoted.mobile,
    );
    expect(await page.evaluate(() => sessionStorage.getItem('newsroom.analytics-token'))).toBeNull();
  });

  test('when the batched call is refused, asks one article at a time with 600 ms pauses', async ({
    page,
    request,
  }) => {
    await resetFake(request, { refuseFirst: 429 });
    await fakeGoogleIdentity(page);
    await openSignedIn(page, paths.drafts.href(), 'draftsKeeper');
    await expect(rows(page).filter({ hasText: 'Piszkozat 3' })).toBeVisible();
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(1);
    await page.getByRole('button', { name: POST_ANALYTICS.signIn }).click();
    await expect(page.getByText(POST_ANALYTICS.sourceAnalytics)).toBeVisible();
    await expect(page.getByText(POST_ANALYTICS.loading, { exact: true })).toBeHidden();
    const calls = await recorded(request);
    // The refused page request, then one request per row with one path each.
    expect(calls).toHaveLength(1 + count);
    for (const single of calls.slice(1)) expect(single.values).toHaveLength(1);
    for (let i = 2; i < calls.length; i++) {
      expect((calls[i]?.at ?? 0) - (calls[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(590);
    }
    await expect(page.getByText(POST_ANALYTICS.loadError)).toHaveCount(0);
  });

  test('a failed request shows the analytics error and leaves the built-in counters', async ({
    page,
    request,
  }) => {
    await resetFake(request, { failWith: 500 });
    await fakeGoogleIdentity(page);
    await openSignedIn(page, paths.posts.href());
    await page.getByRole('button', { name: POST_ANALYTICS.signIn }).click();
    await expect(page.getByText(POST_ANALYTICS.loadError, { exact: true })).toBeVisible();
    await expect(page.getByText(POST_ANALYTICS.sourceBuiltIn, { exact: true })).toBeVisible();
    expect(POST_ANALYTICS.loadError).toBe(
      'Hiba az Analytics adatok betöltése közben. Kérjük próbálja újra vagy frissítse az oldalt.',
    );
    await expectVisitors(
      row(page, E2E_POSTS.quotedTitleShown),
      quoted.desktop + quoted.mobile,
      quoted.desktop,
      quoted.mobile,
    );
  });
});

import fs from 'node:fs/promises';
import { addDays, formatDateTime, paths, today } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_VISITS, E2E_VISITS_TOTAL } from './support/fixtures.ts';
import { openSignedIn, storedToken } from './support/session.ts';

const numberFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** The dashboard's numbers as the API reports them now (other specs may add or delete articles). */
async function apiDashboard(page: Page, request: APIRequestContext) {
  const reply = await request.get('/api/dashboard', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return (
    (await reply.json()) as { data: { campaigns_count: { total: number }; banners_count: { total: number } } }
  ).data;
}

const card = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) });

test.describe('dashboard', () => {
  test('four stat cards with their numbers, each going to its screen', async ({ page, request }) => {
    await openSignedIn(page, paths.home.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Vezérlőpult' })).toBeVisible();
    await expect(card(page, 'Látogatók')).toContainText(numberFormat.format(E2E_VISITS_TOTAL));
    await expect(card(page, 'Cikkek')).toContainText(/\d/);
    const data = await apiDashboard(page, request);
    await expect(card(page, 'Kampányok')).toContainText(numberFormat.format(data.campaigns_count.total));
    await expect(card(page, 'Bannerek')).toContainText(numberFormat.format(data.banners_count.total));

    for (const [label, path] of [
      ['Cikkek', paths.posts.href()],
      ['Kampányok', paths.campaigns.href()],
      ['Bannerek', paths.banners.href()],
    ] as const) {
      await card(page, label).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
    }
    await expect(card(page, 'Látogatók')).toHaveAttribute('href', paths.postVisitors.href());
  });

  test('the weekly chart of article visitors shows the last 7 days', async ({ page }) => {
    await openSignedIn(page, paths.dashboard.href());
    const chart = page.getByTestId('weekly-chart');
    await expect(chart.locator('.recharts-area-curve')).toHaveCount(3);
    // The x axis: seven days ending today, with Hungarian short month names.
    const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks).toHaveCount(7);
    await expect(ticks.last()).toHaveText(
      /^(jan|febr|márc|ápr|máj|jún|júl|aug|szept|okt|nov|dec)\. \d{1,2}\.$/,
    );
    await expect(chart.getByText('Összesen')).toBeVisible();
    // The tooltip of today shows today's seeded numbers.
    const todayRow = E2E_VISITS.week.find((d) => d.back === 0);
    const box = await chart.locator('.recharts-surface').first().boundingBox();
    if (!box || !todayRow) throw new Error('no chart');
    await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);
    await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(
      String(todayRow.desktop + todayRow.mobile),
    );
  });

  test('the admin-only area shows to an admin and not to an editor', async ({ page }) => {
    await openSignedIn(page, paths.dashboard.href());
    await expect(page.getByRole('heading', { name: 'Adminisztrátori terület' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, paths.dashboard.href(), 'editor');
    await expect(card(page, 'Látogatók')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Adminisztrátori terület' })).toHaveCount(0);
  });
});

// The seed's articles (fixtures.ts): one 'Hírek' article a day through 2025-09-17, Tech on
// 2025-09-18..21, Sport on 2025-09-23..25.
const RANGE = 'date_from=2025-09-15&date_to=2025-09-25';

test.describe('reports', () => {
  test('Cikk darabszám with data: chart with every series hidden, totals in db., a legend that toggles', async ({
    page,
  }) => {
    await openSignedIn(page, `${paths.postCountReport.href()}?${RANGE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cikk darabszám' })).toBeVisible();
    const totals = page.getByRole('table', { name: 'Összesítés' });
    await expect(totals.getByRole('row', { name: 'Hírek 3 db.' })).toBeVisible();
    await expect(totals.getByRole('row', { name: 'Tech 4 db.' })).toBeVisible();
    await expect(totals.getByRole('row', { name: 'Sport 3 db.' })).toBeVisible();

    const chart = page.getByTestId('report-chart');
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(0);
    const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toHaveText('szept. 15.');

    const legend = page.getByRole('group', { name: 'Jelmagyarázat' });
    await legend.getByText('Tech', { exact: true }).click();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(chart).toHaveAttribute('data-visible-series', 'Tech');
    await legend.getByText('Sport', { exact: true }).click();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(2);
    await legend.getByText('Tech', { exact: true }).click();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(chart).toHaveAttribute('data-visible-series', 'Sport');
  });

  test('CSV letöltése downloads the rows and columns shown', async ({ page }) => {
    await openSignedIn(page, `${paths.postTypeReport.href()}?${RANGE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cikk típus' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV letöltése' }).click();
    const download = await downloading;
    const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Dátum,Galéria,Hír,Videó');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toBe('2025-09-15,0,1,0');
    expect(lines[4]).toBe('2025-09-18,0,0,1');
    expect(lines[11]).toBe('2025-09-25,1,0,0');
  });

  test('filters narrow the report and live in the URL', async ({ page }) => {
    await openSignedIn(page, `${paths.postCountReport.href()}?${RANGE}`);
    await page.getByRole('combobox', { name: 'Menü' }).click();
    await page.getByRole('option', { name: 'Tech', exact: true }).click();
    await page.getByRole('form', { name: 'Szűrők' }).getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/menu_id=2/);
    const totals = page.getByRole('table', { name: 'Összesítés' });
    await expect(totals.getByRole('row', { name: 'Tech 4 db.' })).toBeVisible();
    await expect(totals.getByRole('row')).toHaveCount(2);
  });

  test('a report with no rows says Nincs eredmény; the default range is the last 7 days', async ({
    page,
  }) => {
    await openSignedIn(page, `${paths.postCountReport.href()}?date_from=2024-01-01&date_to=2024-01-07`);
    await expect(page.getByText('Nincs eredmény')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Összesítés' })).toHaveCount(0);

    await page.goto(paths.postTypeReport.href());
    await expect(page.getByLabel('Dátum-tól')).toHaveValue(addDays(today(), -6));
    await expect(page.getByLabel('Dátum-ig')).toHaveValue(today());
  });
});

test.describe('scheduled publishing', () => {
  test('a scheduled draft shows its badge and time in the drafts list, under Időzítettek, and on the dashboard', async ({
    page,
    request,
  }) => {
    // The steady user's own draft, so no other spec's draft counts change; scheduled a year ahead.
    await openSignedIn(page, paths.drafts.href(), 'steady');
    const headers = { authorization: `Bearer ${await storedToken(page)}` };
    const publishAt = new Date(Math.floor((Date.now() + 400 * 86_400_000) / 60_000) * 60_000).toISOString();
    const title = `Időzített e2e cikk ${Date.now()}`;
    const created = await request.post('/api/posts/add', {
      headers,
      data: {
        title,
        short_content: 'Bevezető.',
        content: '<p>Szöveg.</p>',
        menu_id: 2,
        thumbnail: '/uploads/posts/e2e/cover-1.jpg',
        menu_type: 'draft',
        publish_at: publishAt,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const shown = formatDateTime(publishAt);
    try {
      await page.reload();
      const row = page.getByTestId('post-row').filter({ hasText: title });
      await expect(row.getByTestId('scheduled-badge')).toHaveText(`Időzítve ${shown}`);

      await page.getByText('Időzítettek', { exact: true }).click();
      await expect(page).toHaveURL(/type=scheduled/);
      await expect(page.getByTestId('post-row').first()).toContainText(title);

      await page.goto(paths.dashboard.href());
      const section = page.getByRole('region', { name: 'Időzített cikkek' });
      const item = section.getByRole('listitem').filter({ hasText: title });
      await expect(item).toContainText(shown);
      await expect(item).toContainText('Tech');
      await expect(item).toContainText('Időzítette: Tóth Katalin');
      await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', paths.post.href(id));
    } finally {
      await request.delete(`/api/posts/${id}`, { headers });
    }
  });
});

import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_SETTINGS } from './support/fixtures.ts';
import { NOT_FOUND_SCREEN, SCREENS } from './support/routes.ts';
import { openSignedIn } from './support/session.ts';

// Thirty full page loads, most with real data: in two halves, one for each worker.
const HALF = Math.ceil(SCREENS.length / 2);
for (const [part, screens] of [
  ['first', SCREENS.slice(0, HALF)],
  ['second', SCREENS.slice(HALF)],
] as const) {
  test(`every route opens directly by URL and shows its title (${part} half)`, async ({ page }) => {
    await openSignedIn(page, paths.about.href());
    for (const [path, title] of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    }
  });
}

test('an unknown address shows a friendly not-found page inside the shell', async ({ page }) => {
  const [path, title] = NOT_FOUND_SCREEN;
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('/reports/post-visitors sends the browser to the analytics site', async ({ page }) => {
  await page.route(`${E2E_SETTINGS.ANALYTICS_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Analytics</h1>' }),
  );
  await openSignedIn(page, paths.posts.href());
  await page.getByRole('link', { name: 'Látogatók' }).click();
  await expect(page).toHaveURL(E2E_SETTINGS.ANALYTICS_URL);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
});

test('settings offers the sample countries as tags and saves nothing', async ({ page }) => {
  await openSignedIn(page, paths.settings.href());
  const input = page.getByRole('combobox', { name: 'Országok' });
  await input.click();
  for (const country of ['Spain', 'France', 'USA', 'Germany', 'China']) {
    await expect(page.getByRole('option', { name: country })).toBeVisible();
  }
  await page.getByRole('option', { name: 'France' }).click();
  await page.keyboard.press('Escape');
  const chosen = page.getByText('France', { exact: true }).filter({ visible: true });
  await expect(chosen).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Országok' })).toBeVisible();
  await expect(chosen).toHaveCount(0);
});

test('the about page shows its text', async ({ page }) => {
  await openSignedIn(page, paths.about.href());
  await expect(
    page.getByText('A Newsroom a hír- és magazinoldalak szerkesztőségének háttérirodája.'),
  ).toBeVisible();
});

test('the built app runs under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto(paths.home.href());
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await openSignedIn(page, paths.settings.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
  expect(violations).toEqual([]);
});

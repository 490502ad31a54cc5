import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_KEPT_DRAFTS, E2E_SETTINGS } from './support/fixtures.ts';
import { expectProfileMenuLeadsToAccount, openSignedIn } from './support/session.ts';

const GROUPS: Record<string, string[]> = {
  Cikkek: ['Cikkek', 'Piszkozatok', 'Új cikk'],
  Riportok: ['Cikk típus', 'Cikk darabszám', 'Látogatók'],
  Hirdetések: ['Kampányok', 'Bannerek', 'Google hirdetések'],
  Eszközök: ['Szavazások'],
  Adminisztráció: ['Felhasználók', 'Integrációk', 'Napló'],
};

test.describe('shell', () => {
  test('the sidebar lists every module group with its modules, and links work', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
    for (const [group, modules] of Object.entries(GROUPS)) {
      const section = nav.getByRole('region', { name: group });
      await expect(section).toBeVisible();
      for (const module of modules) await expect(section.getByRole('link', { name: module })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Google hirdetések' }).click();
    await expect(page).toHaveURL(paths.googleAds.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Google hirdetések' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Google hirdetések' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('modules that require admin are hidden from other users', async ({ page }) => {
    await openSignedIn(page, paths.posts.href(), 'editor');
    const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
    await expect(nav.getByRole('link', { name: 'Szavazások' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Felhasználók' })).toHaveCount(0);
    await expect(nav.getByRole('region', { name: 'Adminisztráció' })).toHaveCount(0);
  });

  test('the drafts badge appears with the first notifications fetch after 60 s', async ({ page }) => {
    await page.clock.install();
    await openSignedIn(page, paths.posts.href(), 'draftsKeeper');
    const drafts = page.getByRole('link', { name: /Piszkozatok/ });
    await expect(drafts).toBeVisible();
    await page.clock.fastForward(30_000);
    await expect(drafts.getByText(String(E2E_KEPT_DRAFTS), { exact: true })).toHaveCount(0);
    await page.clock.fastForward(31_000);
    await expect(drafts.getByText(String(E2E_KEPT_DRAFTS), { exact: true })).toBeVisible();
  });

  test('avatar letter: last name first, else the first name', async ({ page, browser }) => {
    await openSignedIn(page, paths.posts.href(), 'editor');
    await expect(page.getByTestId('avatar-letter')).toHaveText('K');
    const other = await browser.newPage();
    await openSignedIn(other, paths.posts.href(), 'firstNameOnly');
    await expect(other.getByTestId('avatar-letter')).toHaveText('Z');
    await other.close();
  });

  test('profile menu goes to the account and password screens', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    await expectProfileMenuLeadsToAccount(page);
  });

  test('footer shows the copyright line and the developer link', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Newsroom`);
    await expect(footer.getByRole('link', { name: 'Fejlesztő' })).toHaveAttribute(
      'href',
      E2E_SETTINGS.DEVELOPER_SITE_URL,
    );
  });

  test('the narrow layout hides the sidebar behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(paths.posts.href());
    await page.getByLabel('E-mail cím').fill('fo.szerkeszto@e2e.test');
    await page.getByLabel('Jelszó').fill('Helyes-Jelszo-2026');
    await page.getByLabel('Jelszó').press('Enter');
    const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cikkek' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Navigáció megnyitása' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Bannerek' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bannerek' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
  });

  test('the loading bar shows while a screen loads its data', async ({ page }) => {
    await page.goto(paths.posts.href());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/application-modules', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('E-mail cím').fill('fo.szerkeszto@e2e.test');
    await page.getByLabel('Jelszó').fill('Helyes-Jelszo-2026');
    await page.getByLabel('Jelszó').press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: 'Kampányok' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toHaveCount(0);
  });
});

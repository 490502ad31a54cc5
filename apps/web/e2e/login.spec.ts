import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_SETTINGS } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test.describe('login screen', () => {
  test('is shown instead of the app, with the hidden 30-day remember-me box', async ({ page }) => {
    await page.goto(paths.home.href());
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toHaveCount(0);
    const remember = page.getByLabel('Emlékezz rám 30 napig', { exact: false });
    await expect(remember).toHaveCount(1);
    await expect(remember).toBeHidden();
    // At home nobody is told to sign in to continue.
    await expect(page.getByText('Jelentkezzen be a folytatáshoz!')).toHaveCount(0);
  });

  test('a wrong password says so and keeps the user on the login screen', async ({ page }) => {
    await page.goto(paths.home.href());
    await page.getByLabel('E-mail cím').fill('fo.szerkeszto@e2e.test');
    await page.getByLabel('Jelszó').fill('rossz-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    const form = page.getByRole('form', { name: 'Bejelentkezés' });
    await expect(form.getByRole('alert')).toHaveText('Hibás e-mail cím vagy jelszó!');
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('newsroom.session'))).toBeNull();
  });

  test('Enter submits, and without fwd the REDIRECT_AFTER_LOGIN setting decides where to go', async ({
    page,
  }) => {
    await page.goto(paths.home.href());
    await signIn(page);
    await expect(page).toHaveURL(E2E_SETTINGS.REDIRECT_AFTER_LOGIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Vezérlőpult' })).toBeVisible();
  });

  test('fwd in the query wins over the setting', async ({ page }) => {
    await page.goto(`${paths.home.href()}?fwd=${paths.banners.href()}`);
    await signIn(page);
    await expect(page).toHaveURL(paths.banners.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Bannerek' })).toBeVisible();
  });

  test('fwd pointing to another site is ignored', async ({ page }) => {
    await page.goto(`${paths.home.href()}?fwd=//evil.example/phish`);
    await signIn(page);
    await expect(page).toHaveURL(E2E_SETTINGS.REDIRECT_AFTER_LOGIN);
  });

  test('a page opened without a session asks to sign in, then stays on that page', async ({ page }) => {
    await page.goto(paths.polls.href());
    await expect(page.getByText('Jelentkezzen be a folytatáshoz!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(paths.polls.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Voting polls' })).toBeVisible();
    // The reminder goes away once signed in.
    await expect(page.getByText('Jelentkezzen be a folytatáshoz!')).toHaveCount(0);
  });

  test('the session survives a reload (kept in local storage)', async ({ page }) => {
    await page.goto(paths.posts.href());
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cikkek' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toHaveCount(0);
  });
});

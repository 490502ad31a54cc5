import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { rows } from './support/post-list.ts';
import { openSignedIn, storedToken } from './support/session.ts';

test.describe('session', () => {
  test('Kilejentkezés revokes the token, says so and shows the login screen', async ({ page, request }) => {
    await openSignedIn(page, paths.posts.href());
    const token = await storedToken(page);
    await page.getByRole('button', { name: 'Profil menü' }).click();
    await page.getByRole('menuitem', { name: 'Kilejentkezés' }).click();
    await expect(page.getByText('Ön kilépett a rendszerből.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
    await expect(page).toHaveURL(paths.home.href());
    expect(await page.evaluate(() => localStorage.getItem('newsroom.session'))).toBeNull();
    const reply = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status()).toBe(401);
  });

  test('a token revoked on the server expires the session at the next route change', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, paths.posts.href());
    // The list's own requests first: sent after the revocation, they would end the session before
    // the route change this test is about.
    await expect(rows(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const token = await storedToken(page);
    const revoked = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(200);

    await page.getByRole('link', { name: 'Kampányok' }).click();
    await expect(page.getByText('A munkamenet lejárt. Jelentkezzen be!')).toBeVisible();
    await expect(page).toHaveURL(paths.home.href());
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
    // Only one message at a time: the sign-in reminder does not pile on top.
    await expect(page.getByText('Jelentkezzen be a folytatáshoz!')).toHaveCount(0);
  });

  test('logout that the server cannot answer keeps the user signed in and says it failed', async ({
    page,
  }) => {
    await openSignedIn(page, paths.posts.href());
    await page.route('**/api/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Profil menü' }).click();
    await page.getByRole('menuitem', { name: 'Kilejentkezés' }).click();
    await expect(page.getByText('Hiba történt!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cikkek' })).toBeVisible();
  });
});

import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { apiSignIn, bearer, openSignedIn, storedToken } from './support/session.ts';

/** Other devices of the same user, told apart by their User-Agent ('Firefox 128 · Linux' …). */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

test.describe('Munkamenetek', () => {
  test('lists the own sessions and ends another one, whose token is then refused', async ({
    page,
    request,
  }) => {
    const other = await apiSignIn(request, 'sessionOwner', FIREFOX);
    await openSignedIn(page, paths.myAccount.href(), 'sessionOwner');
    const section = page.getByRole('region', { name: 'Munkamenetek' });
    const rows = section.getByTestId('session-row');
    await expect(rows).toHaveCount(2);

    const current = rows.filter({ hasText: 'Ez az eszköz' });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('button', { name: /^Kijelentkeztetés:/ })).toHaveCount(0);

    const firefox = rows.filter({ hasText: 'Firefox 128' });
    await expect(firefox).toContainText('Linux');
    await expect(firefox).toContainText('Kezdete');
    await expect(firefox).toContainText('Utoljára használva');
    await expect(firefox).toContainText(/Cím\s*[\d.:a-f]+/);
    await firefox.getByRole('button', { name: /^Kijelentkeztetés: Firefox 128/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Firefox 128');
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Mégsem' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await request.get('/api/user', { headers: bearer(other) })).status()).toBe(200);

    await firefox.getByRole('button', { name: /^Kijelentkeztetés:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await expect(page.getByText('A munkamenet megszűnt.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect((await request.get('/api/user', { headers: bearer(other) })).status()).toBe(401);
    await expect(section.getByText('Nincs más aktív munkamenet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Kijelentkezés minden más eszközön' })).toBeDisabled();

    // 'Kijelentkezés minden más eszközön' ends the others and keeps this one.
    const phone = await apiSignIn(request, 'sessionOwner', SAFARI);
    const laptop = await apiSignIn(request, 'sessionOwner', EDGE);
    await page.reload();
    await expect(rows).toHaveCount(3);
    await section.getByRole('button', { name: 'Kijelentkezés minden más eszközön' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Igen' }).click();
    await expect(page.getByText('2 másik munkamenet megszűnt.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    for (const token of [phone, laptop])
      expect((await request.get('/api/user', { headers: bearer(token) })).status()).toBe(401);
    const own = await storedToken(page);
    expect((await request.get('/api/user', { headers: bearer(own) })).status()).toBe(200);
  });
});

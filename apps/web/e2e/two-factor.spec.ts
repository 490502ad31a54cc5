import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PASSWORD, E2E_SETTINGS, E2E_USERS } from './support/fixtures.ts';
import { apiSignIn, bearer, openSignedIn } from './support/session.ts';

const owner = E2E_USERS.twoFactorOwner;

/**
 * A code of the secret for the next 30-second step: the server takes codes within ±1 step, but
 * each step only once, so the code that turned the second factor on cannot sign in again.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Signs out through the profile menu. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profil menü' }).click();
  await page.getByRole('menuitem', { name: 'Kilejentkezés' }).click();
  await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
}

async function typePassword(page: Page) {
  await page.getByLabel('E-mail cím').fill(owner.email);
  await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
  await page.getByLabel('Jelszó').press('Enter');
}

// One user's second factor, on and off in turn: the tests run in order.
test.describe.configure({ mode: 'serial' });

/** The recovery codes the first test was shown. */
let recoveryCodes: string[] = [];

test.describe('two-factor sign-in', () => {
  test('turning it on by reading the secret from the screen, then signing in with a generated code', async ({
    page,
  }) => {
    await openSignedIn(page, paths.myAccount.href(), 'twoFactorOwner');
    const section = page.getByRole('region', { name: 'Kétlépcsős azonosítás' });
    await expect(section.getByText('Kikapcsolva')).toBeVisible();
    await section.getByRole('button', { name: 'Bekapcsolás' }).click();

    await expect(section.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazásnak' })).toBeVisible();
    const secret = await section.getByRole('textbox', { name: 'Titkos kulcs' }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const code = section.getByRole('textbox', { name: 'Ellenőrző kód' });
    await expect(code).toBeFocused();
    await code.fill('000000');
    await section.getByRole('button', { name: 'Bekapcsolás megerősítése' }).click();
    await expect(section.getByText('Hibás ellenőrző kód!')).toBeVisible();

    await code.fill(await generate({ secret }));
    await section.getByRole('button', { name: 'Bekapcsolás megerősítése' }).click();
    const codes = section.getByRole('list', { name: 'Helyreállítási kódok listája' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    recoveryCodes = await codes.allTextContents();
    await section.getByRole('button', { name: 'Elmentettem a kódokat' }).click();
    await expect(section.getByText('Bekapcsolva', { exact: true })).toBeVisible();
    await expect(section.getByText('10 db')).toBeVisible();

    // The password alone no longer signs in: the second step asks for the code.
    await signOut(page);
    await typePassword(page);
    const step = page.getByRole('form', { name: 'Kétlépcsős azonosítás', exact: true });
    await expect(step).toBeVisible();
    const field = step.getByRole('textbox', { name: 'Ellenőrző kód' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await field.fill('123456');
    await step.getByRole('button', { name: 'Belépés' }).click();
    await expect(step.getByRole('alert')).toHaveText('Hibás ellenőrző kód!');
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toHaveCount(0);

    await field.fill(await nextCode(secret));
    await step.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();
    // Signed in from the home page: on to the REDIRECT_AFTER_LOGIN setting, as with the password alone.
    await expect(page).toHaveURL(E2E_SETTINGS.REDIRECT_AFTER_LOGIN);
  });

  test('a recovery code signs in once; an administrator resets the second factor', async ({
    page,
    browser,
  }) => {
    const [recovery] = recoveryCodes;
    if (!recovery) throw new Error('the first test left no recovery code');
    await page.goto(paths.home.href());
    await typePassword(page);
    const step = page.getByRole('form', { name: 'Kétlépcsős azonosítás', exact: true });
    await step.getByRole('textbox', { name: 'Ellenőrző kód' }).fill(recovery.toUpperCase());
    await step.getByRole('button', { name: 'Belépés' }).click();
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();

    // The same recovery code does not work twice.
    await signOut(page);
    await typePassword(page);
    await step.getByRole('textbox', { name: 'Ellenőrző kód' }).fill(recovery);
    await step.getByRole('button', { name: 'Belépés' }).click();
    await expect(step.getByRole('alert')).toHaveText('Hibás ellenőrző kód!');
    await step.getByRole('button', { name: 'Vissza a bejelentkezéshez' }).click();
    await expect(page.getByRole('form', { name: 'Bejelentkezés' })).toBeVisible();
    await expect(page.getByLabel('E-mail cím')).toHaveValue(owner.email);

    // The administrator resets it on the user's details.
    const admin = await browser.newPage();
    await openSignedIn(admin, `${paths.users.href()}?per_page=100`, 'admin');
    const row = admin.getByTestId('user-row').filter({ hasText: owner.email });
    await row.getByRole('link', { name: 'Szerkesztés' }).click();
    const reset = admin.getByRole('button', { name: 'Kétlépcsős azonosítás törlése' });
    await reset.click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`${owner.last_name} ${owner.first_name}`);
    await dialog.getByRole('button', { name: 'Igen, törlöm' }).click();
    await expect(
      admin.getByText('A felhasználó kétlépcsős azonosítása törölve', { exact: false }),
    ).toBeVisible();
    await expect(reset).toHaveCount(0);
    await admin.close();

    // Now the password alone signs in again.
    await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
    await page.getByLabel('Jelszó').press('Enter');
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();
  });

  test('turning it off asks for a code or the password', async ({ page, request }) => {
    await openSignedIn(page, paths.myAccount.href(), 'twoFactorOwner');
    // On through the API, as the first test did on screen, then the screen is loaded again.
    const token = await apiSignIn(request, 'twoFactorOwner');
    const setup = await request.post('/api/user/two-factor/setup', { headers: bearer(token) });
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const enabled = await request.post('/api/user/two-factor/enable', {
      headers: bearer(token),
      data: { code: await generate({ secret }) },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    await page.reload();

    const section = page.getByRole('region', { name: 'Kétlépcsős azonosítás' });
    await expect(section.getByText('Bekapcsolva', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Kikapcsolás' }).click();
    const form = section.getByRole('form', { name: 'Kétlépcsős azonosítás kikapcsolása' });
    await expect(form.getByRole('textbox', { name: 'Ellenőrző kód' })).toBeFocused();
    await form.getByText('Jelszóval').click();
    const password = form.getByLabel('Jelszó', { exact: true });
    await password.fill('rossz-jelszo');
    await form.getByRole('button', { name: 'Kikapcsolás' }).click();
    await expect(form.getByText('Hibás jelszó!')).toBeVisible();
    await password.fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Kikapcsolás' }).click();
    await expect(section.getByText('Kikapcsolva')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Bekapcsolás' })).toBeVisible();
  });

  // The forced set-up of a role that requires a second factor runs for real in
  // two-factor-policy.spec.ts, after every other spec (the policy changes every sign-in of a role).

  // A challenge lasts five minutes: its expiry is staged here (the server's side of it is in
  // apps/api/src/modules/two-factor/two-factor-login.test.ts); the screen must send the user back.
  test('an expired challenge sends the user back to the password', async ({ page }) => {
    await page.route('**/api/login', (route) =>
      route.fulfill({
        json: { status: 'ok', two_factor_required: true, two_factor_setup: false, challenge: 'lejart-e2e' },
      }),
    );
    await page.route('**/api/login/two-factor', (route) =>
      route.fulfill({
        status: 401,
        json: { status: 'error', message: 'A bejelentkezés ideje lejárt. Jelentkezzen be újra!' },
      }),
    );
    await page.goto(paths.home.href());
    await typePassword(page);
    const step = page.getByRole('form', { name: 'Kétlépcsős azonosítás', exact: true });
    await step.getByRole('textbox', { name: 'Ellenőrző kód' }).fill('123456');
    await step.getByRole('button', { name: 'Belépés' }).click();
    const form = page.getByRole('form', { name: 'Bejelentkezés' });
    await expect(form.getByRole('alert')).toHaveText('A bejelentkezés ideje lejárt. Jelentkezzen be újra!');
    await expect(page.getByLabel('Jelszó')).toHaveValue('');
  });
});

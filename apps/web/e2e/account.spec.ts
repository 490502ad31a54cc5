import { paths, USER_SERVER_MESSAGES } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_USERS } from './support/fixtures.ts';
import { expectProfileMenuLeadsToAccount, openSignedIn, signIn } from './support/session.ts';

test.describe('my account', () => {
  test('shows the own data and marks empty required fields', async ({ page }) => {
    await openSignedIn(page, paths.myAccount.href(), 'editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Account data' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(E2E_USERS.editor.first_name);
    await expect(page.getByLabel('Last name')).toHaveValue(E2E_USERS.editor.last_name);
    await expect(page.getByLabel('E-mail')).toHaveValue(E2E_USERS.editor.email);
    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fill in the marked fields!')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a network failure while saving says so', async ({ page }) => {
    await openSignedIn(page, paths.myAccount.href(), 'editor');
    await expect(page.getByLabel('First name')).toHaveValue(E2E_USERS.editor.first_name);
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An error occurred while saving!')).toBeVisible();
  });

  test('the profile menu leads to the account and password screens', async ({ page }) => {
    await openSignedIn(page, paths.posts.href(), 'editor');
    await expectProfileMenuLeadsToAccount(page);
  });
});

test.describe('password change', () => {
  test('requires the password, then the confirmation', async ({ page }) => {
    await openSignedIn(page, paths.changePassword.href(), 'editor');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirmation = page.getByLabel('Password confirmation');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fill in the marked fields!')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('Valami-Jelszo-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('leaves the match to the server, whose message it shows (the screen makes no match check)', async ({
    page,
  }) => {
    await openSignedIn(page, paths.changePassword.href(), 'editor');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirmation = page.getByLabel('Password confirmation');
    await password.fill('Elso-Jelszo-2026');
    await confirmation.fill('Masik-Jelszo-2026');
    const reply = page.waitForResponse((r) => r.url().endsWith('/change-password'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await reply).status()).toBe(400);
    await expect(page.locator('[data-kind="error"]')).toHaveText(USER_SERVER_MESSAGES.passwordMismatch);
  });

  test("shows the server's message for a password it refuses", async ({ page }) => {
    await openSignedIn(page, paths.changePassword.href(), 'editor');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('rovid');
    await page.getByLabel('Password confirmation').fill('rovid');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.locator('[data-kind="error"]');
    await expect(error).toBeVisible();
    await expect(error).toContainText(/8/);
  });

  test('a network failure while saving says so', async ({ page }) => {
    await openSignedIn(page, paths.changePassword.href(), 'editor');
    await page.route('**/change-password', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Barmi-Jelszo-2026');
    await page.getByLabel('Password confirmation').fill('Barmi-Jelszo-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An error occurred while saving!')).toBeVisible();
  });
});

test('a user renames themself and changes their password, then signs in with it', async ({ page }) => {
  const newPassword = 'Uj-Fiok-Jelszo-2026';
  await openSignedIn(page, paths.myAccount.href(), 'accountOwner');
  await expect(page.getByTestId('avatar-letter')).toHaveText('L');
  await expect(page.getByLabel('First name')).toHaveValue(E2E_USERS.accountOwner.first_name);
  await page.getByLabel('First name').fill('Mária');
  await page.getByLabel('Last name').fill('Zöld');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-kind="success"]')).toBeVisible();
  // The profile menu follows at once, without a reload.
  await expect(page.getByTestId('avatar-letter')).toHaveText('Z');
  await expect(page.getByTestId('profile-menu')).toContainText('Zöld Mária');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Zöld');

  await page.getByRole('button', { name: 'Profil menü' }).click();
  await page.getByRole('menuitem', { name: 'Jelszóváltoztatás' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByLabel('Password confirmation').fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-kind="success"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password confirmation')).toHaveValue('');

  await page.getByRole('button', { name: 'Profil menü' }).click();
  await page.getByRole('menuitem', { name: 'Kilejentkezés' }).click();
  await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
  await signIn(page, 'accountOwner', newPassword);
  await expect(page.getByTestId('avatar-letter')).toHaveText('Z');
});

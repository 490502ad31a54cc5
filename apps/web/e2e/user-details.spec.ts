import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { E2E_USERS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';
import { ALL_USERS, createIcon, editIcon, row } from './support/users.ts';

async function fillUserForm(
  page: Page,
  fields: { first: string; last: string; email: string; password: string; confirm?: string },
) {
  await page.getByLabel('First name').fill(fields.first);
  await page.getByLabel('Last name').fill(fields.last);
  await page.getByLabel('E-mail').fill(fields.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  await page.getByLabel('Password confirmation').fill(fields.confirm ?? fields.password);
}

test.describe('user details', () => {
  test('a missing user says so and goes back to the list', async ({ page }) => {
    await openSignedIn(page, paths.user.href(999999), 'admin');
    await expect(page.getByText('#999999 user does not exist!')).toBeVisible();
    await expect(page).toHaveURL(paths.users.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Felhasználók' })).toBeVisible();
  });

  test('marks the missing fields and checks that the passwords match', async ({ page }) => {
    await openSignedIn(page, paths.newUser.href(), 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'User data', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fill in the marked fields!')).toBeVisible();
    for (const label of ['First name', 'Last name', 'E-mail'])
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fillUserForm(page, {
      first: 'Teszt',
      last: 'Eltérő',
      email: 'elteres@e2e.test',
      password: 'Elso-Jelszo-1',
      confirm: 'Masik-Jelszo-2',
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The two passwords do not match!')).toBeVisible();
    await expect(page).toHaveURL(paths.newUser.href());
  });

  test('marks every invalid field at once, with the first message', async ({ page }) => {
    await openSignedIn(page, paths.newUser.href(), 'admin');
    await page.getByLabel('First name').fill('Teszt');
    await page.getByLabel('E-mail').fill('nem egy cím');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('rovid');
    await page.getByLabel('Password confirmation').fill('masik');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Fill in the marked fields!')).toBeVisible();
    for (const label of ['Last name', 'E-mail', 'Password confirmation'])
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(paths.newUser.href());
  });

  test('creates a user who can then sign in', async ({ page }) => {
    const email = `uj.kollega.${Date.now()}@e2e.test`;
    const password = 'Uj-Kollega-2026';
    await openSignedIn(page, paths.users.href(), 'admin');
    await createIcon(page).click();
    await expect(page).toHaveURL(paths.newUser.href());
    await fillUserForm(page, { first: 'Noémi', last: 'Újvári', email, password });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: `User data #${id}` })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Noémi');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

    await page.getByRole('button', { name: 'Profil menü' }).click();
    await page.getByRole('menuitem', { name: 'Kilejentkezés' }).click();
    await expect(page.getByRole('button', { name: 'Bejelentkezés' })).toBeVisible();
    await page.getByLabel('E-mail cím').fill(email);
    await page.getByLabel('Jelszó').fill(password);
    await page.getByLabel('Jelszó').press('Enter');
    await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();
    await expect(page.getByTestId('avatar-letter')).toHaveText('Ú');
  });

  test('edits another user', async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'admin');
    await editIcon(row(page, E2E_USERS.toEdit.email)).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: `User data #${id}` })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(E2E_USERS.toEdit.first_name);
    await expect(page.getByLabel('Last name')).toHaveValue(E2E_USERS.toEdit.last_name);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Olvasó');
    // The Active checkbox exists but is hidden.
    await expect(page.getByLabel('Active', { exact: true })).toBeHidden();

    await page.getByLabel('Last name').fill('Szalai-Nagy');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Szerkesztő', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-kind="success"]')).toBeVisible();
    await expect(page).toHaveURL(paths.user.href(String(id)));

    await page.goto(ALL_USERS);
    const edited = row(page, E2E_USERS.toEdit.email);
    await expect(edited).toContainText('Szalai-Nagy Péter');
    await expect(edited.getByTestId('user-role')).toHaveText('Szerkesztő');
    // Szerkesztő manages ads: the spec's is_admin.
    await expect(edited.getByRole('img', { name: 'Igen' })).toBeVisible();
  });

  test('deletes a user from the details screen after confirmation', async ({ page }) => {
    const email = `torlendo.${Date.now()}@e2e.test`;
    await openSignedIn(page, paths.newUser.href(), 'admin');
    await fillUserForm(page, { first: 'Ideig', last: 'Lenes', email, password: 'Ideiglenes-2026' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Do you really want to delete the user Lenes Ideig?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(paths.users.href());
    await page.goto(ALL_USERS);
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(row(page, email)).toHaveCount(0);
  });
});

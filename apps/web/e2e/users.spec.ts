import { compareHungarian, paths, READ_ONLY_REASONS } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS } from './support/fixtures.ts';
import { bearer, openSignedIn, storedToken } from './support/session.ts';
import { ALL_USERS, createIcon, deleteIcon, editIcon, row, rowByName } from './support/users.ts';

test.describe('user list', () => {
  test('lists users with their columns, and who sees which icons', async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Felhasználók' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Felhasználók listája' });
    for (const column of ['#', 'Név', 'E-mail', 'Adminisztrátor', 'Módosítva'])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

    const steady = row(page, E2E_USERS.steady.email);
    await expect(steady).toContainText('Tóth Katalin');
    await expect(steady.getByRole('img', { name: 'Igen' })).toBeVisible();
    await expect(steady).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(row(page, E2E_USERS.editor.email).getByRole('img', { name: 'Igen' })).toHaveCount(0);

    // The admin (is_administrator and is_admin) creates, edits and deletes, but not on the own row.
    await expect(createIcon(page)).toBeVisible();
    await expect(editIcon(steady)).toBeVisible();
    await expect(deleteIcon(steady)).toBeVisible();
    const own = row(page, E2E_USERS.admin.email);
    await expect(own).toBeVisible();
    await expect(editIcon(own)).toHaveCount(0);
    await expect(deleteIcon(own)).toHaveCount(0);
    // A deleted user is listed only on request, and offers no actions.
    await expect(row(page, E2E_USERS.retired.email)).toHaveCount(0);
    await page.getByLabel('Törölt felhasználók is').check();
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/include_inactive=1/);
    const retired = row(page, E2E_USERS.retired.email);
    await expect(retired).toHaveAttribute('data-inactive', 'true');
    await expect(retired).toContainText('Törölt');
    await expect(editIcon(retired)).toHaveCount(0);
    await expect(deleteIcon(retired)).toHaveCount(0);
  });

  test('an editor sees no icons; an administrator without is_admin only the create icon', async ({
    browser,
  }) => {
    const editor = await browser.newPage();
    await openSignedIn(editor, ALL_USERS, 'editor');
    await expect(rowByName(editor, 'Tóth Katalin')).toBeVisible();
    await expect(editor.getByTestId('read-only-reason')).toHaveText(READ_ONLY_REASONS.manageUsers);
    await expect(createIcon(editor)).toHaveCount(0);
    await expect(editor.getByRole('link', { name: 'Szerkesztés' })).toHaveCount(0);
    await expect(editor.getByTestId('user-row').getByRole('button', { name: 'Törlés' })).toHaveCount(0);
    await editor.close();

    const administrator = await browser.newPage();
    await openSignedIn(administrator, ALL_USERS, 'administratorOnly');
    await expect(row(administrator, E2E_USERS.steady.email)).toBeVisible();
    await expect(createIcon(administrator)).toBeVisible();
    await expect(administrator.getByRole('link', { name: 'Szerkesztés' })).toHaveCount(0);
    await administrator.close();
  });

  test('lists names in Hungarian alphabetical order', async ({ page, request }) => {
    await openSignedIn(page, ALL_USERS, 'admin');
    const token = await storedToken(page);
    const tag = `sorrend${Date.now().toString(36)}`;
    // Given in a jumbled order; Mészáros comes before Molnár, Cukor before Csonka, Orbán before
    // Ökrös before Őri, Sovány before Szabó, Zágon before Zsoldos.
    const lastNames = ['Molnár', 'Zsoldos', 'Őri', 'Csonka', 'Mészáros', 'Ábel', 'Szabó', 'Ökrös'];
    const more = ['Cukor', 'Abai', 'Orbán', 'Sovány', 'Zágon', 'Major'];
    for (const [i, lastName] of [...lastNames, ...more].entries()) {
      const reply = await request.post('/api/users/add', {
        headers: bearer(token),
        data: {
          first_name: 'Teszt',
          last_name: lastName,
          email: `${tag}.${i}@e2e.test`,
          password: E2E_PASSWORD,
          confirm_password: E2E_PASSWORD,
        },
      });
      expect(reply.status(), await reply.text()).toBe(200);
    }
    await page.goto(`${paths.users.href()}?email=${tag}&per_page=100`);
    // The name cell also shows the role, on a line of its own.
    const names = page.getByTestId('user-row').locator('td:nth-child(2) [data-testid="user-name"]');
    await expect(names).toHaveCount(14);
    const listed = (await names.allInnerTexts()).map((name) => name.replace(' Teszt', '').trim());
    expect(listed).toEqual([...lastNames, ...more].sort(compareHungarian));
    expect(listed).toEqual([
      'Abai',
      'Ábel',
      'Cukor',
      'Csonka',
      'Major',
      'Mészáros',
      'Molnár',
      'Orbán',
      'Ökrös',
      'Őri',
      'Sovány',
      'Szabó',
      'Zágon',
      'Zsoldos',
    ]);
  });

  test('filters by name and type, kept in the URL', async ({ page }) => {
    await openSignedIn(page, paths.users.href(), 'admin');
    await page.getByRole('searchbox', { name: 'Név' }).fill('Tóth');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/q=T%C3%B3th/);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(row(page, E2E_USERS.steady.email)).toBeVisible();

    await page.goto(`${paths.users.href()}?is_admin=0&per_page=100`);
    await expect(row(page, E2E_USERS.editor.email)).toBeVisible();
    await expect(row(page, E2E_USERS.steady.email)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Típus' })).toHaveValue('Felhasználó');
  });

  test('deletes a user after confirmation', async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'admin');
    const target = row(page, E2E_USERS.toDelete.email);
    await deleteIcon(target).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Tényleg szeretné törölni a #Vörös Bence felhasználót?');
    await dialog.getByRole('button', { name: 'Igen' }).click();
    await expect(target).toHaveCount(0);
    await page.goto(`${ALL_USERS}&include_inactive=1`);
    await expect(row(page, E2E_USERS.toDelete.email)).toHaveAttribute('data-inactive', 'true');
    // A deleted user cannot be opened for editing.
    const id = (await row(page, E2E_USERS.toDelete.email).locator('td').first().innerText()).trim();
    await page.goto(paths.user.href(id));
    await expect(page.getByText(`#${id} user does not exist!`)).toBeVisible();
    await expect(page).toHaveURL(paths.users.href());
  });
});

test('the user list is readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, ALL_USERS, 'admin');
  await expect(row(page, E2E_USERS.steady.email)).toBeVisible();
  // Only the table scrolls sideways, never the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

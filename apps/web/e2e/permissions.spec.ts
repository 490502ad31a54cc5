// The interface follows the permission table (docs/product.md, Roles): what a user may not use is
// not shown, and a screen that is read-only for the user says why in one line. The server's 403s
// stay the guarantee (apps/api/src/lib/roles.test.ts).
import { paths, READ_ONLY_REASONS } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { E2E_USERS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

const ALL_USERS = `${paths.users.href()}?per_page=100`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Fő navigáció' });
const reason = (page: Page) => page.getByTestId('read-only-reason');
const userRow = (page: Page, name: string) => page.getByTestId('user-row').filter({ hasText: name });
const STEADY_NAME = `${E2E_USERS.steady.last_name} ${E2E_USERS.steady.first_name}`;

/** The id of a seeded user, read from the list's first column of the row with their name. */
async function userIdOf(page: Page, name: string): Promise<string> {
  await page.goto(ALL_USERS);
  return (await userRow(page, name).locator('td').first().innerText()).trim();
}

test.describe('a user without rights (no role flags)', () => {
  test("sees no 'Új cikk' or 'Piszkozatok' in the sidebar, only what they may read", async ({ page }) => {
    await openSignedIn(page, paths.home.href(), 'editor');
    const articles = nav(page).getByRole('region', { name: 'Cikkek' });
    await expect(articles.getByRole('link', { name: 'Cikkek' })).toBeVisible();
    // A user who can never write has no drafts.
    await expect(articles.getByRole('link', { name: /Piszkozatok/ })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Új cikk' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Google hirdetések' })).toBeVisible();
  });

  test('reads the article list and the drafts with one line saying why, and nothing to select or change', async ({
    page,
  }) => {
    await openSignedIn(page, paths.posts.href(), 'editor');
    for (const [path, title] of [
      [paths.posts.href(), 'Cikkek'],
      [paths.drafts.href(), 'Piszkozatok'],
    ] as const) {
      if (path !== paths.posts.href()) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(reason(page)).toHaveText(READ_ONLY_REASONS.writePosts);
      await expect(reason(page)).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Új cikk' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('checkbox', { name: /kijelölés/i })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Törlés: / })).toHaveCount(0);
    }
  });

  test('reads the user list with one line saying why, and no create, edit or delete', async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'editor');
    await expect(userRow(page, STEADY_NAME)).toBeVisible();
    // Colleagues' names, never their e-mail addresses.
    await expect(page.getByRole('columnheader', { name: 'E-mail', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('user-row').filter({ hasText: '@e2e.test' })).toHaveCount(0);
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.manageUsers);
    await expect(reason(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Új felhasználó' })).toHaveCount(0);
    await expect(page.getByTestId('user-row').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('user-row').getByRole('button')).toHaveCount(0);
  });

  test("reads a user's details as read-only fields, without Save or Delete", async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'editor');
    const steady = E2E_USERS.steady;
    const id = await userIdOf(page, STEADY_NAME);
    await page.goto(paths.user.href(id));
    await expect(page.getByRole('heading', { level: 1, name: `User data #${id}` })).toBeVisible();
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.userDetails);
    await expect(page.getByLabel('First name')).toHaveValue(steady.first_name);
    await expect(page.getByLabel('Last name')).toHaveValue(steady.last_name);
    await expect(page.getByLabel('Role')).toHaveValue('Adminisztrátor');
    for (const label of ['First name', 'Last name', 'Role'])
      await expect(page.getByLabel(label)).not.toBeEditable();
    // The e-mail address is for users.manage only.
    await expect(page.getByLabel('E-mail')).toHaveCount(0);
    await expect(page.getByText(steady.email)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('opening /users/add shows only why, no form', async ({ page }) => {
    await openSignedIn(page, paths.newUser.href(), 'editor');
    await expect(page.getByRole('heading', { level: 1, name: 'User data', exact: true })).toBeVisible();
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.newUser);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test.describe('administrators', () => {
  test('one without is_admin creates users; the list says why its rows offer no actions', async ({
    page,
  }) => {
    await openSignedIn(page, ALL_USERS, 'administratorOnly');
    await expect(page.getByRole('link', { name: 'Új felhasználó' })).toBeVisible();
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.manageUsersRows);
    // The details of another user: the form with Save and Delete (the server accepts both).
    const id = await userIdOf(page, E2E_USERS.steady.email);
    await page.goto(paths.user.href(id));
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(reason(page)).toHaveCount(0);
  });

  test('an admin administrator sees no reason line, and no Delete on their own account', async ({ page }) => {
    await openSignedIn(page, ALL_USERS, 'admin');
    await expect(userRow(page, E2E_USERS.steady.email)).toBeVisible();
    await expect(reason(page)).toHaveCount(0);
    const ownId = await userIdOf(page, E2E_USERS.admin.email);
    await page.goto(paths.user.href(ownId));
    await expect(page.getByLabel('First name')).toHaveValue(E2E_USERS.admin.first_name);
    await expect(page.getByLabel('First name')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Új cikk' })).toBeVisible();
    // They write articles: the list has no reason line.
    await page.goto(paths.posts.href());
    await expect(page.getByTestId('post-row').first()).toBeVisible();
    await expect(reason(page)).toHaveCount(0);
  });
});

test.describe('read-only lists say why', () => {
  test('an admin who is not a developer: the Google ad slots are read-only, with the reason', async ({
    page,
  }) => {
    await openSignedIn(page, paths.googleAds.href(), 'adsEditor');
    await expect(page.getByRole('heading', { level: 1, name: 'Google hirdetések' })).toBeVisible();
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.writeGoogleAds);
    await expect(page.getByRole('button', { name: 'Új Google hirdetés' })).toHaveCount(0);
    // Campaigns are theirs to write: no reason there.
    await nav(page).getByRole('link', { name: 'Kampányok' }).click();
    await expect(page.getByRole('button', { name: 'Új campaign' })).toBeVisible();
    await expect(reason(page)).toHaveCount(0);
  });

  test('a user without rights: campaigns and polls say why they are read-only', async ({ page }) => {
    await openSignedIn(page, paths.campaigns.href(), 'editor');
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.writeAds);
    await expect(page.getByRole('button', { name: 'Új campaign' })).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'Szavazások' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voting polls' })).toBeVisible();
    await expect(reason(page)).toHaveText(READ_ONLY_REASONS.writePolls);
    await expect(page.getByRole('button', { name: 'New voting poll' })).toHaveCount(0);
  });
});

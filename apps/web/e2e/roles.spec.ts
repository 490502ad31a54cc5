import { BUILTIN_ROLES, paths, READ_ONLY_REASONS, ROLE_MESSAGES, ROLES_SCREEN } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkDialog, seriousViolations, VIEWPORTS } from './support/axe.ts';
import { message } from './support/editor.ts';
import { apiSignIn, bearer, openSignedIn, storedToken } from './support/session.ts';

// 'Szerepkörök' as an administrator uses it: the built-in roles (read-only), a custom role made,
// edited (a stale save refused) and deleted, a role in use that cannot go; and the read-only list of
// a user without roles.manage. The custom role is seen by every user form (the role choice), so the
// steps run in order in one worker and the role is deleted at the end, or by afterAll on a failure.
test.describe.configure({ mode: 'serial' });

const SCREEN = paths.roles.href();
const ROLE = 'Rovatvezető';
const BUILTIN_NAMES = Object.values(BUILTIN_ROLES).map((r) => r.name);

interface ListedRole {
  id: number;
  name: string;
  builtin: 0 | 1;
  user_count: number;
  last_update: string;
}

const roleRow = (page: Page, name: string) =>
  page.getByTestId('role-row').filter({ has: page.getByText(name, { exact: true }) });

async function openScreen(page: Page): Promise<void> {
  await openSignedIn(page, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: ROLES_SCREEN.title })).toBeVisible();
  await expect(page.getByRole('table', { name: ROLES_SCREEN.list })).toBeVisible();
}

async function listRoles(request: APIRequestContext, token: string): Promise<ListedRole[]> {
  const reply = await request.get('/api/roles', { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: ListedRole[] }).data;
}

test.afterAll(async ({ request }) => {
  // A failed run leaves no custom role behind for the other specs' user forms.
  const token = await apiSignIn(request, 'admin');
  for (const role of await listRoles(request, token))
    if (role.name === ROLE || role.name.startsWith('Axe szerepkör'))
      await request.delete(`/api/roles/${role.id}`, { headers: bearer(token) });
});

test('the administrator sees the five built-in roles, each read-only', async ({ page }) => {
  await openScreen(page);
  const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
  await expect(nav.getByRole('link', { name: ROLES_SCREEN.title })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: ROLES_SCREEN.add })).toBeVisible();
  await expect(page.getByTestId('read-only-reason')).toHaveCount(0);

  const builtin = page.locator('[data-testid="role-row"][data-builtin]');
  await expect(builtin).toHaveCount(5);
  for (const name of BUILTIN_NAMES) {
    const row = roleRow(page, name);
    await expect(row).toContainText(ROLES_SCREEN.builtin);
    // A built-in role is only viewed: neither edited nor deleted.
    await expect(row.getByRole('button', { name: `Törlés: ${name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Szerkesztés: ${name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Megtekintés: ${name}` })).toBeVisible();
  }
  await expect(roleRow(page, 'Adminisztrátor')).toContainText(ROLES_SCREEN.allRights);
  await expect(roleRow(page, 'Olvasó')).toContainText(ROLES_SCREEN.noRights);
  await expect(roleRow(page, 'Szerző')).toContainText('Saját cikkek írása és beküldése');

  await page.getByRole('button', { name: 'Megtekintés: Szerző' }).click();
  const view = page.getByRole('dialog', { name: ROLES_SCREEN.viewTitle('Szerző') });
  await expect(view.getByTestId('builtin-hint')).toHaveText(ROLES_SCREEN.builtinHint);
  await expect(view.getByRole('textbox', { name: ROLES_SCREEN.name })).toHaveValue('Szerző');
  await expect(view.getByRole('textbox', { name: ROLES_SCREEN.name })).toHaveAttribute('readonly', '');
  const own = view.getByRole('checkbox', { name: 'Saját cikkek írása és beküldése' });
  const publish = view.getByRole('checkbox', { name: 'Közzététel és időzítés' });
  await expect(own).toBeChecked();
  await expect(publish).not.toBeChecked();
  await publish.click({ force: true });
  await expect(publish).not.toBeChecked();
  await expect(view.getByRole('button', { name: ROLES_SCREEN.save })).toHaveCount(0);
  // The footer's 'Bezárás' (the title bar's × has the same name).
  await view.getByRole('button', { name: ROLES_SCREEN.close }).last().click();
  await expect(view).toHaveCount(0);
});

test('a custom role: made, edited, a stale save refused, deleted', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('button', { name: ROLES_SCREEN.add }).click();
  const form = page.getByRole('dialog', { name: ROLES_SCREEN.newTitle });
  const nameField = form.getByRole('textbox', { name: ROLES_SCREEN.name });
  await expect(nameField).toBeFocused();

  // The form's own rule, then the server's: a name in use is refused at the field.
  await form.getByRole('button', { name: ROLES_SCREEN.save }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(ROLE_MESSAGES.nameMissing)).toBeVisible();
  await nameField.fill('Szerző');
  await form.getByRole('button', { name: ROLES_SCREEN.save }).click();
  await expect(form.getByText(ROLE_MESSAGES.nameTaken)).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');

  await nameField.fill(ROLE);
  await expect(form.getByText('articles.write_all', { exact: true })).toBeVisible();
  await form.getByRole('checkbox', { name: 'Bármely cikk szerkesztése' }).check();
  await form.getByRole('checkbox', { name: 'Közzététel és időzítés' }).check();
  await form.getByRole('button', { name: ROLES_SCREEN.save }).click();
  await expect(form).toHaveCount(0);
  await expect(message(page, 'success', ROLE_MESSAGES.saved)).toBeVisible();
  const row = roleRow(page, ROLE);
  await expect(row).toContainText('Bármely cikk szerkesztése');
  await expect(row).toContainText('Közzététel és időzítés');
  await expect(row).not.toContainText('Cikkek törlése');
  await expect(row).not.toContainText(ROLES_SCREEN.builtin);
  await expect(row.getByRole('cell').nth(2)).toContainText('0');

  // Edited: a right added.
  await page.getByRole('button', { name: `Szerkesztés: ${ROLE}` }).click();
  const edit = page.getByRole('dialog', { name: ROLES_SCREEN.editTitle });
  await expect(edit.getByRole('textbox', { name: ROLES_SCREEN.name })).toHaveValue(ROLE);
  await expect(edit.getByRole('checkbox', { name: 'Közzététel és időzítés' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Cikkek törlése' }).check();
  await edit.getByRole('button', { name: ROLES_SCREEN.save }).click();
  await expect(edit).toHaveCount(0);
  await expect(message(page, 'success', ROLE_MESSAGES.saved)).toBeVisible();
  await expect(roleRow(page, ROLE)).toContainText('Cikkek törlése');

  // Changed elsewhere while the form is open: the save is refused with the conflict message.
  await page.getByRole('button', { name: `Szerkesztés: ${ROLE}` }).click();
  const stale = page.getByRole('dialog', { name: ROLES_SCREEN.editTitle });
  await stale.getByRole('checkbox', { name: 'Cikkek törlése' }).uncheck();
  const token = await storedToken(page);
  const stored = (await listRoles(page.request, token)).find((r) => r.name === ROLE);
  if (!stored) throw new Error(`no role ${ROLE}`);
  const elsewhere = await page.request.put(`/api/roles/${stored.id}`, {
    headers: bearer(token),
    data: {
      name: ROLE,
      rights: ['articles.write_all', 'articles.publish', 'articles.delete', 'audit.read'],
      last_update: stored.last_update,
    },
  });
  expect(elsewhere.status()).toBe(200);
  await stale.getByRole('button', { name: ROLES_SCREEN.save }).click();
  await expect(message(page, 'error', ROLE_MESSAGES.conflict)).toBeVisible();
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: ROLES_SCREEN.cancel }).click();
  await expect(stale).toHaveCount(0);
  await expect(roleRow(page, ROLE)).toContainText('Napló olvasása');

  // Deleted after the question.
  await page.getByRole('button', { name: `Törlés: ${ROLE}` }).click();
  const question = page.getByRole('dialog', { name: ROLES_SCREEN.deleteTitle });
  await expect(question).toContainText(ROLES_SCREEN.confirmDelete(ROLE));
  await question.getByRole('button', { name: ROLES_SCREEN.delete }).click();
  await expect(message(page, 'success', ROLE_MESSAGES.deleted)).toBeVisible();
  await expect(roleRow(page, ROLE)).toHaveCount(0);
  await expect(page.locator('[data-testid="role-row"][data-builtin]')).toHaveCount(5);
});

test('a role in use is not deleted, and the server says why', async ({ page }) => {
  await openScreen(page);
  // The seed gives the users whose flags match no built-in role a custom role of their own.
  const token = await storedToken(page);
  const inUse = (await listRoles(page.request, token)).find((r) => r.builtin === 0 && r.user_count > 0);
  if (!inUse) throw new Error('no custom role in use');
  await expect(roleRow(page, inUse.name).getByRole('cell').nth(2)).toContainText(String(inUse.user_count));
  await page.getByRole('button', { name: `Törlés: ${inUse.name}` }).click();
  await page
    .getByRole('dialog', { name: ROLES_SCREEN.deleteTitle })
    .getByRole('button', { name: ROLES_SCREEN.delete })
    .click();
  await expect(message(page, 'error', ROLE_MESSAGES.inUse(inUse.user_count))).toBeVisible();
  await expect(roleRow(page, inUse.name)).toBeVisible();
});

test('a user without roles.manage reads the list, sees why, and no control', async ({ page }) => {
  await openSignedIn(page, SCREEN, 'editor');
  await expect(page.getByRole('heading', { level: 1, name: ROLES_SCREEN.title })).toBeVisible();
  await expect(page.getByTestId('read-only-reason')).toHaveText(READ_ONLY_REASONS.manageRoles);
  await expect(page.getByRole('button', { name: ROLES_SCREEN.add })).toHaveCount(0);
  const table = page.getByRole('table', { name: ROLES_SCREEN.list });
  for (const name of BUILTIN_NAMES) await expect(roleRow(page, name)).toBeVisible();
  await expect(table.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: ROLES_SCREEN.title }),
  ).toHaveCount(0);
});

// The screen and its dialogs pass axe at both widths (the desk and a phone).
for (const viewport of VIEWPORTS) {
  test(`the screen and its dialogs pass axe at ${viewport.name} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openScreen(page);
    const found: string[] = [];
    found.push(...(await seriousViolations(page, 'roles')));
    await page.getByRole('button', { name: ROLES_SCREEN.add }).click();
    await checkDialog(page, 'roles: new role', found);
    await page.getByRole('button', { name: 'Megtekintés: Adminisztrátor' }).click();
    await checkDialog(page, 'roles: built-in role', found);

    const name = `Axe szerepkör ${viewport.name}`;
    const token = await storedToken(page);
    const made = await page.request.post('/api/roles', {
      headers: bearer(token),
      data: { name, rights: ['polls.manage'] },
    });
    expect(made.status()).toBe(200);
    const { id } = ((await made.json()) as { data: { id: number } }).data;
    await page.reload();
    await page.getByRole('button', { name: `Szerkesztés: ${name}` }).click();
    await checkDialog(page, 'roles: edit role', found);
    await page.getByRole('button', { name: `Törlés: ${name}` }).click();
    await checkDialog(page, 'roles: delete role', found);
    expect((await page.request.delete(`/api/roles/${id}`, { headers: bearer(token) })).status()).toBe(200);
    expect(found).toEqual([]);
  });
}

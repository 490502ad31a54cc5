import fs from 'node:fs/promises';
import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { E2E_USERS } from './support/fixtures.ts';
import { apiSignIn, bearer, openSignedIn } from './support/session.ts';

const subject = E2E_USERS.auditSubject;
const subjectName = `${subject.last_name} ${subject.first_name}`;

const rows = (page: Page) => page.getByTestId('audit-row');

test.describe('Napló', () => {
  test('filters by user, item kind and action in the URL, and downloads the filtered CSV', async ({
    page,
    request,
  }) => {
    // The subject renames themself twice: two 'Módosítás' entries, after a 'Bejelentkezés'.
    const token = await apiSignIn(request, 'auditSubject');
    const me = (await (await request.get('/api/user', { headers: bearer(token) })).json()) as {
      data: { id: number };
    };
    const id = me.data.id;
    for (const last_name of [`${subject.last_name}-Kiss`, subject.last_name]) {
      const current = (await (await request.get(`/api/users/${id}`, { headers: bearer(token) })).json()) as {
        data: { last_update: string };
      };
      const saved = await request.put(`/api/users/${id}`, {
        headers: bearer(token),
        data: {
          first_name: subject.first_name,
          last_name,
          email: subject.email,
          last_update: current.data.last_update,
          myaccount: 1,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }

    await openSignedIn(page, paths.auditLog.href(), 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Napló' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
    await expect(nav.getByRole('link', { name: 'Napló' })).toHaveAttribute('aria-current', 'page');

    // Only the user: the sign-in and both changes.
    const user = page.getByRole('combobox', { name: 'Felhasználó', exact: true });
    await user.fill(subject.last_name);
    await page.getByRole('option', { name: subjectName }).click();
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(new RegExp(`user_id=${id}`));
    await expect(rows(page).filter({ hasText: 'Bejelentkezés' }).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Módosítás' })).toHaveCount(2);

    // Then only their 'Módosítás' of users.
    await page.getByRole('combobox', { name: 'Elem típusa' }).click();
    await page.getByRole('option', { name: 'Felhasználó', exact: true }).click();
    await page.getByRole('combobox', { name: 'Művelet' }).click();
    await page.getByRole('option', { name: 'Módosítás', exact: true }).click();
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/entity=user/);
    await expect(page).toHaveURL(/action=update/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('hit-count')).toHaveText('2 bejegyzés');

    // Newest first, who, the item with its link, the action and what changed.
    const newest = rows(page).first();
    await expect(newest).toContainText(subjectName);
    await expect(newest).toContainText(`Vezetéknév: ${subject.last_name}-Kiss → ${subject.last_name}`);
    await expect(rows(page).nth(1)).toContainText(
      `Vezetéknév: ${subject.last_name} → ${subject.last_name}-Kiss`,
    );
    const item = newest.getByRole('link', { name: `Felhasználó #${id}: ${subjectName}` });
    await expect(item).toHaveAttribute('href', paths.user.href(id));

    // A reload keeps the filters, the user select shows the name.
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(user).toHaveValue(subjectName);
    await expect(page.getByRole('combobox', { name: 'Művelet' })).toHaveValue('Módosítás');

    // The CSV holds exactly the filtered entries.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV letöltése' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^naplo-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Időpont;Felhasználó;E-mail');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) {
      expect(line).toContain(subject.email);
      expect(line).toContain('Módosítás');
      expect(line).toContain('Vezetéknév');
    }
    expect(lines[1]).toContain(`${subject.last_name}-Kiss → ${subject.last_name}`);

    // The item link opens the user.
    await item.click();
    await expect(page).toHaveURL(paths.user.href(id));
  });

  test('is only for administrators', async ({ page }) => {
    await openSignedIn(page, paths.auditLog.href(), 'editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Napló' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Hozzáférés megtagadva!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV letöltése' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
    await expect(nav.getByRole('link', { name: 'Szavazások' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Napló' })).toHaveCount(0);
  });
  // 'Biztonsági beállítások' (the roles that must have a second factor) is saved for real in
  // two-factor-policy.spec.ts, which runs after every other spec.
});

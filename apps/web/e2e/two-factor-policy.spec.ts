import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PASSWORD, E2E_USERS } from './support/fixtures.ts';
import { apiSignIn, bearer, openSignedIn } from './support/session.ts';

// Runs after every other spec (the 'policy' project of playwright.config.ts): while developers must
// have a second factor, every developer's sign-in asks for it.
const subject = E2E_USERS.policySubject;

let adminToken = '';

async function setPolicy(request: import('@playwright/test').APIRequestContext, roles: string[]) {
  const res = await request.put('/api/settings/two-factor', {
    headers: bearer(adminToken),
    data: { required_roles: roles },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  // Signed in before the policy changes: the administrator is a developer too.
  adminToken = await apiSignIn(request, 'admin');
});

test.afterAll(async ({ request }) => {
  await setPolicy(request, []);
});

test('a role that requires a second factor: set up right after the password, then the recovery codes once', async ({
  page,
  request,
}) => {
  // An administrator requires it of developers on the Napló screen.
  await openSignedIn(page, paths.auditLog.href(), 'admin');
  await page.getByRole('button', { name: 'Biztonsági beállítások' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kötelező kétlépcsős azonosítás' });
  const developers = dialog.getByRole('checkbox', { name: /Fejlesztők/ });
  await expect(developers).not.toBeChecked();
  await developers.check();
  await dialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('A kétlépcsős azonosítás beállítása mentve.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const policy = await request.get('/api/settings/two-factor', { headers: bearer(adminToken) });
  expect(((await policy.json()) as { data: unknown }).data).toEqual({ required_roles: ['is_developer'] });

  // The developer signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(paths.home.href());
  await page.getByLabel('E-mail cím').fill(subject.email);
  await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
  await page.getByLabel('Jelszó').press('Enter');

  // Before anything else: the set-up, with the QR code drawn by the server and the secret as text.
  const step = page.getByRole('form', { name: 'Kétlépcsős azonosítás beállítása' });
  await expect(step.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazásnak' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toHaveCount(0);
  const secret = await step.getByRole('textbox', { name: 'Titkos kulcs' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await step.getByRole('textbox', { name: 'Ellenőrző kód' }).fill(await generate({ secret }));
  await step.getByRole('button', { name: 'Beállítás és belépés' }).click();

  const codes = page.getByRole('list', { name: 'Helyreállítási kódok listája' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // Not signed in until the codes are taken note of.
  await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();

  // The account screen shows it on, and that the role requires it (it cannot be turned off).
  await page.goto(paths.myAccount.href());
  const section = page.getByRole('region', { name: 'Kétlépcsős azonosítás' });
  await expect(section.getByText('Bekapcsolva', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Kikapcsolás' })).toHaveCount(0);

  // The server's record: the set-up is in the audit trail.
  const log = await request.get(`/api/audit-log?action=two_factor_on&per_page=5`, {
    headers: bearer(adminToken),
  });
  const entries = ((await log.json()) as { data: Array<{ user_email: string | null }> }).data;
  expect(entries.map((e) => e.user_email)).toContain(subject.email);
});

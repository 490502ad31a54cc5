import { paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS, type E2EUser } from './fixtures.ts';

/** Fills the login form as a person would and waits for the shell. */
export async function signIn(page: Page, who: E2EUser = 'admin', password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail cím').fill(E2E_USERS[who].email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByLabel('Jelszó').press('Enter');
  await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();
}

/** A person's session as the app keeps it in local storage after a sign-in. */
export interface StoredSession {
  token: string;
  user: unknown;
}

/** Signs in through the API (the same POST /api/login the form sends) and reads the user. */
export async function apiSession(request: APIRequestContext, who: E2EUser): Promise<StoredSession> {
  const token = await apiSignIn(request, who);
  const reply = await request.get('/api/user', { headers: bearer(token) });
  expect(reply.status(), await reply.text()).toBe(200);
  return { token, user: ((await reply.json()) as { data: unknown }).data };
}

/**
 * Puts a session in the page's local storage before the app starts, on the next load only: a
 * later sign-out and reload stays signed out, and another session planted on the same page wins.
 */
export async function plantSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript(
    ({ key, value, marker }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    { key: 'newsroom.session', value: JSON.stringify(session), marker: `e2e.planted.${session.token}` },
  );
}

/**
 * Opens a path signed in, with a session made through the API: the login form's own behaviour is
 * tested by login.spec.ts and signIn() above, and skipping its screen spares a page load per test
 * on a busy two-core machine.
 */
export async function openSignedIn(page: Page, pathname: string, who: E2EUser = 'admin'): Promise<void> {
  await plantSession(page, await apiSession(page.request, who));
  await page.goto(pathname);
  await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeVisible();
}

/** The access token the app keeps in local storage. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('newsroom.session'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no token in local storage');
  return token;
}

/** The profile menu's two items open the account screen and the password change screen. */
export async function expectProfileMenuLeadsToAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profil menü' }).click();
  await page.getByRole('menuitem', { name: 'Fiók adatok' }).click();
  await expect(page).toHaveURL(paths.myAccount.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Account data' })).toBeVisible();
  await page.getByRole('button', { name: 'Profil menü' }).click();
  await page.getByRole('menuitem', { name: 'Jelszóváltoztatás' }).click();
  await expect(page).toHaveURL(paths.changePassword.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Password change' })).toBeVisible();
}

/** Signs in through the API (no browser), as another device would; answers the access token. */
export async function apiSignIn(
  request: APIRequestContext,
  who: E2EUser,
  userAgent?: string,
): Promise<string> {
  const reply = await request.post('/api/login', {
    data: { email: E2E_USERS[who].email, password: E2E_PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const body = (await reply.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no token for ${who}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

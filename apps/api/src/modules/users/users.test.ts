/**
 * The user calls of docs/api.md and the rules of docs/product.md, Roles-4: list, details, create,
 * edit (by an administrator, or one's own account with myaccount: 1), soft delete and password change.
 */
import { randomBytes } from 'node:crypto';
import {
  compareHungarian,
  USER_SERVER_MESSAGES as M,
  SERVER_MESSAGES,
  type UserDetails,
  type UserListItem,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  bearer,
  createSessionToken,
  errorBody,
  type SignedIn,
  type TestUser,
  useTestApp,
} from '../../test/harness.ts';

const { t, administrator, admin, plain } = useTestApp({
  /** is_administrator only: manages users. */
  administrator: { is_administrator: true },
  /** is_admin only: writes articles, not users. */
  admin: { is_admin: true },
  /** No flags. */
  plain: {},
});

const NEW_PASSWORD = 'Új-jelszó-456';

/** A token no other test uses, so each test sees only its own users. */
const tag = () => `x${randomBytes(4).toString('hex')}`;

function call(
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** POST /api/users/add as the administrator. */
const addUser = (input: Record<string, unknown>) =>
  call('POST', '/api/users/add', administrator.headers, input);

/** PUT /api/users/:id as the administrator. */
const editUser = (id: number, body: Record<string, unknown>) =>
  call('PUT', `/api/users/${id}`, administrator.headers, body);

/** How many users the list finds with this e-mail filter (a query string value). */
async function listedByEmail(email: string): Promise<number> {
  const list = await call('GET', `/api/users?email=${email}`, plain.headers);
  return list.json<{ pagination: { total: number } }>().pagination.total;
}

const DETAIL_KEYS = [
  'created_by',
  'creation_date',
  'email',
  'first_name',
  'id',
  'is_active',
  'is_admin',
  'is_administrator',
  'is_developer',
  'last_name',
  'last_update',
  'two_factor_enabled',
  'updated_by',
];

function validUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const label = tag();
  return {
    first_name: 'Anna',
    last_name: `Új ${label}`,
    email: `uj.${label}@teszt.local`,
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    is_admin: 0,
    ...overrides,
  };
}

async function getDetails(id: number, headers = plain.headers): Promise<UserDetails> {
  const res = await call('GET', `/api/users/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UserDetails }>().data;
}

async function storedHash(id: number): Promise<string> {
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash ?? '';
}

async function sessionCount(userId: number): Promise<number> {
  return (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
}

/** The reply has no password of any kind. */
function expectNoPassword(body: string): void {
  expect(body).not.toMatch(/password|argon2/i);
}

describe('POST /api/users/add', () => {
  it('creates a user, answers it without the password, and stores an argon2id hash', async () => {
    const input = validUser({ is_admin: true });
    const res = await addUser(input);
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    const body = res.json<{ status: string; message: string; data: UserDetails }>();
    expect(body.status).toBe('ok');
    expect(body.message).toBe(M.saved);
    expect(Object.keys(body.data).sort()).toEqual(DETAIL_KEYS);
    expect(body.data).toMatchObject({
      first_name: 'Anna',
      last_name: input.last_name,
      email: input.email,
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
      is_active: 1,
      created_by: administrator.user.id,
      updated_by: administrator.user.id,
    });
    expect(Date.parse(body.data.creation_date)).not.toBeNaN();
    expect(await storedHash(body.data.id)).toMatch(/^\$argon2id\$/);
    expect((await t.login(String(input.email), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ignores is_administrator, is_developer, created_by and updated_by from the request', async () => {
    const res = await addUser(
      validUser({ is_administrator: 1, is_developer: true, created_by: 1, updated_by: 1, is_active: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserDetails }>().data).toMatchObject({
      is_administrator: 0,
      is_developer: 0,
      created_by: administrator.user.id,
      updated_by: administrator.user.id,
    });
  });

  it('a user may be created inactive (is_active 0), and then cannot sign in', async () => {
    const input = validUser({ is_active: false });
    const res = await addUser(input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserDetails }>().data.is_active).toBe(0);
    expect((await t.login(String(input.email), NEW_PASSWORD)).statusCode).toBe(401);
    const id = res.json<{ data: UserDetails }>().data.id;
    expect((await call('GET', `/api/users/${id}`, administrator.headers)).statusCode).toBe(404);
  });

  it('missing fields are a 400 with errors per field, and nothing is created', async () => {
    const res = await addUser({ first_name: ' ' });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.message).toBe(M.invalid);
    expect(body.errors).toEqual({
      first_name: M.invalid,
      last_name: M.invalid,
      email: M.invalid,
      password: M.invalid,
    });
  });

  it('a password shorter than 8 characters is a 400 with errors.password', async () => {
    const input = validUser({ password: 'rövid12', confirm_password: 'rövid12' });
    const res = await addUser(input);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: M.passwordTooShort,
      errors: { password: M.passwordTooShort },
    });
    expect(await listedByEmail(String(input.email))).toBe(0);
  });

  it('a confirmation that differs is a 400; an absent one is not checked', async () => {
    const res = await addUser(validUser({ confirm_password: 'másik-jelszó' }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(M.passwordMismatch);
    const { confirm_password: _c, ...noConfirm } = validUser();
    expect((await addUser(noConfirm)).statusCode).toBe(200);
  });

  it('an e-mail that is not an address is a 400 with errors.email, and nothing is created', async () => {
    const input = validUser({ email: 'nem egy cím' });
    const res = await addUser(input);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({
      status: 'error',
      message: M.invalidEmail,
      errors: { email: M.invalidEmail },
    });
    expect(await listedByEmail('nem%20egy')).toBe(0);
  });

  it('a password with an empty confirmation is a 400 naming the confirmation', async () => {
    const res = await addUser(validUser({ confirm_password: '' }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ message: M.invalid, errors: { confirm_password: M.invalid } });
  });

  it('an e-mail already taken, in any case, is a 409', async () => {
    const existing = await t.createUser({ email: `foglalt.${tag()}@teszt.local` });
    const res = await addUser(validUser({ email: ` ${existing.email.toUpperCase()} ` }));
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).message).toBe(M.emailTaken);
  });

  it('wrongly typed fields are a 400, never a 500', async () => {
    const res = await addUser(validUser({ is_admin: 'igen' }));
    expect(res.statusCode).toBe(400);
  });

  it('is refused with 403 to users who are not administrators, creating nothing', async () => {
    for (const who of [plain, admin]) {
      const input = validUser();
      const res = await call('POST', '/api/users/add', who.headers, input);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
      expect(await listedByEmail(String(input.email))).toBe(0);
    }
  });
});

describe('GET /api/users/:id', () => {
  it('answers every field but the password to any signed-in user', async () => {
    const user = await t.createUser({ is_admin: true });
    const res = await call('GET', `/api/users/${user.id}`, plain.headers);
    expect(res.statusCode).toBe(200);
    expectNoPassword(res.body);
    const body = res.json<{ status: string; data: UserDetails }>();
    expect(body.status).toBe('ok');
    expect(Object.keys(body.data).sort()).toEqual(DETAIL_KEYS);
    expect(body.data).toMatchObject({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
      is_active: 1,
      created_by: null,
      updated_by: null,
    });
  });

  it('a deleted (inactive) user is a 404 like a missing one, while the list can still show it', async () => {
    const user = await t.createUser({ is_active: false });
    const res = await call('GET', `/api/users/${user.id}`, plain.headers);
    expect(res.statusCode, res.body).toBe(404);
    expect(errorBody(res).message).toBe(M.notFound(user.id));
    const list = await call('GET', `/api/users?include_inactive=1&email=${user.email}`, plain.headers);
    expect(list.json<{ data: UserListItem[] }>().data).toMatchObject([{ id: user.id, is_active: 0 }]);
  });

  it('a missing user is a 404 with its id in the message', async () => {
    const res = await call('GET', '/api/users/987654', plain.headers);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe('A(z) #987654 felhasználó nem létezik!');
  });
});

describe('PUT /api/users/:id by an administrator', () => {
  it('saves with the loaded last_update, which then moves on; an empty password stays unchanged', async () => {
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    const res = await editUser(user.id, {
      first_name: ' Béla ',
      last_name: 'Átírt',
      email: user.email,
      password: '',
      confirm_password: '',
      is_admin: 1,
      is_administrator: 1,
      is_developer: 1,
      last_update: loaded.last_update,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    const body = res.json<{ message: string; data: UserDetails }>();
    expect(body.message).toBe(M.saved);
    expect(body.data).toMatchObject({
      first_name: 'Béla',
      last_name: 'Átírt',
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
      updated_by: administrator.user.id,
    });
    expect(Date.parse(body.data.last_update)).toBeGreaterThan(Date.parse(loaded.last_update));
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a new password replaces the old one, as an argon2id hash', async () => {
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    const res = await editUser(user.id, {
      ...loaded,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await t.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.login(user.email, user.password)).statusCode).toBe(401);
  });

  it('a stale last_update is a 409 and the stored user stays as the first save left it', async () => {
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    const first = await editUser(user.id, {
      ...loaded,
      first_name: 'Első',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await editUser(user.id, {
      ...loaded,
      first_name: 'Második',
    });
    expect(second.statusCode).toBe(409);
    expect(errorBody(second).message).toBe(M.conflict);
    expect((await getDetails(user.id)).first_name).toBe('Első');
  });

  it('a missing last_update is a 400', async () => {
    const user = await t.createUser();
    const { last_update: _l, ...loaded } = await getDetails(user.id);
    const res = await editUser(user.id, loaded);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors).toHaveProperty('last_update');
  });

  it("another user's e-mail, in any case, is a 409; one's own in another case is not", async () => {
    const other = await t.createUser();
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    const taken = await editUser(user.id, {
      ...loaded,
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).message).toBe(M.emailTaken);
    const own = await editUser(user.id, {
      ...loaded,
      email: user.email.toUpperCase(),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('short or unconfirmed passwords and missing names are a 400', async () => {
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    const short = await editUser(user.id, {
      ...loaded,
      password: 'abc',
    });
    expect(errorBody(short)).toMatchObject({
      message: M.passwordTooShort,
      errors: { password: M.passwordTooShort },
    });
    const mismatch = await editUser(user.id, {
      ...loaded,
      password: NEW_PASSWORD,
      confirm_password: 'más-jelszó-789',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorBody(mismatch).message).toBe(M.passwordMismatch);
    const blank = await editUser(user.id, {
      ...loaded,
      last_name: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank)).toMatchObject({ message: M.invalid, errors: { last_name: M.invalid } });
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
  });

  it('setting is_active 0 signs the user out everywhere at once', async () => {
    const user = await t.createUser();
    const token = await createSessionToken(t.db, user.id);
    const loaded = await getDetails(user.id);
    const res = await editUser(user.id, {
      ...loaded,
      is_active: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/user', bearer(token))).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('an administrator may edit their own row but not make it inactive', async () => {
    const self = await t.signIn({ is_administrator: true });
    const loaded = await getDetails(self.user.id);
    const off = await call('PUT', `/api/users/${self.user.id}`, self.headers, { ...loaded, is_active: 0 });
    expect(off.statusCode).toBe(403);
    expect(errorBody(off).message).toBe(M.cannotDeleteSelf);
    const ok = await call('PUT', `/api/users/${self.user.id}`, self.headers, {
      ...loaded,
      first_name: 'Önmaga',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: UserDetails }>().data.is_administrator).toBe(1);
  });

  it('a missing user is a 404', async () => {
    const res = await call(
      'PUT',
      '/api/users/987654',
      administrator.headers,
      validUser({ last_update: new Date().toISOString() }),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('self rules', () => {
  async function myAccount(who: SignedIn, id: number, extra: Record<string, unknown> = {}) {
    const loaded = await getDetails(id);
    return call('PUT', `/api/users/${id}`, who.headers, {
      first_name: 'Saját',
      last_name: 'Fiók',
      email: loaded.email,
      last_update: loaded.last_update,
      myaccount: 1,
      ...extra,
    });
  }

  it('a plain user saves their own name and e-mail with myaccount: 1, and nothing else is taken', async () => {
    const me = await t.signIn();
    const email = `sajat.${tag()}@teszt.local`;
    const res = await myAccount(me, me.user.id, {
      email,
      is_admin: 1,
      is_active: 0,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserDetails }>().data).toMatchObject({
      first_name: 'Saját',
      last_name: 'Fiók',
      email,
      is_admin: 0,
      is_active: 1,
      updated_by: me.user.id,
    });
    expect((await t.login(email, me.user.password)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', me.headers)).statusCode).toBe(200);
  });

  it('myaccount still needs the loaded last_update and the three fields', async () => {
    const me = await t.signIn();
    const stale = await myAccount(me, me.user.id, { last_update: '2020-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).message).toBe(M.conflict);
    const missing = await myAccount(me, me.user.id, { last_update: undefined });
    expect(missing.statusCode).toBe(400);
    const blank = await myAccount(me, me.user.id, { first_name: '' });
    expect(errorBody(blank)).toMatchObject({ message: M.invalid, errors: { first_name: M.invalid } });
  });

  it("myaccount on another user's row is a 403, also for an administrator", async () => {
    const other = await t.createUser();
    for (const who of [plain, admin, administrator]) {
      const res = await myAccount(who, other.id);
      expect(res.statusCode).toBe(403);
    }
    expect((await getDetails(other.id)).first_name).toBe(other.first_name);
  });

  it("a PUT on one's own row without myaccount by a non-administrator is a 403", async () => {
    const me = await t.signIn({ is_admin: true });
    const loaded = await getDetails(me.user.id);
    const res = await call('PUT', `/api/users/${me.user.id}`, me.headers, { ...loaded, first_name: 'Más' });
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
  });

  it("a non-administrator's PUT on another user is a 403 and changes nothing", async () => {
    const other = await t.createUser();
    const loaded = await getDetails(other.id);
    for (const who of [plain, admin]) {
      const res = await call('PUT', `/api/users/${other.id}`, who.headers, { ...loaded, first_name: 'Más' });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await getDetails(other.id)).toEqual(loaded);
  });

  it("change-password on another user's row is a 403, also for an administrator", async () => {
    const other = await t.createUser();
    for (const who of [plain, admin, administrator]) {
      const res = await call('PUT', `/api/users/${other.id}/change-password`, who.headers, {
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect((await t.login(other.email, other.password)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/:id', () => {
  it('makes the user inactive, ends their sessions at once and refuses their login', async () => {
    const user = await t.createUser();
    const token = await t.loginAs(user.email, user.password);
    expect((await call('GET', '/api/user', bearer(token))).statusCode).toBe(200);
    const res = await call('DELETE', `/api/users/${user.id}`, administrator.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: M.deleted, data: { id: user.id } });
    expect((await call('GET', '/api/user', bearer(token))).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await t.login(user.email, user.password)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: false, updatedBy: administrator.user.id });
    // Deleted once: it is gone for a read and for a second delete.
    expect((await call('GET', `/api/users/${user.id}`, administrator.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${user.id}`, administrator.headers)).statusCode).toBe(404);
  });

  it('a PUT on a deleted user is a 404 and changes nothing, not even is_active', async () => {
    const user = await t.createUser();
    const loaded = await getDetails(user.id);
    expect((await call('DELETE', `/api/users/${user.id}`, administrator.headers)).statusCode).toBe(200);
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    for (const change of [{ first_name: 'Feltámasztott' }, { is_active: 1 }]) {
      const res = await editUser(user.id, {
        ...loaded,
        last_update: before?.lastUpdate.toISOString(),
        ...change,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(errorBody(res).message).toBe(M.notFound(user.id));
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect((await t.login(user.email, user.password)).statusCode).toBe(401);
  });

  it("never one's own account", async () => {
    const res = await call('DELETE', `/api/users/${administrator.user.id}`, administrator.headers);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(M.cannotDeleteSelf);
    expect((await getDetails(administrator.user.id)).is_active).toBe(1);
  });

  it('is refused with 403 to non-administrators, and the user stays active', async () => {
    const user = await t.createUser();
    for (const who of [plain, admin]) {
      const res = await call('DELETE', `/api/users/${user.id}`, who.headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await getDetails(user.id)).is_active).toBe(1);
  });

  it('a missing user is a 404', async () => {
    const res = await call('DELETE', '/api/users/987654', administrator.headers);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(M.notFound(987654));
  });
});

describe('PUT /api/users/:id/change-password', () => {
  it("changes one's own password; the other sessions end, the current one stays", async () => {
    const me = await t.signIn();
    const other = await t.loginAs(me.user.email, me.user.password);
    const res = await call('PUT', `/api/users/${me.user.id}/change-password`, me.headers, {
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    const body = res.json<{ status: string; message: string; data: UserDetails }>();
    expect(body).toMatchObject({ status: 'ok', message: M.passwordChanged });
    expect(body.data.id).toBe(me.user.id);
    expect((await call('GET', '/api/user', me.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', bearer(other))).statusCode).toBe(401);
    expect(await sessionCount(me.user.id)).toBe(1);
    expect(await storedHash(me.user.id)).toMatch(/^\$argon2id\$/);
    expect((await t.login(me.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.login(me.user.email, me.user.password)).statusCode).toBe(401);
  });

  it('refuses a short, missing or unconfirmed password with 400 and keeps the old one', async () => {
    const me = await t.signIn();
    const url = `/api/users/${me.user.id}/change-password`;
    const short = await call('PUT', url, me.headers, { password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(errorBody(short)).toMatchObject({
      message: M.passwordTooShort,
      errors: { password: M.passwordTooShort },
    });
    const missing = await call('PUT', url, me.headers, {});
    expect(errorBody(missing)).toMatchObject({ message: M.invalid, errors: { password: M.invalid } });
    const mismatch = await call('PUT', url, me.headers, { password: NEW_PASSWORD, confirm_password: 'x' });
    expect(mismatch.statusCode).toBe(400);
    expect(errorBody(mismatch).message).toBe(M.passwordMismatch);
    expect((await t.login(me.user.email, me.user.password)).statusCode).toBe(200);
  });
});

describe('GET /api/users', () => {
  interface ListReply {
    status: string;
    data: UserListItem[];
    pagination: { total: number; per_page: number; current_page: number; last_page: number };
  }

  async function list(query: string): Promise<ListReply> {
    const res = await call('GET', `/api/users?${query}`, plain.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    return res.json<ListReply>();
  }

  /** Five users sharing a tag in their last name and e-mail: two admins, one inactive. */
  async function family() {
    const label = tag();
    const make = (first: string, last: string, extra: Record<string, boolean> = {}) =>
      t.createUser({
        first_name: first,
        last_name: `${last}${label}`,
        email: `${first.toLowerCase()}.${label}@teszt.local`,
        ...extra,
      });
    const members: TestUser[] = [
      await make('Zoltán', 'Bvezeték'),
      await make('Anna', 'Bvezeték', { is_admin: true }),
      await make('Csaba', 'Avezeték'),
      await make('Dóra', 'Cvezeték', { is_admin: true }),
      await make('Ernő', 'Avezeték', { is_active: false }),
    ];
    return { label, members };
  }

  it('answers the list shape, ordered by last then first name, active users only', async () => {
    const { label, members } = await family();
    const [zoltan, anna, csaba, dora] = members as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const body = await list(`q=${label}`);
    expect(body.status).toBe('ok');
    expect(body.pagination).toEqual({ total: 4, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.data.map((u) => u.id)).toEqual([csaba.id, anna.id, zoltan.id, dora.id]);
    const first = body.data[0];
    expect(first && Object.keys(first).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'is_active',
      'is_admin',
      'last_update',
    ]);
    expect(body.data[1]).toMatchObject({
      id: anna.id,
      full_name: `Bvezeték${label} Anna`,
      email: anna.email,
      is_admin: 1,
      is_active: 1,
    });
    expect(Date.parse(body.data[1]?.last_update ?? '')).not.toBeNaN();
  });

  it('orders names in Hungarian alphabetical order, on either database', async () => {
    const label = tag();
    // Long vowels with their short pair (Mészáros before Molnár), ö/ü after o/u, digraphs as letters
    // (Cukor before Csaba, Lukács before Lyka), a doubled digraph twice (Kosszú before Koszta).
    const names: Array<[string, string]> = [
      ['Molnár', 'Béla'],
      ['Mészáros', 'Anna'],
      ['Major', 'Ádám'],
      ['Ábel', 'Judit'],
      ['Abai', 'Péter'],
      ['Ács', 'Ilona'],
      ['Csaba', 'Dénes'],
      ['Cukor', 'Irén'],
      ['Orbán', 'Olga'],
      ['Ökrös', 'Ödön'],
      ['Őri', 'Lili'],
      ['Ozsvár', 'Pál'],
      ['Szabó', 'Tamás'],
      ['Sós', 'Emma'],
      ['Zsolt', 'Márk'],
      ['Zágon', 'Vera'],
      ['Gyula', 'Gábor'],
      ['Gál', 'Ferenc'],
      ['Nyári', 'Lőrinc'],
      ['Németh', 'Kinga'],
      ['Lyka', 'Károly'],
      ['Lukács', 'Andrea'],
      ['Tyukodi', 'Ákos'],
      ['Tóth', 'Katalin'],
      ['Dzsida', 'Jenő'],
      ['Dobos', 'Rita'],
      ['Kosszú', 'Ede'],
      ['Koszta', 'Ede'],
      ['Kis', 'Anna'],
      ['Kís', 'Anna'],
      ['Kiss', 'Anna'],
      ['Üveges', 'Ádám'],
      ['Uzsoki', 'Ádám'],
      ['', 'Zoltán'],
    ];
    for (const [i, [last, first]] of names.entries())
      await t.createUser({ first_name: first, last_name: last, email: `rend${i}.${label}@teszt.local` });
    const body = await list(`email=${label}&per_page=100`);
    const listed = body.data.map((u) => u.full_name.trim());
    const expected = names
      .map(([last, first]) => [last, first].filter(Boolean).join(' '))
      .sort(compareHungarian);
    expect(listed).toEqual(expected);
    expect(listed.indexOf('Mészáros Anna')).toBeLessThan(listed.indexOf('Molnár Béla'));
    // Pages follow the same order.
    const page2 = await list(`email=${label}&per_page=10&page=2`);
    expect(page2.data.map((u) => u.full_name.trim())).toEqual(expected.slice(10, 20));
  });

  it('include_inactive=1 adds the inactive users', async () => {
    const { label, members } = await family();
    const body = await list(`q=${label}&include_inactive=1`);
    expect(body.pagination.total).toBe(5);
    expect(body.data.find((u) => u.id === members[4]?.id)?.is_active).toBe(0);
  });

  it('q matches the name in either order, case-insensitively, and not the e-mail', async () => {
    const { label, members } = await family();
    expect((await list(`q=${encodeURIComponent(`bvezeték${label} anna`)}`)).data.map((u) => u.id)).toEqual([
      members[1]?.id,
    ]);
    expect((await list(`q=${encodeURIComponent(`Anna Bvezeték${label}`)}`)).data.map((u) => u.id)).toEqual([
      members[1]?.id,
    ]);
    expect((await list(`q=${encodeURIComponent(`anna.${label}`)}`)).pagination.total).toBe(0);
  });

  it('email matches a part of the address', async () => {
    const { label, members } = await family();
    expect((await list(`email=${label}`)).pagination.total).toBe(4);
    const one = await list(`email=${encodeURIComponent(`DÓRA.${label}`.toLowerCase())}`);
    expect(one.data.map((u) => u.id)).toEqual([members[3]?.id]);
  });

  it('is_admin=1 and is_admin=0 split the users, an empty value filters nothing', async () => {
    const { label } = await family();
    expect((await list(`q=${label}&is_admin=1`)).pagination.total).toBe(2);
    expect((await list(`q=${label}&is_admin=0`)).pagination.total).toBe(2);
    expect((await list(`q=${label}&is_admin=0&include_inactive=1`)).pagination.total).toBe(3);
    expect((await list(`q=${label}&is_admin=`)).pagination.total).toBe(4);
  });

  it('pages with exact totals, and a page past the end is empty', async () => {
    const { label, members } = await family();
    const page2 = await list(`q=${label}&per_page=3&page=2`);
    expect(page2.pagination).toEqual({ total: 4, per_page: 3, current_page: 2, last_page: 2 });
    expect(page2.data.map((u) => u.id)).toEqual([members[3]?.id]);
    const past = await list(`q=${label}&per_page=3&page=5`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(4);
  });

  it('a bad filter is a 400; per_page is capped at 100', async () => {
    expect((await call('GET', '/api/users?is_admin=2', plain.headers)).statusCode).toBe(400);
    expect((await list('per_page=101')).pagination.per_page).toBe(100);
    expect((await call('GET', '/api/users?per_page=0', plain.headers)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await call('GET', '/api/users', {});
    expect(res.statusCode).toBe(401);
  });
});

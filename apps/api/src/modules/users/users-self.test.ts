import {
  BUILTIN_ROLES,
  USER_SERVER_MESSAGES as M,
  SERVER_MESSAGES,
  type UserDetails,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody, type SignedIn } from '../../test/harness.ts';
import { expectNoPassword, NEW_PASSWORD, tag, useUsersApp } from './users-support.ts';

const { t, administrator, admin, plain, call, getDetails, storedHash, sessionCount } = useUsersApp();

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
      role_id: administrator.user.role_id,
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
      role_id: me.user.role_id,
      role_name: BUILTIN_ROLES.reader.name,
      rights: [],
      is_active: 1,
      updated_by: me.user.id,
    });
    expect((await t.login(email, me.user.password)).statusCode).toBe(200);
    const session = await call('GET', '/api/user', me.headers);
    expect(session.statusCode).toBe(200);
    expect(session.json<{ data: { rights: string[] } }>().data.rights).toEqual([]);
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

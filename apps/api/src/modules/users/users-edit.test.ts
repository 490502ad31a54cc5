import { BUILTIN_ROLES, USER_SERVER_MESSAGES as M, type UserDetails } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createSessionToken, errorBody } from '../../test/harness.ts';
import { expectNoPassword, NEW_PASSWORD, useUsersApp, validUser } from './users-support.ts';

const { t, administrator, admin, plain, call, editUser, getDetails, storedHash, sessionCount } =
  useUsersApp();

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
    // is_admin: 1 moves the user to the role of their flags with it ('Szerkesztő'); the other two
    // flags derive from the role and are not taken from the request.
    expect(body.data).toMatchObject({
      first_name: 'Béla',
      last_name: 'Átírt',
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
      role_name: BUILTIN_ROLES.editor.name,
      rights: [...BUILTIN_ROLES.editor.rights],
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
    expect(ok.json<{ data: UserDetails }>().data).toMatchObject({
      first_name: 'Önmaga',
      is_administrator: 1,
      role_id: self.user.role_id,
      rights: self.user.rights,
    });
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

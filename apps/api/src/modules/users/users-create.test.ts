import {
  BUILTIN_ROLES,
  USER_SERVER_MESSAGES as M,
  SERVER_MESSAGES,
  type UserDetails,
  type UserListItem,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody } from '../../test/harness.ts';
import { builtinRoleId } from '../roles/roles.repo.ts';
import { DETAIL_KEYS, expectNoPassword, NEW_PASSWORD, tag, useUsersApp, validUser } from './users-support.ts';

const { t, administrator, admin, plain, call, addUser, listedByEmail, storedHash } = useUsersApp();

describe('POST /api/users/add', () => {
  it('creates a user, answers it without the password, and stores an argon2id hash', async () => {
    // is_admin: 1 without role_id: the built-in 'Szerkesztő' (the product's (docs/product.md) 'Administrator' checkbox).
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
      role_id: await builtinRoleId(t.db, 'editor'),
      role_name: BUILTIN_ROLES.editor.name,
      rights: [...BUILTIN_ROLES.editor.rights],
      created_by: administrator.user.id,
      updated_by: administrator.user.id,
    });
    expect(Date.parse(body.data.creation_date)).not.toBeNaN();
    expect(await storedHash(body.data.id)).toMatch(/^\$argon2id\$/);
    expect((await t.login(String(input.email), NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ignores is_administrator, is_developer, rights, created_by and updated_by from the request', async () => {
    const res = await addUser(
      validUser({
        is_administrator: 1,
        is_developer: true,
        rights: ['users.manage'],
        role_name: BUILTIN_ROLES.administrator.name,
        created_by: 1,
        updated_by: 1,
        is_active: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Without role_id and is_admin: the built-in 'Olvasó', no right at all.
    expect(res.json<{ data: UserDetails }>().data).toMatchObject({
      is_admin: 0,
      is_administrator: 0,
      is_developer: 0,
      role_id: await builtinRoleId(t.db, 'reader'),
      role_name: BUILTIN_ROLES.reader.name,
      rights: [],
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
  it('answers every field but the password to any signed-in user, the e-mail as null to others', async () => {
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
      // The reader may not manage users and it is not their row.
      email: null,
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
      role_id: user.role_id,
      role_name: BUILTIN_ROLES.editor.name,
      rights: [...BUILTIN_ROLES.editor.rights],
      is_active: 1,
      created_by: null,
      updated_by: null,
    });
    expect(res.body).not.toContain(user.email);
  });

  it('answers the e-mail to a users.manage holder and to the user themself', async () => {
    const user = await t.createUser();
    const own = bearer(await t.loginAs(user.email, user.password));
    for (const headers of [administrator.headers, own]) {
      const res = await call('GET', `/api/users/${user.id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: UserDetails }>().data.email).toBe(user.email);
    }
    // An editor ('Szerkesztő') writes articles but does not manage users: no address.
    const byEditor = await call('GET', `/api/users/${user.id}`, admin.headers);
    expect(byEditor.json<{ data: UserDetails }>().data.email).toBeNull();
  });

  it('a deleted (inactive) user is a 404 like a missing one, while the list can still show it', async () => {
    const user = await t.createUser({ is_active: false });
    const res = await call('GET', `/api/users/${user.id}`, plain.headers);
    expect(res.statusCode, res.body).toBe(404);
    expect(errorBody(res).message).toBe(M.notFound(user.id));
    const list = await call(
      'GET',
      `/api/users?include_inactive=1&email=${user.email}`,
      administrator.headers,
    );
    expect(list.json<{ data: UserListItem[] }>().data).toMatchObject([
      { id: user.id, email: user.email, is_active: 0 },
    ]);
  });

  it('a missing user is a 404 with its id in the message', async () => {
    const res = await call('GET', '/api/users/987654', plain.headers);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe('A(z) #987654 felhasználó nem létezik!');
  });
});

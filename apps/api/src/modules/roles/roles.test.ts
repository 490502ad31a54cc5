/**
 * Roles ('Szerepkörök'; docs/api.md, "Roles"): the list with the built-in roles first, reading one,
 * and adding a custom role (roles.manage only). Saving and deleting: roles-writes.test.ts; roles
 * given to users and what they then may do: roles-users.test.ts.
 */
import {
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  compareHungarian,
  ROLE_MESSAGES as M,
  type Role,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/harness.ts';
import { roleName, useRolesApp } from './roles-support.ts';

const { t, administrator, reader, call, listRoles, getRole, addRole, builtinId } = useRolesApp();

const countOf = (roles: Role[], id: number) => roles.find((r) => r.id === id)?.user_count;

describe('GET /api/roles', () => {
  it('lists the five built-in roles first, with exactly the rights of BUILTIN_ROLES', async () => {
    const custom = await addRole(['audit.read'], roleName('Aaa napló'));
    const roles = await listRoles();
    const builtins = roles.slice(0, BUILTIN_ROLE_KEYS.length);
    expect(builtins.every((r) => r.builtin === 1)).toBe(true);
    expect(roles.slice(BUILTIN_ROLE_KEYS.length).every((r) => r.builtin === 0)).toBe(true);
    for (const key of BUILTIN_ROLE_KEYS) {
      const role = builtins.find((r) => r.name === BUILTIN_ROLES[key].name);
      expect(role, key).toMatchObject({
        id: await builtinId(key),
        name: BUILTIN_ROLES[key].name,
        rights: [...BUILTIN_ROLES[key].rights],
        builtin: 1,
      });
    }
    // Built-in ones in Hungarian order, then the custom ones ('Aaa…' still after 'Szerző').
    const names = builtins.map((r) => r.name);
    expect(names).toEqual([...names].sort(compareHungarian));
    expect(names).toEqual(['Adminisztrátor', 'Fejlesztő', 'Olvasó', 'Szerkesztő', 'Szerző']);
    expect(roles.findIndex((r) => r.id === custom.id)).toBeGreaterThanOrEqual(BUILTIN_ROLE_KEYS.length);
  });

  it('user_count counts the active users of each role', async () => {
    const author = await builtinId('author');
    const before = await listRoles();
    await t.createUser({ role_id: author });
    await t.createUser({ role_id: author });
    await t.createUser({ role_id: author, is_active: false });
    const after = await listRoles();
    expect(countOf(after, author)).toBe((countOf(before, author) ?? Number.NaN) + 2);
    // The signed-in 'Adminisztrátor' and 'Olvasó' are counted too.
    expect(countOf(after, administrator.user.role_id)).toBeGreaterThanOrEqual(1);
    expect(countOf(after, reader.user.role_id)).toBeGreaterThanOrEqual(1);
    expect((await getRole(author)).user_count).toBe(countOf(after, author));
  });

  it('is for every signed-in user, not for a visitor; a missing role is a 404', async () => {
    expect((await call('GET', '/api/roles', {})).statusCode).toBe(401);
    const missing = await call('GET', '/api/roles/987654', reader);
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(M.notFound(987654));
  });
});

describe('POST /api/roles', () => {
  it('adds a custom role: name tidied, rights in RIGHTS order without repeats', async () => {
    const name = roleName('Rovat  vezető');
    const res = await call('POST', '/api/roles', administrator, {
      name: `  ${name}  `,
      rights: ['audit.read', 'articles.publish', 'articles.write_own', 'audit.read'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; message: string; data: Role }>();
    expect(body).toMatchObject({ status: 'ok', message: M.saved });
    expect(body.data).toMatchObject({
      name: name.replace(/\s+/g, ' '),
      rights: ['articles.write_own', 'articles.publish', 'audit.read'],
      builtin: 0,
      user_count: 0,
    });
    expect(await getRole(body.data.id)).toEqual(body.data);
    expect((await listRoles()).map((r) => r.id)).toContain(body.data.id);
  });

  it('a role without rights is allowed', async () => {
    expect((await addRole([])).rights).toEqual([]);
  });

  it('refuses an unknown right, a missing name and a name taken in any case, adding nothing', async () => {
    const existing = await addRole(['polls.manage'], roleName('Ügyeletes'));
    const before = await listRoles();
    const unknown = await call('POST', '/api/roles', administrator, {
      name: roleName(),
      rights: ['articles.write_own', 'everything'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown)).toMatchObject({ message: M.unknownRight, errors: { rights: M.unknownRight } });
    for (const name of ['', '   ']) {
      const missing = await call('POST', '/api/roles', administrator, { name, rights: [] });
      expect(missing.statusCode).toBe(400);
      expect(errorBody(missing)).toMatchObject({ message: M.nameMissing, errors: { name: M.nameMissing } });
    }
    for (const name of [existing.name.toUpperCase(), existing.name.toLowerCase(), ' szerző ']) {
      const taken = await call('POST', '/api/roles', administrator, { name, rights: [] });
      expect(taken.statusCode, name).toBe(400);
      expect(errorBody(taken)).toMatchObject({ message: M.nameTaken, errors: { name: M.nameTaken } });
    }
    expect(await listRoles()).toEqual(before);
  });

  it('needs roles.manage: 403 to an editor and a reader, adding nothing', async () => {
    const editor = await t.signIn({ is_admin: true });
    const before = await listRoles();
    for (const who of [editor, reader]) {
      const res = await call('POST', '/api/roles', who, { name: roleName(), rights: ['articles.write_own'] });
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await listRoles()).toEqual(before);
  });
});

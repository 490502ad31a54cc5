/**
 * Saving and deleting roles (PUT and DELETE /api/roles/:id): the optimistic lock, the fixed
 * built-in roles, one's own roles.manage, roles in use, and the audit trail of it all.
 */
import {
  type AuditEntry,
  auditEntrySchema,
  BUILTIN_ROLES,
  listReplySchema,
  ROLE_MESSAGES as M,
  type Role,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody, replyBody } from '../../test/harness.ts';
import { roleName, useRolesApp } from './roles-support.ts';

const { t, administrator, reader, call, listRoles, getRole, addRole, putRole, builtinId } = useRolesApp();

/** The trail of one role, oldest first, as the administrator (audit.read) reads it. */
async function entriesOf(id: number): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/audit-log?entity=role&entity_id=${id}&per_page=100`, administrator);
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, listReplySchema(auditEntrySchema)).data.reverse();
}

describe('PUT /api/roles/:id', () => {
  it('saves with the loaded last_update, which then moves on; a stale one is a 409', async () => {
    const role = await addRole(['articles.write_own']);
    const name = roleName('Átnevezett');
    const res = await putRole(role, { name, rights: ['polls.manage', 'articles.write_own'] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: Role }>();
    expect(body.message).toBe(M.saved);
    expect(body.data).toMatchObject({ id: role.id, name, rights: ['articles.write_own', 'polls.manage'] });
    expect(Date.parse(body.data.last_update)).toBeGreaterThan(Date.parse(role.last_update));
    expect(await getRole(role.id)).toEqual(body.data);

    const stale = await putRole(role, { name: roleName('Késő'), rights: [] });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).message).toBe(M.conflict);
    expect(await getRole(role.id)).toEqual(body.data);
    const missing = await putRole(role, { last_update: undefined, rights: [] });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).errors).toHaveProperty('last_update');
    expect(await getRole(role.id)).toEqual(body.data);
  });

  it("refuses another role's name, in any case, and an unknown right", async () => {
    const other = await addRole([]);
    const role = await addRole(['audit.read']);
    const taken = await putRole(role, { name: other.name.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(errorBody(taken)).toMatchObject({ message: M.nameTaken, errors: { name: M.nameTaken } });
    const unknown = await putRole(role, { rights: ['audit.read', 'mindenható'] });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).message).toBe(M.unknownRight);
    expect(await getRole(role.id)).toEqual(role);
    // Its own name in another case is not taken.
    const own = await putRole(role, { name: role.name.toUpperCase() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("a built-in role's name and rights are fixed; sending them unchanged is fine", async () => {
    const author = await getRole(await builtinId('author'));
    const same = await putRole(author, {});
    expect(same.statusCode, same.body).toBe(200);
    for (const change of [{ name: 'Újságíró' }, { rights: ['articles.write_own', 'articles.publish'] }]) {
      const res = await putRole(author, change);
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).message).toBe(M.builtinFixed);
    }
    expect(await getRole(author.id)).toMatchObject({
      name: BUILTIN_ROLES.author.name,
      rights: [...BUILTIN_ROLES.author.rights],
      last_update: author.last_update,
    });
  });

  it('nobody takes roles.manage from their own role; from another role they may', async () => {
    const own = await addRole(['roles.manage', 'audit.read'], roleName('Saját'));
    const boss = await t.signIn({ role_id: own.id });
    const res = await putRole(own, { rights: ['audit.read'] }, boss);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ message: M.ownRights, errors: { rights: M.ownRights } });
    expect((await getRole(own.id)).rights).toEqual(['roles.manage', 'audit.read']);
    // Keeping roles.manage, the rest of their own role may change.
    const kept = await putRole(own, { rights: ['roles.manage'] }, boss);
    expect(kept.statusCode, kept.body).toBe(200);
    // The administrator's role is another one: they may take roles.manage from it.
    const taken = await putRole(kept.json<{ data: Role }>().data, { rights: [] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await getRole(own.id)).rights).toEqual([]);
    // And its user can no longer write roles, on their next request.
    const after = await call('POST', '/api/roles', boss, { name: roleName(), rights: [] });
    expect(after.statusCode).toBe(403);
  });

  it('needs roles.manage (403, nothing saved); a missing role is a 404', async () => {
    const role = await addRole(['audit.read']);
    const res = await putRole(role, { name: roleName() }, reader);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
    expect(await getRole(role.id)).toEqual(role);
    const missing = await putRole({ ...role, id: 987654 }, {});
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(M.notFound(987654));
  });
});

describe('DELETE /api/roles/:id', () => {
  it('a built-in role cannot be deleted', async () => {
    for (const key of ['reader', 'administrator'] as const) {
      const id = await builtinId(key);
      const res = await call('DELETE', `/api/roles/${id}`, administrator);
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).message).toBe(M.builtinDelete);
      expect((await getRole(id)).name).toBe(BUILTIN_ROLES[key].name);
    }
  });

  it('a role that users have, active or not, is a 400 naming how many', async () => {
    const role = await addRole(['audit.read']);
    await t.createUser({ role_id: role.id });
    const inactive = await t.createUser({ role_id: role.id, is_active: false });
    const res = await call('DELETE', `/api/roles/${role.id}`, administrator);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(M.inUse(2));
    expect((await listRoles()).map((r) => r.id)).toContain(role.id);
    // The inactive user may come back with it: still listed with its role.
    const back = await call('GET', `/api/users?include_inactive=1&role_id=${role.id}`, administrator);
    expect(back.json<{ data: Array<{ id: number }> }>().data.map((u) => u.id)).toContain(inactive.id);
  });

  it('deletes an unused custom role: it leaves the list and its name is free again', async () => {
    const role = await addRole(['polls.manage']);
    const res = await call('DELETE', `/api/roles/${role.id}`, administrator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: M.deleted, data: { id: role.id } });
    expect((await listRoles()).map((r) => r.id)).not.toContain(role.id);
    expect((await call('GET', `/api/roles/${role.id}`, reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/roles/${role.id}`, administrator)).statusCode).toBe(404);
    const again = await addRole([], role.name);
    expect(again.id).not.toBe(role.id);
  });

  it('needs roles.manage: 403, and the role stays', async () => {
    const role = await addRole([]);
    const res = await call('DELETE', `/api/roles/${role.id}`, reader);
    expect(res.statusCode).toBe(403);
    expect(await getRole(role.id)).toEqual(role);
  });
});

describe('the audit trail of roles', () => {
  it('records adding, saving and deleting a role, by whom, with the changed fields only', async () => {
    const role = await addRole(['articles.write_own'], roleName('Naplózott'));
    const name = roleName('Naplózott új');
    const saved = await putRole(role, { name, rights: ['articles.write_own', 'audit.read'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // A refused save writes nothing.
    expect((await putRole(role, { rights: [] })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/roles/${role.id}`, administrator)).statusCode).toBe(200);

    const entries = await entriesOf(role.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of entries)
      expect(entry).toMatchObject({ entity: 'role', entity_id: role.id, user_id: administrator.user.id });
    expect(entries[0]?.label).toBe(role.name);
    expect(entries[0]?.changes?.rights).toEqual({ before: null, after: ['articles.write_own'] });
    expect(entries[1]?.label).toBe(name);
    expect(entries[1]?.changes).toEqual({
      name: { before: role.name, after: name },
      rights: { before: ['articles.write_own'], after: ['articles.write_own', 'audit.read'] },
    });
    expect(entries[2]?.changes?.name).toEqual({ before: name, after: null });
  });
});

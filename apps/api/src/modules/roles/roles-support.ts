/**
 * What the role test files (roles*.test.ts) share: a TestApp with an 'Adminisztrátor' and an
 * 'Olvasó' signed in, the roles calls bound to them, and unique role names.
 */
import { randomBytes } from 'node:crypto';
import { type BuiltinRoleKey, okReplySchema, type Role, roleSchema } from '@newsroom/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { ALL_ROLES, replyBody, type SignedIn, useTestApp } from '../../test/harness.ts';
import { builtinRoleId } from './roles.repo.ts';

const roleListReply = okReplySchema(z.array(roleSchema));
const roleReply = okReplySchema(roleSchema);

/** A role name no other test uses. */
export const roleName = (label = 'Szerep') => `${label} ${randomBytes(4).toString('hex')}`;

/** The set-up of a role test file: its TestApp, its signed-in users, and the calls bound to them. */
export function useRolesApp() {
  const { t, administrator, reader } = useTestApp({
    /** Every flag: the built-in 'Adminisztrátor' (every right). */
    administrator: ALL_ROLES,
    /** No flag: the built-in 'Olvasó' (no right). */
    reader: {},
  });

  function call(
    method: InjectOptions['method'],
    url: string,
    who: SignedIn | Record<string, string>,
    payload?: Record<string, unknown>,
  ) {
    const headers = 'headers' in who ? (who as SignedIn).headers : (who as Record<string, string>);
    return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  /** GET /api/roles, checked against its reply schema. */
  async function listRoles(who: SignedIn = reader): Promise<Role[]> {
    const res = await call('GET', '/api/roles', who);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, roleListReply).data;
  }

  /** GET /api/roles/:id, checked against its reply schema. */
  async function getRole(id: number, who: SignedIn = reader): Promise<Role> {
    const res = await call('GET', `/api/roles/${id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, roleReply).data;
  }

  /** POST /api/roles as the administrator; answers the saved role. */
  async function addRole(rights: string[], name = roleName()): Promise<Role> {
    const res = await call('POST', '/api/roles', administrator, { name, rights });
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, roleReply).data;
  }

  /** PUT /api/roles/:id as `who` (the administrator unless given). */
  function putRole(role: Role, body: Record<string, unknown>, who: SignedIn = administrator) {
    return call('PUT', `/api/roles/${role.id}`, who, {
      name: role.name,
      rights: role.rights,
      last_update: role.last_update,
      ...body,
    });
  }

  const builtinId = (key: BuiltinRoleKey) => builtinRoleId(t.db, key);

  return { t, administrator, reader, call, listRoles, getRole, addRole, putRole, builtinId };
}

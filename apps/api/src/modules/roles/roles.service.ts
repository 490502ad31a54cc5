import {
  can,
  ROLE_MESSAGES as M,
  type Right,
  type Role,
  type roleInputSchema,
  type SessionUser,
  sameRights,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { parseLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import {
  builtinRoleId,
  countUsersOfRole,
  deactivateRole,
  findRole,
  insertRole,
  listRoles,
  roleIdForFlags,
  roleNameTaken,
  updateRoleIfUnchanged,
} from './roles.repo.ts';

type RoleWrite = z.output<typeof roleInputSchema>;

/** What the user calls ask of roles (users.service.ts): a built-in role, one by id, one for flags. */
export { builtinRoleId, findRole, listRoles, roleIdForFlags };

/** An active role, or 404. */
export async function getRole(db: Db, id: number): Promise<Role> {
  const role = await findRole(db, id);
  if (!role) throw notFound(M.notFound(id));
  const { key: _key, ...rest } = role;
  return rest;
}

function assertManager(actor: SessionUser): void {
  if (!can(actor, 'manageRoles')) throw forbidden();
}

/**
 * Nobody gives a right they do not hold themself, to a role or (with its role) to a user: 403 with
 * `message`. `kept`: rights the role already had, which an edit may leave.
 */
export function assertOwnRights(
  actor: SessionUser,
  rights: readonly string[],
  kept: readonly string[] = [],
  message: string = M.rightsNotYours,
): void {
  if (rights.some((r) => !kept.includes(r) && !actor.rights.includes(r as Right)))
    throw new AppError('FORBIDDEN', message, message === M.rightsNotYours ? { rights: message } : undefined);
}

async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await roleNameTaken(db, name, exceptId))
    throw new AppError('BAD_INPUT', M.nameTaken, { name: M.nameTaken });
}

function auditRole(tx: Db, action: 'create' | 'update' | 'delete', before: Role | null, after: Role | null) {
  const role = (after ?? before) as Role;
  return recordItemChange(tx, {
    entity: 'role',
    action,
    id: role.id,
    before,
    after,
    label: role.name,
    ignore: ['user_count'],
  });
}

export async function createRole(db: Db, actor: SessionUser, input: RoleWrite): Promise<Role> {
  assertManager(actor);
  assertOwnRights(actor, input.rights);
  return inTransaction(db, async (tx) => {
    await assertNameFree(tx, input.name);
    const role = await getRole(
      tx,
      await insertRole(tx, { name: input.name, rights: input.rights }, actor.id),
    );
    await auditRole(tx, 'create', null, role);
    return role;
  });
}

/**
 * Saves a custom role (a built-in one's name and rights are fixed: 400). The actor cannot take
 * roles.manage from their own role, which would leave nobody able to give it back.
 */
export async function updateRole(db: Db, actor: SessionUser, id: number, input: RoleWrite): Promise<Role> {
  assertManager(actor);
  const loaded = parseLoadedLastUpdate(input.last_update, M.lastUpdateMissing);
  return inTransaction(db, async (tx) => {
    const before = await findRole(tx, id);
    if (!before) throw notFound(M.notFound(id));
    if (before.key !== null) {
      if (before.name === input.name && sameRights(before.rights, input.rights)) return getRole(tx, id);
      throw new AppError('BAD_INPUT', M.builtinFixed);
    }
    assertOwnRights(actor, input.rights, before.rights);
    if (id === actor.role_id && !input.rights.includes('roles.manage'))
      throw new AppError('BAD_INPUT', M.ownRights, { rights: M.ownRights });
    await assertNameFree(tx, input.name, id);
    if (!(await updateRoleIfUnchanged(tx, id, loaded, { name: input.name, rights: input.rights }, actor.id)))
      throw new AppError('CONFLICT', M.conflict);
    const after = await getRole(tx, id);
    const { key: _key, ...plainBefore } = before;
    await auditRole(tx, 'update', plainBefore, after);
    return after;
  });
}

/** Deletes a custom role no user has (a built-in role, or one in use, is a 400 saying why). */
export async function deleteRole(db: Db, actor: SessionUser, id: number): Promise<void> {
  assertManager(actor);
  await inTransaction(db, async (tx) => {
    const role = await findRole(tx, id);
    if (!role) throw notFound(M.notFound(id));
    if (role.key !== null) throw new AppError('BAD_INPUT', M.builtinDelete);
    const users = await countUsersOfRole(tx, id);
    if (users > 0) throw new AppError('BAD_INPUT', M.inUse(users));
    if (!(await deactivateRole(tx, id, actor.id))) throw notFound(M.notFound(id));
    const { key: _key, ...plain } = role;
    await auditRole(tx, 'delete', plain, null);
  });
}

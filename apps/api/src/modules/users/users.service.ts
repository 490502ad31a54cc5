import { randomBytes } from 'node:crypto';
import {
  can,
  type changePasswordSchema,
  USER_SERVER_MESSAGES as M,
  myAccountSchema,
  newPasswordSchema,
  newUserSchema,
  ROLE_MESSAGES,
  type RoleFlags,
  type SessionUser,
  type UserDetails,
  type UserFilter,
  type UserListItem,
  type UserSearchHit,
  type UsersByRole,
  type userInputSchema,
  userUpdateSchema,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { parseRequest } from '../../lib/request-errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { auditChanges, recordAudit } from '../audit/audit.service.ts';
import { assertOwnRights, builtinRoleId, findRole, roleIdForFlags } from '../roles/roles.service.ts';
import { endSessionsOfUser } from '../session/sessions.service.ts';
import {
  countActiveUsersByRole,
  countUsers,
  deactivateUser,
  emailTaken,
  findUserById,
  findUserPage,
  hasUsers,
  insertFirstAdministrator,
  insertUser,
  searchUsers,
  type UserWrite,
  updatePassword,
  updateUserIfUnchanged,
} from './users.repo.ts';

type ParsedUserInput = z.output<typeof userInputSchema>;
type ParsedChangePassword = z.output<typeof changePasswordSchema>;

/**
 * Staff see each other's names (mentions need them); e-mail addresses only a reader who may manage
 * users, or the user themself.
 */
function mayReadEmail(reader: SessionUser, userId: number): boolean {
  return reader.id === userId || can(reader, 'manageUsers');
}

export async function listUsers(
  db: Db,
  reader: SessionUser,
  filter: UserFilter,
): Promise<{ rows: UserListItem[]; total: number }> {
  // Searching by address would reveal addresses too.
  const allowed = can(reader, 'manageUsers') ? filter : { ...filter, email: undefined };
  const [rows, total] = await Promise.all([findUserPage(db, allowed), countUsers(db, allowed)]);
  return { rows: rows.map((r) => (mayReadEmail(reader, r.id) ? r : { ...r, email: null })), total };
}

/** Active users by role, for the dashboard's administrators' area. */
export function usersByRole(db: Db): Promise<UsersByRole> {
  return countActiveUsersByRole(db);
}

/**
 * GET /api/users/{id}: an active user, or 404 for a missing or inactive (deleted) one, as for an
 * article (docs/api.md). The list's include_inactive=1 still shows the inactive ones.
 */
export async function getUser(db: Db, id: number, reader?: SessionUser): Promise<UserDetails> {
  const user = await findUserById(db, id);
  if (!user?.is_active) throw notFound(M.notFound(id));
  return !reader || mayReadEmail(reader, id) ? user : { ...user, email: null };
}

/** A user as just written, active or not (a user may be created or set inactive). */
async function writtenUser(db: Db, id: number): Promise<UserDetails> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(M.notFound(id));
  return user;
}

/** Records a write of a user in the audit trail, in the write's transaction; a new password only as "changed". */
function auditUser(
  tx: Db,
  action: 'create' | 'update' | 'delete' | 'password_change',
  before: UserDetails | null,
  after: UserDetails,
  passwordChanged: boolean,
): Promise<void> {
  return recordAudit(tx, {
    entity: 'user',
    entityId: after.id,
    action,
    label: `${after.last_name} ${after.first_name}`.trim(),
    changes: {
      // The role by its name and the flags it gives; its id and rights list say nothing more.
      ...auditChanges(before, after, ['role_id', 'rights']),
      ...(passwordChanged ? auditChanges({ password: null }, { password: true }) : {}),
    },
  });
}

/**
 * The role a user write sets, or undefined to keep it: `role_id` when sent (an active role);
 * otherwise is_admin, when it differs from the user's, moves them to the role of their other flags
 * with or without it (the product's (docs/product.md) 'Administrator' checkbox). Nobody gives a role with a right they
 * do not hold themself.
 */
async function roleOfWrite(
  tx: Db,
  actor: SessionUser,
  edit: { role_id?: number | null; is_admin?: number },
  current: (RoleFlags & { role_id: number }) | null,
): Promise<number | undefined> {
  let roleId: number | undefined;
  if (edit.role_id !== undefined && edit.role_id !== null) roleId = edit.role_id;
  else if (edit.is_admin !== undefined && edit.is_admin !== (current?.is_admin ?? 0)) {
    roleId = await roleIdForFlags(tx, { ...(current ?? {}), is_admin: edit.is_admin });
  }
  if (roleId === undefined) return undefined;
  const role = await findRole(tx, roleId);
  if (!role)
    throw new AppError('BAD_INPUT', ROLE_MESSAGES.unknownRole, { role_id: ROLE_MESSAGES.unknownRole });
  if (roleId === current?.role_id) return undefined;
  assertOwnRights(actor, role.rights, [], ROLE_MESSAGES.notYours);
  return roleId;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  if (await emailTaken(db, email, exceptId))
    throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
}

/** The trimmed names and e-mail of a write that passed its schema. */
function namesOf(valid: { first_name: string; last_name: string; email: string }) {
  return { firstName: valid.first_name, lastName: valid.last_name, email: valid.email };
}

export async function createUser(db: Db, actor: SessionUser, input: ParsedUserInput): Promise<UserDetails> {
  if (!can(actor, 'manageUsers')) throw forbidden();
  const valid = parseRequest(newUserSchema, input);
  const names = namesOf(valid);
  await assertEmailFree(db, names.email);
  const passwordHash = await hashPassword(valid.password);
  try {
    return await inTransaction(db, async (tx) => {
      const id = await insertUser(
        tx,
        {
          ...names,
          passwordHash,
          roleId: (await roleOfWrite(tx, actor, valid, null)) ?? (await builtinRoleId(tx, 'reader')),
          isActive: Boolean(valid.is_active ?? 1),
        },
        actor.id,
      );
      const user = await writtenUser(tx, id);
      await auditUser(tx, 'create', null, user, true);
      return user;
    });
  } catch (err) {
    // Two administrators may add the same address at once: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
    throw err;
  }
}

/**
 * PUT /api/users/{id}. With myaccount: 1, a user's own first_name, last_name and e-mail (nothing
 * else is taken); without it, an administrator's edit of any user, whose is_admin, is_active and
 * password may change too. Never is_administrator or is_developer.
 */
export async function updateUser(
  db: Db,
  actor: SessionUser,
  id: number,
  input: ParsedUserInput,
): Promise<UserDetails> {
  const self = actor.id === id;
  const myAccount = input.myaccount === 1;
  if (myAccount ? !self : !can(actor, 'manageUsers')) throw forbidden();
  // An administrator does not deactivate their own account (the delete rule).
  if (self && !myAccount && input.is_active === 0) {
    throw new AppError('FORBIDDEN', M.cannotDeleteSelf);
  }
  // A deleted (inactive) user is gone for a PUT too: 404, as for GET and a second DELETE.
  const existing = await getUser(db, id);
  const edit = myAccount ? undefined : parseRequest(userUpdateSchema, input);
  const names = namesOf(edit ?? parseRequest(myAccountSchema, input));
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, {
    invalid: M.invalid,
    conflict: M.conflict,
  });
  const values: UserWrite = { ...names };
  if (edit) {
    // An empty password leaves the stored one unchanged.
    if (edit.password !== '') values.passwordHash = await hashPassword(edit.password);
    if (edit.is_active !== undefined) values.isActive = edit.is_active === 1;
  }
  await assertEmailFree(db, names.email, id);
  try {
    return await inTransaction(db, async (tx) => {
      if (edit) values.roleId = await roleOfWrite(tx, actor, edit, existing);
      if (!(await updateUserIfUnchanged(tx, id, loaded, values, actor.id))) {
        throw new AppError('CONFLICT', M.conflict);
      }
      // A user set inactive is signed out everywhere, with the same commit.
      if (values.isActive === false) await endSessionsOfUser(tx, id);
      const user = await writtenUser(tx, id);
      await auditUser(tx, 'update', existing, user, values.passwordHash !== undefined);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
    throw err;
  }
}

/** Soft delete by an administrator, never of their own account; the user is signed out everywhere. */
export async function deleteUser(db: Db, actor: SessionUser, id: number): Promise<void> {
  if (!can(actor, 'manageUsers')) throw forbidden();
  if (actor.id === id) throw new AppError('FORBIDDEN', M.cannotDeleteSelf);
  await inTransaction(db, async (tx) => {
    const existing = await findUserById(tx, id);
    if (!existing?.is_active || !(await deactivateUser(tx, id, actor.id))) throw notFound(M.notFound(id));
    await endSessionsOfUser(tx, id);
    await auditUser(tx, 'delete', existing, { ...existing, is_active: 0 }, false);
  });
}

/** One's own password only; the other sessions of the user end, the current one stays. */
export async function changePassword(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string | null,
  id: number,
  input: ParsedChangePassword,
): Promise<UserDetails> {
  if (actor.id !== id) throw forbidden();
  const { password } = parseRequest(newPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    if (!(await updatePassword(tx, id, passwordHash))) throw notFound(M.notFound(id));
    // Every other session of the user ends; the one the change came from stays.
    await endSessionsOfUser(tx, id, currentTokenHash);
    const user = await getUser(tx, id);
    await auditUser(tx, 'password_change', user, user, true);
    return user;
  });
}

/** The author search of the filters (GET /api/users/search/{q}): active users whose name or e-mail matches. */
export async function findUsers(
  db: Db,
  reader: SessionUser,
  q: string,
  limit: number,
): Promise<UserSearchHit[]> {
  const hits = await searchUsers(db, q, limit, can(reader, 'manageUsers'));
  return hits.map((h) => (mayReadEmail(reader, h.id) ? h : { ...h, email: null }));
}

/**
 * Creates the first administrator when the database has no user (at start, bootstrap.ts). Without
 * ADMIN_PASSWORD a random password is generated and returned so the caller can print it once.
 */
export async function createFirstAdministrator(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await hasUsers(db)) return { created: false };
  const finalPassword = password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(finalPassword);
  const created = await insertFirstAdministrator(db, {
    firstName: 'Admin',
    lastName: 'Rendszergazda',
    email,
    passwordHash,
  });
  if (!created) return { created: false };
  return { created: true, generatedPassword: password ? undefined : finalPassword };
}

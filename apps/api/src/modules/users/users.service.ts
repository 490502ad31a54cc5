import {
  can,
  type changePasswordSchema,
  USER_SERVER_MESSAGES as M,
  MIN_PASSWORD_LENGTH,
  type SessionUser,
  type UserDetails,
  type UserFilter,
  type UserListItem,
  type userInputSchema,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  countUsers,
  deactivateUser,
  emailTaken,
  findUserById,
  findUserPage,
  insertUser,
  type UserWrite,
  updatePassword,
  updateUserIfUnchanged,
} from './users.repo.ts';

type ParsedUserInput = z.output<typeof userInputSchema>;
type ParsedChangePassword = z.output<typeof changePasswordSchema>;

export async function listUsers(
  db: Db,
  filter: UserFilter,
): Promise<{ rows: UserListItem[]; total: number }> {
  const [rows, total] = await Promise.all([findUserPage(db, filter), countUsers(db, filter)]);
  return { rows, total };
}

/**
 * GET /api/users/{id}: an active user, or 404 for a missing or inactive (deleted) one, as for an
 * article (CONTRACT.md point 2). The list's include_inactive=1 still shows the inactive ones.
 */
export async function getUser(db: Db, id: number): Promise<UserDetails> {
  const user = await findUserById(db, id);
  if (!user?.is_active) throw notFound(M.notFound(id));
  return user;
}

/** A user as just written, active or not (a user may be created or set inactive). */
async function writtenUser(db: Db, id: number): Promise<UserDetails> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(M.notFound(id));
  return user;
}

/**
 * The password rules of a write: required when `required`, else empty = unchanged; at least
 * MIN_PASSWORD_LENGTH characters; equal to confirm_password when that is sent.
 */
function checkPassword(
  password: string | null | undefined,
  confirm: string | null | undefined,
  required: boolean,
): string | undefined {
  const value = password ?? '';
  if (value === '') {
    if (required) throw new AppError('BAD_INPUT', M.invalid, { password: M.invalid });
    return undefined;
  }
  if (value.length < MIN_PASSWORD_LENGTH) {
    throw new AppError('BAD_INPUT', M.passwordTooShort, { password: M.passwordTooShort });
  }
  if (confirm !== undefined && confirm !== null && confirm !== value) {
    throw new AppError('BAD_INPUT', M.passwordMismatch, { confirm_password: M.passwordMismatch });
  }
  return value;
}

/** first_name, last_name and email, trimmed; 400 with `errors` per missing field (password too, when `passwordMissing`). */
function checkNames(
  input: { first_name: string; last_name: string; email: string },
  passwordMissing = false,
) {
  const values = {
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    email: input.email.trim(),
  };
  const errors: Record<string, string> = {};
  if (!values.firstName) errors.first_name = M.invalid;
  if (!values.lastName) errors.last_name = M.invalid;
  if (!values.email) errors.email = M.invalid;
  if (passwordMissing) errors.password = M.invalid;
  if (Object.keys(errors).length > 0) throw new AppError('BAD_INPUT', M.invalid, errors);
  return values;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  if (await emailTaken(db, email, exceptId))
    throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
}

export async function createUser(db: Db, actor: SessionUser, input: ParsedUserInput): Promise<UserDetails> {
  if (!can(actor, 'manageUsers')) throw forbidden();
  const names = checkNames(input, !input.password);
  const password = checkPassword(input.password, input.confirm_password, true) ?? '';
  await assertEmailFree(db, names.email);
  try {
    const id = await insertUser(
      db,
      {
        ...names,
        passwordHash: await hashPassword(password),
        isAdmin: Boolean(input.is_admin ?? 0),
        isActive: Boolean(input.is_active ?? 1),
      },
      actor.id,
    );
    return writtenUser(db, id);
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
  const names = checkNames(input);
  const loaded = input.last_update ? new Date(input.last_update) : undefined;
  if (!loaded || Number.isNaN(loaded.getTime())) {
    throw new AppError('BAD_INPUT', M.invalid, { last_update: M.invalid });
  }
  if (loaded.getTime() !== new Date(existing.last_update).getTime())
    throw new AppError('CONFLICT', M.conflict);
  const values: UserWrite = { ...names };
  if (!myAccount) {
    const password = checkPassword(input.password, input.confirm_password, false);
    if (password !== undefined) values.passwordHash = await hashPassword(password);
    if (input.is_admin !== undefined) values.isAdmin = input.is_admin === 1;
    if (input.is_active !== undefined) values.isActive = input.is_active === 1;
  }
  await assertEmailFree(db, names.email, id);
  let written: boolean;
  try {
    written = await updateUserIfUnchanged(db, id, loaded, values, actor.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', M.emailTaken, { email: M.emailTaken });
    throw err;
  }
  if (!written) throw new AppError('CONFLICT', M.conflict);
  return writtenUser(db, id);
}

/** Soft delete by an administrator, never of their own account; the user is signed out everywhere. */
export async function deleteUser(db: Db, actor: SessionUser, id: number): Promise<void> {
  if (!can(actor, 'manageUsers')) throw forbidden();
  if (actor.id === id) throw new AppError('FORBIDDEN', M.cannotDeleteSelf);
  if (!(await deactivateUser(db, id, actor.id))) throw notFound(M.notFound(id));
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
  const password = checkPassword(input.password, input.confirm_password, true) ?? '';
  if (!(await updatePassword(db, id, await hashPassword(password), currentTokenHash))) {
    throw notFound(M.notFound(id));
  }
  return getUser(db, id);
}

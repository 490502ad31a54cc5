import {
  type RoleFlags,
  SERVER_MESSAGES,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  type TwoFactorStatus,
  toFlag,
  USER_SERVER_MESSAGES,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { getTwoFactorPolicy } from '../app/app.service.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import {
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrSvg,
  recoveryCodeOf,
  totpCodeOf,
} from './totp.ts';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  deleteTwoFactor,
  enablePendingSecret,
  findTwoFactor,
  findUserOfTwoFactor,
  insertRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTimeStep,
} from './two-factor.repo.ts';

/**
 * The second factor (docs/api.md, "Two-factor sign-in"): TOTP codes (±1 step, each step once),
 * one-time recovery codes stored hashed, the policy of which roles need it. The session module
 * calls the sign-in parts; a secret, a code or a recovery code never reaches the audit trail.
 */

/** Whom a second-factor change is about: the user's id, e-mail and name (the audit entry's label). */
export interface TwoFactorUser {
  id: number;
  email: string;
  name: string;
}

export function twoFactorUserOf(user: SessionUser): TwoFactorUser {
  return { id: user.id, email: user.email, name: `${user.last_name} ${user.first_name}`.trim() };
}

/** Whether one of the user's role flags is in the policy's required roles. */
export async function isTwoFactorRequired(db: Db, user: RoleFlags): Promise<boolean> {
  const { required_roles } = await getTwoFactorPolicy(db);
  return required_roles.some((role) => Boolean(user[role]));
}

/** Whether the user has a second factor on, and whether their role requires one. */
export async function twoFactorStateOf(
  db: Db,
  userId: number,
  roles: RoleFlags,
): Promise<{ enabled: boolean; required: boolean }> {
  const [row, required] = await Promise.all([findTwoFactor(db, userId), isTwoFactorRequired(db, roles)]);
  return { enabled: Boolean(row?.secret), required };
}

/** GET /api/user/two-factor. */
export async function getTwoFactorStatus(db: Db, user: SessionUser): Promise<TwoFactorStatus> {
  const [row, required, left] = await Promise.all([
    findTwoFactor(db, user.id),
    isTwoFactorRequired(db, user),
    countUnusedRecoveryCodes(db, user.id),
  ]);
  const enabled = Boolean(row?.secret);
  return {
    enabled: toFlag(enabled),
    required: toFlag(required),
    enabled_at: enabled && row?.enabledAt ? row.enabledAt.toISOString() : null,
    recovery_codes_left: enabled ? left : 0,
  };
}

const alreadyEnabled = () => new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
const invalidCodeField = () =>
  new AppError('BAD_INPUT', TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });

/**
 * A new secret to scan, kept as the user's pending one until a code of it confirms it (a second
 * call replaces it). Refused with 409 when a second factor is on already. `db` may be the caller's
 * transaction (the set-up at sign-in).
 */
export async function startTwoFactorSetup(
  db: Db,
  user: { id: number; email: string },
): Promise<TwoFactorSetup> {
  const row = await findTwoFactor(db, user.id);
  if (row?.secret) throw alreadyEnabled();
  const secret = newTotpSecret();
  await savePendingSecret(db, user.id, secret);
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}

export type ConfirmResult =
  | { kind: 'enabled'; recoveryCodes: string[] }
  | { kind: 'invalid' }
  | { kind: 'noPending' }
  | { kind: 'alreadyEnabled' };

/**
 * Turns the second factor on with a current code of the pending secret, in the caller's
 * transaction `tx`: the recovery codes are made (stored hashed, answered once) and the change
 * audited ('two_factor_on', by `actor`, else the request's user).
 */
export async function confirmTwoFactorSetup(
  tx: Db,
  user: TwoFactorUser,
  code: string,
  actor?: AuditActor,
): Promise<ConfirmResult> {
  const row = await findTwoFactor(tx, user.id);
  if (row?.secret) return { kind: 'alreadyEnabled' };
  if (!row?.pendingSecret) return { kind: 'noPending' };
  const totp = totpCodeOf(code);
  const step = totp ? await matchTotp(row.pendingSecret, totp, null) : null;
  if (step === null) return { kind: 'invalid' };
  if (!(await enablePendingSecret(tx, user.id, row.pendingSecret, step, new Date()))) {
    // A concurrent call confirmed or replaced it first.
    return { kind: 'invalid' };
  }
  const codes = newRecoveryCodes();
  await deleteRecoveryCodes(tx, user.id);
  await insertRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
  await recordAudit(tx, {
    entity: 'user',
    entityId: user.id,
    action: 'two_factor_on',
    label: user.name,
    ...(actor ? { actor } : {}),
  });
  return { kind: 'enabled', recoveryCodes: codes };
}

/**
 * Checks a second-factor code of a user whose second factor is on, in the caller's transaction:
 * a TOTP code within ±1 step and later than the last one used, or an unused recovery code. A code
 * that passes is used up (its step, or the recovery code) with the transaction.
 */
export async function checkSecondFactor(
  tx: Db,
  userId: number,
  code: string,
): Promise<'ok' | 'invalid' | 'notEnabled'> {
  const row = await findTwoFactor(tx, userId);
  if (!row?.secret) return 'notEnabled';
  const totp = totpCodeOf(code);
  if (totp) {
    const step = await matchTotp(row.secret, totp, row.lastUsedStep);
    return step !== null && (await useTimeStep(tx, userId, step)) ? 'ok' : 'invalid';
  }
  const recovery = recoveryCodeOf(code);
  if (recovery && (await useRecoveryCode(tx, userId, hashRecoveryCode(recovery), new Date()))) return 'ok';
  return 'invalid';
}

/** POST /api/user/two-factor/enable: the recovery codes, shown this once. */
export async function enableTwoFactor(db: Db, user: SessionUser, code: string): Promise<string[]> {
  const result = await inTransaction(db, (tx) => confirmTwoFactorSetup(tx, twoFactorUserOf(user), code));
  switch (result.kind) {
    case 'enabled':
      return result.recoveryCodes;
    case 'alreadyEnabled':
      throw alreadyEnabled();
    case 'noPending':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.setupFirst);
    case 'invalid':
      throw invalidCodeField();
  }
}

export interface DisableInput {
  code?: string;
  password?: string;
  /** The client address: a wrong code or password counts toward the login throttle. */
  address: string;
}

/** Records a failed proof with the login throttle (and audits a lock it starts). */
async function countFailure(db: Db, throttle: LoginThrottle, user: TwoFactorUser, address: string) {
  const { locked } = await throttle.fail(user.email, address);
  if (locked) {
    await inTransaction(db, (tx) =>
      recordAudit(tx, {
        entity: 'session',
        entityId: null,
        action: 'throttle_lock',
        actor: { userId: user.id, email: user.email },
      }),
    );
  }
}

/**
 * POST /api/user/two-factor/disable: with a current code (or a recovery code) or the password;
 * refused with 403 while the user's role requires a second factor. The recovery codes go too.
 */
export async function disableTwoFactor(
  db: Db,
  throttle: LoginThrottle,
  sessionUser: SessionUser,
  input: DisableInput,
): Promise<TwoFactorStatus> {
  const user = twoFactorUserOf(sessionUser);
  if (await isTwoFactorRequired(db, sessionUser)) {
    throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.requiredByRole);
  }
  const verdict = await throttle.check(user.email, input.address);
  if (verdict.locked) {
    throw new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(verdict.retryAfterSeconds),
    });
  }
  const passwordOk =
    input.code === undefined && input.password !== undefined
      ? await verifyPassword((await findUserOfTwoFactor(db, user.id))?.passwordHash, input.password)
      : false;
  const outcome = await inTransaction(db, async (tx) => {
    const row = await findTwoFactor(tx, user.id);
    if (!row?.secret) return 'notEnabled' as const;
    if (input.code !== undefined) {
      if ((await checkSecondFactor(tx, user.id, input.code)) !== 'ok') return 'wrongCode' as const;
    } else if (!passwordOk) {
      return 'wrongPassword' as const;
    }
    await deleteTwoFactor(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
    await recordAudit(tx, { entity: 'user', entityId: user.id, action: 'two_factor_off', label: user.name });
    return 'disabled' as const;
  });
  switch (outcome) {
    case 'notEnabled':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
    case 'wrongCode':
      await countFailure(db, throttle, user, input.address);
      throw invalidCodeField();
    case 'wrongPassword':
      await countFailure(db, throttle, user, input.address);
      throw new AppError('BAD_INPUT', TWO_FACTOR_MESSAGES.wrongPassword, {
        password: TWO_FACTOR_MESSAGES.wrongPassword,
      });
    case 'disabled':
      return getTwoFactorStatus(db, sessionUser);
  }
}

/**
 * DELETE /api/users/{id}/two-factor: an administrator removes a user's second factor and recovery
 * codes (a locked-out user sets it up again at the next sign-in). Audited as 'two_factor_reset'.
 */
export async function resetTwoFactor(db: Db, targetId: number): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const target = await findUserOfTwoFactor(tx, targetId);
    if (!target) throw notFound(USER_SERVER_MESSAGES.notFound(targetId));
    const wasEnabled = await deleteTwoFactor(tx, targetId);
    if (!wasEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
    await deleteRecoveryCodes(tx, targetId);
    await recordAudit(tx, {
      entity: 'user',
      entityId: targetId,
      action: 'two_factor_reset',
      label: `${target.lastName} ${target.firstName}`.trim(),
    });
    return { id: targetId };
  });
}

import {
  SERVER_MESSAGES,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
  toFlag,
  USER_SERVER_MESSAGES,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { auditThrottleVerdict } from '../session/sign-in-steps.service.ts';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  deleteTwoFactor,
  findTwoFactor,
  findUserOfTwoFactor,
} from './two-factor.repo.ts';
import {
  alreadyEnabled,
  checkSecondFactor,
  confirmTwoFactorSetup,
  type TwoFactorUser,
  twoFactorUserOf,
} from './two-factor-codes.service.ts';
import { isTwoFactorRequired } from './two-factor-policy.service.ts';
import type { TotpSecrets } from './two-factor-secrets.service.ts';

/**
 * The signed-in user's own second factor (status, set-up, on and off) and an administrator's reset
 * of another user's. The codes themselves are two-factor-codes.service.ts.
 */

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

const invalidCodeField = () =>
  new AppError('BAD_INPUT', TWO_FACTOR_MESSAGES.invalidCode, { code: TWO_FACTOR_MESSAGES.invalidCode });

/** POST /api/user/two-factor/enable: the recovery codes, shown this once. */
export async function enableTwoFactor(
  db: Db,
  secrets: TotpSecrets,
  user: SessionUser,
  code: string,
): Promise<string[]> {
  const result = await inTransaction(db, (tx) =>
    confirmTwoFactorSetup(tx, secrets, twoFactorUserOf(user), code),
  );
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

/** Records a failed proof with the login throttle (and audits a lock or backstop it reaches). */
async function countFailure(db: Db, throttle: LoginThrottle, user: TwoFactorUser, address: string) {
  const verdict = await throttle.fail(user.email, address);
  if (verdict.locked || verdict.backstop) {
    await inTransaction(db, (tx) =>
      auditThrottleVerdict(tx, verdict, { userId: user.id, email: user.email }),
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
  secrets: TotpSecrets,
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
      if ((await checkSecondFactor(tx, secrets, user.id, input.code)) !== 'ok') return 'wrongCode' as const;
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

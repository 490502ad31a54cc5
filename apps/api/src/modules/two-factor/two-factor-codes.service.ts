import { type RoleFlags, type SessionUser, TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
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
  deleteRecoveryCodes,
  enablePendingSecret,
  findTwoFactor,
  insertRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTimeStep,
} from './two-factor.repo.ts';
import { isTwoFactorRequired } from './two-factor-policy.service.ts';
import type { TotpSecrets } from './two-factor-secrets.service.ts';

/**
 * The second factor (docs/api.md, "Two-factor sign-in"): TOTP codes (±1 step, each step once) and
 * one-time recovery codes stored hashed. The user's own calls (two-factor.service.ts) and both
 * halves of a sign-in (modules/session's password, two-factor-login.service.ts) use these; a
 * secret, a code or a recovery code never reaches the audit trail. The secrets are stored sealed
 * (two-factor-secrets.service.ts): `secrets` seals and opens them.
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

/** Whether the user has a second factor on, and whether their role requires one. */
export async function twoFactorStateOf(
  db: Db,
  userId: number,
  roles: RoleFlags,
): Promise<{ enabled: boolean; required: boolean }> {
  const [row, required] = await Promise.all([findTwoFactor(db, userId), isTwoFactorRequired(db, roles)]);
  return { enabled: Boolean(row?.secret), required };
}

export const alreadyEnabled = () => new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);

/**
 * A new secret to scan, kept as the user's pending one until a code of it confirms it (a second
 * call replaces it). Refused with 409 when a second factor is on already. `db` may be the caller's
 * transaction (the set-up at sign-in).
 */
export async function startTwoFactorSetup(
  db: Db,
  secrets: TotpSecrets,
  user: { id: number; email: string },
): Promise<TwoFactorSetup> {
  const row = await findTwoFactor(db, user.id);
  if (row?.secret) throw alreadyEnabled();
  const secret = newTotpSecret();
  await inTransaction(db, async (tx) =>
    savePendingSecret(tx, user.id, await secrets.seal(tx, user.id, secret)),
  );
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
  secrets: TotpSecrets,
  user: TwoFactorUser,
  code: string,
  actor?: AuditActor,
): Promise<ConfirmResult> {
  const row = await findTwoFactor(tx, user.id);
  if (row?.secret) return { kind: 'alreadyEnabled' };
  if (!row?.pendingSecret) return { kind: 'noPending' };
  const totp = totpCodeOf(code);
  if (!totp) return { kind: 'invalid' };
  const pending = await secrets.open(tx, user.id, row.pendingSecret);
  const step = await matchTotp(pending, totp, null);
  if (step === null) return { kind: 'invalid' };
  const sealed = await secrets.seal(tx, user.id, pending);
  if (!(await enablePendingSecret(tx, user.id, row.pendingSecret, sealed, step, new Date()))) {
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
  secrets: TotpSecrets,
  userId: number,
  code: string,
): Promise<'ok' | 'invalid' | 'notEnabled'> {
  const row = await findTwoFactor(tx, userId);
  if (!row?.secret) return 'notEnabled';
  const totp = totpCodeOf(code);
  if (totp) {
    const secret = await secrets.open(tx, userId, row.secret);
    const step = await matchTotp(secret, totp, row.lastUsedStep);
    return step !== null && (await useTimeStep(tx, userId, step)) ? 'ok' : 'invalid';
  }
  const recovery = recoveryCodeOf(code);
  if (recovery && (await useRecoveryCode(tx, userId, hashRecoveryCode(recovery), new Date()))) return 'ok';
  return 'invalid';
}

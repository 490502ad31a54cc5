import { REMEMBER_ME_DAYS, SERVER_MESSAGES, SESSION_HOURS } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { FailVerdict, LoginThrottle } from '../../lib/login-throttle.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { deleteChallenge, deleteExpiredSessions, findChallenge, insertSession } from './session.repo.ts';
import type { ClientInfo } from './user-agent.ts';

/**
 * The steps both halves of a sign-in share: the password's (sign-in.service.ts) and the second
 * factor's (modules/two-factor/two-factor-login.service.ts). The login throttle's check and its
 * failures, the session a sign-in opens, and the challenge that waits between the two halves.
 */

/** Holds a reply back for some ms. The server's is a real timer; tests pass one that records the delays. */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An opened session as POST /api/login answers it. */
export interface OpenedSession {
  access_token: string;
  expires_at: string;
}

export const actorOf = (user: { id: number; email: string }): AuditActor => ({
  userId: user.id,
  email: user.email,
});

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

export async function checkThrottle(throttle: LoginThrottle, email: string, address: string): Promise<void> {
  const verdict = await throttle.check(email, address);
  if (verdict.locked) throw tooManyAttempts(verdict.retryAfterSeconds);
}

/**
 * The audit entries a counted failure calls for: 'throttle_lock' when it locked its (e-mail,
 * address) pair or its address, 'login_backstop' (on the account, so administrators see it on the
 * dashboard) when it reached the e-mail's backstop. In the caller's transaction.
 */
export async function auditThrottleVerdict(tx: Db, verdict: FailVerdict, actor: AuditActor): Promise<void> {
  if (verdict.locked)
    await recordAudit(tx, { entity: 'session', entityId: null, action: 'throttle_lock', actor });
  if (verdict.backstop) {
    await recordAudit(tx, {
      entity: 'user',
      entityId: actor.userId ?? null,
      action: 'login_backstop',
      ...(actor.email ? { label: actor.email } : {}),
      actor,
    });
  }
}

/**
 * A failed sign-in (a wrong password or second-factor code): counted by the throttle, audited as
 * 'login_failed' (and as auditThrottleVerdict says) in a small transaction of its own, and held
 * back as long as the throttle asks.
 */
export async function failSignIn(
  db: Db,
  throttle: LoginThrottle,
  sleep: Sleep,
  email: string,
  address: string,
  actor: AuditActor,
): Promise<void> {
  const verdict = await throttle.fail(email, address);
  await inTransaction(db, async (tx) => {
    await recordAudit(tx, { entity: 'session', entityId: null, action: 'login_failed', actor });
    await auditThrottleVerdict(tx, verdict, actor);
  });
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
}

/** Opens a session in the caller's transaction and audits the sign-in; answers the new token. */
export async function openSession(
  tx: Db,
  user: { id: number; email: string },
  remember: boolean,
  client: ClientInfo,
): Promise<OpenedSession> {
  const token = generateToken();
  const lifetimeMs = remember ? REMEMBER_ME_DAYS * 24 * 3600_000 : SESSION_HOURS * 3600_000;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await deleteExpiredSessions(tx, user.id, now);
  const sessionId = await insertSession(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    address: client.address || null,
    userAgent: client.userAgent,
  });
  await recordAudit(tx, { entity: 'session', entityId: sessionId, action: 'login', actor: actorOf(user) });
  return { access_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * The unexpired challenge of a sign-in waiting for its second factor, with its active user; or
 * undefined. With `lock`, the row is locked until the transaction ends (one use at a time).
 */
export function findLoginChallenge(db: Db, challengeHash: string, now: Date, lock = false) {
  return findChallenge(db, challengeHash, now, lock);
}

/** Uses a challenge up (its sign-in completed), in the caller's transaction. */
export async function endLoginChallenge(tx: Db, id: number): Promise<void> {
  await deleteChallenge(tx, id);
}

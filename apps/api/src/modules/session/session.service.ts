import {
  REMEMBER_ME_DAYS,
  SERVER_MESSAGES,
  SESSION_HOURS,
  SESSION_MESSAGES,
  type SessionUser,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findLoginCandidate,
  findSessionUser,
  insertSession,
} from './session.repo.ts';

/** Holds a reply back for some ms. The server's is a real timer; tests pass one that records the delays. */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  address: string;
}

/** Checks the credentials and opens a session; failures are throttled per e-mail and per address. */
export async function login(db: Db, throttle: LoginThrottle, input: LoginInput, sleep: Sleep = realSleep) {
  const verdict = await throttle.check(input.email, input.address);
  if (verdict.locked) {
    throw new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(verdict.retryAfterSeconds),
    });
  }
  const candidate = await findLoginCandidate(db, input.email);
  const passwordOk = await verifyPassword(candidate?.passwordHash, input.password);
  if (!candidate || !passwordOk || !candidate.isActive) {
    const delay = await throttle.fail(input.email, input.address);
    if (delay > 0) await sleep(delay);
    throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.loginFailed);
  }
  await throttle.succeed(input.email);
  const token = generateToken();
  const lifetimeMs = input.remember ? REMEMBER_ME_DAYS * 24 * 3600_000 : SESSION_HOURS * 3600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await inTransaction(db, async (tx) => {
    await deleteExpiredSessions(tx, candidate.id, new Date());
    await insertSession(tx, candidate.id, hashToken(token), expiresAt);
  });
  return { access_token: token, expires_at: expiresAt.toISOString() };
}

export function logout(db: Db, tokenHash: string): Promise<void> {
  return deleteSession(db, tokenHash);
}

/** The active user behind an unexpired token (the auth guard of lib/auth.ts), or undefined. */
export function findUserOfToken(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  return findSessionUser(db, tokenHash, new Date());
}

/**
 * Signs a user out everywhere (but from the session `exceptTokenHash`, when given). Users pass
 * their transaction, so the sign-out happens with the change that caused it or not at all.
 */
export function endSessionsOfUser(db: Db, userId: number, exceptTokenHash?: string | null): Promise<void> {
  return deleteSessionsOfUser(db, userId, exceptTokenHash);
}

import {
  flagsOfRights,
  LOGIN_CHALLENGE_SECONDS,
  type LoginChallengeReply,
  SESSION_MESSAGES,
  type SessionUser,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { twoFactorStateOf } from '../two-factor/two-factor-codes.service.ts';
import {
  deleteExpiredChallenges,
  deleteSession,
  findLoginCandidate,
  findTokenSession,
  insertChallenge,
  touchSession,
} from './session.repo.ts';
import {
  checkThrottle,
  failSignIn,
  type OpenedSession,
  openSession,
  realSleep,
  type Sleep,
} from './sign-in-steps.service.ts';
import type { ClientInfo } from './user-agent.ts';

/** Signing in with the password, signing out, and the user behind a token (the auth guard's). */

export interface LoginInput extends ClientInfo {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Checks the credentials; failures are throttled per (e-mail, address), per address and, as a
 * backstop, per e-mail (lib/login-throttle.ts). A user without a
 * second factor (and not required to have one) gets a session at once, as always; otherwise the
 * answer is a challenge for POST /api/login/two-factor (and, when the user's role requires a
 * second factor they have not set up, for its set-up first).
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: LoginInput,
  sleep: Sleep = realSleep,
): Promise<OpenedSession | LoginChallengeReply> {
  await checkThrottle(throttle, input.email, input.address);
  const candidate = await findLoginCandidate(db, input.email);
  const passwordOk = await verifyPassword(candidate?.passwordHash, input.password);
  if (!candidate || !passwordOk || !candidate.isActive) {
    await failSignIn(db, throttle, sleep, input.email, input.address, {
      userId: candidate?.id ?? null,
      email: input.email,
    });
    throw new AppError('UNAUTHORIZED', SESSION_MESSAGES.loginFailed);
  }
  const user = { id: candidate.id, email: candidate.email };
  const twoFactor = await twoFactorStateOf(db, candidate.id, flagsOfRights(candidate.rights));
  if (twoFactor.enabled || twoFactor.required) {
    // The pair's failure count is cleared only when the second factor passes too, so signing in
    // with the password again does not buy more guesses at the code.
    const challenge = generateToken();
    const now = new Date();
    await inTransaction(db, async (tx) => {
      await deleteExpiredChallenges(tx, now);
      await insertChallenge(tx, {
        tokenHash: hashToken(challenge),
        userId: user.id,
        remember: input.remember,
        setup: !twoFactor.enabled,
        expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_SECONDS * 1000),
      });
    });
    return { status: 'ok', two_factor_required: true, two_factor_setup: !twoFactor.enabled, challenge };
  }
  await throttle.succeed(input.email, input.address);
  return inTransaction(db, (tx) => openSession(tx, user, input.remember, input));
}

/** POST /api/logout: the token stops working at once; audited. */
export async function logout(db: Db, tokenHash: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const sessionId = await deleteSession(tx, tokenHash);
    if (sessionId !== undefined) {
      await recordAudit(tx, { entity: 'session', entityId: sessionId, action: 'logout' });
    }
  });
}

/** Last use is written at most once a minute per session. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The active user behind an unexpired token (the auth guard's lookup, auth-guard.ts), or
 * undefined. Read from the database on every request (no cache), so a revoked token is refused at
 * once by every instance. Refreshes the session's last use when it is over a minute old.
 */
export async function findUserOfToken(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  const now = new Date();
  const found = await findTokenSession(db, tokenHash, now);
  if (!found) return undefined;
  // The database's clock has the last word (touchSession's condition); this only spares the
  // statement on the requests that would change nothing.
  if (now.getTime() - found.lastUsedAt.getTime() >= TOUCH_AFTER_MS) await touchSession(db, found.sessionId);
  return found.user;
}

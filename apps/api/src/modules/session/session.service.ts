import {
  LOGIN_CHALLENGE_SECONDS,
  type LoginChallengeReply,
  REMEMBER_ME_DAYS,
  SERVER_MESSAGES,
  SESSION_HOURS,
  SESSION_LIST_MESSAGES,
  SESSION_MESSAGES,
  type SessionUser,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetup,
  toFlag,
  type UserSession,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import {
  checkSecondFactor,
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  twoFactorStateOf,
  twoFactorUserOf,
} from '../two-factor/two-factor.service.ts';
import {
  deleteChallenge,
  deleteExpiredChallenges,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  findChallenge,
  findLoginCandidate,
  findSessionsOfUser,
  findTokenSession,
  insertChallenge,
  insertSession,
  type SessionRow,
  touchSession,
} from './session.repo.ts';
import { browserOf } from './user-agent.ts';

/** Holds a reply back for some ms. The server's is a real timer; tests pass one that records the delays. */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a sign-in comes from: stored with the session it opens (the session list). */
export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

export interface LoginInput extends ClientInfo {
  email: string;
  password: string;
  remember: boolean;
}

/** An opened session as POST /api/login answers it. */
export interface OpenedSession {
  access_token: string;
  expires_at: string;
}

const actorOf = (user: { id: number; email: string }): AuditActor => ({ userId: user.id, email: user.email });

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

async function checkThrottle(throttle: LoginThrottle, email: string, address: string): Promise<void> {
  const verdict = await throttle.check(email, address);
  if (verdict.locked) throw tooManyAttempts(verdict.retryAfterSeconds);
}

/**
 * A failed sign-in (a wrong password or second-factor code): counted by the throttle, audited as
 * 'login_failed' (and 'throttle_lock' when it started a lock) in a small transaction of its own,
 * and held back as long as the throttle asks.
 */
async function failSignIn(
  db: Db,
  throttle: LoginThrottle,
  sleep: Sleep,
  email: string,
  address: string,
  actor: AuditActor,
): Promise<void> {
  const { delayMs, locked } = await throttle.fail(email, address);
  await inTransaction(db, async (tx) => {
    await recordAudit(tx, { entity: 'session', entityId: null, action: 'login_failed', actor });
    if (locked) await recordAudit(tx, { entity: 'session', entityId: null, action: 'throttle_lock', actor });
  });
  if (delayMs > 0) await sleep(delayMs);
}

/** Opens a session in the caller's transaction and audits the sign-in; answers the new token. */
async function openSession(
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
 * Checks the credentials; failures are throttled per e-mail and per address. A user without a
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
  const twoFactor = await twoFactorStateOf(db, candidate.id, {
    is_admin: candidate.isAdmin,
    is_administrator: candidate.isAdministrator,
    is_developer: candidate.isDeveloper,
  });
  if (twoFactor.enabled || twoFactor.required) {
    // The e-mail's failure count is cleared only when the second factor passes too, so signing in
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
  await throttle.succeed(input.email);
  return inTransaction(db, (tx) => openSession(tx, user, input.remember, input));
}

const challengeExpired = () => new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);

/**
 * POST /api/login/two-factor/setup: for a challenge of a user who must set up a second factor, a
 * new pending secret and its QR code (the challenge stays good for the code that confirms it).
 */
export async function startLoginTwoFactorSetup(db: Db, challenge: string): Promise<TwoFactorSetup> {
  return inTransaction(db, async (tx) => {
    const found = await findChallenge(tx, hashToken(challenge), new Date(), true);
    if (!found) throw challengeExpired();
    if (!found.setup) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    return startTwoFactorSetup(tx, found.user);
  });
}

export interface LoginTwoFactorInput extends ClientInfo {
  challenge: string;
  code: string;
}

type CodeOutcome =
  | { kind: 'signedIn'; session: OpenedSession; recoveryCodes?: string[] }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'noPending' };

/**
 * POST /api/login/two-factor: the second step of a sign-in. A current code (or an unused recovery
 * code) opens the session and uses the challenge up; for a set-up challenge, a code of the pending
 * secret turns the second factor on and the reply carries the new recovery codes. Wrong codes count
 * toward the login throttle like wrong passwords.
 */
export async function completeLoginTwoFactor(
  db: Db,
  throttle: LoginThrottle,
  input: LoginTwoFactorInput,
  sleep: Sleep = realSleep,
): Promise<OpenedSession & { recovery_codes?: string[] }> {
  const challengeHash = hashToken(input.challenge);
  const pending = await findChallenge(db, challengeHash, new Date());
  if (!pending) throw challengeExpired();
  const { user } = pending;
  await checkThrottle(throttle, user.email, input.address);

  const outcome = await inTransaction(db, async (tx): Promise<CodeOutcome> => {
    // Locked until the end of the transaction: a second request with it waits, then finds it gone.
    const found = await findChallenge(tx, challengeHash, new Date(), true);
    if (!found) return { kind: 'expired' };
    let recoveryCodes: string[] | undefined;
    let check: 'ok' | 'invalid' | 'notEnabled' | undefined;
    if (found.setup) {
      const confirmed = await confirmTwoFactorSetup(
        tx,
        twoFactorUserOf(found.user),
        input.code,
        actorOf(user),
      );
      if (confirmed.kind === 'enabled') recoveryCodes = confirmed.recoveryCodes;
      else if (confirmed.kind === 'noPending') return { kind: 'noPending' };
      else if (confirmed.kind === 'invalid') return { kind: 'invalid' };
      // Turned on meanwhile (another sign-in set it up): a code of it will do.
      else check = await checkSecondFactor(tx, user.id, input.code);
    } else {
      check = await checkSecondFactor(tx, user.id, input.code);
    }
    if (check === 'notEnabled') return { kind: 'expired' };
    if (check === 'invalid') return { kind: 'invalid' };
    await deleteChallenge(tx, found.id);
    const session = await openSession(tx, user, found.remember, input);
    return { kind: 'signedIn', session, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });

  switch (outcome.kind) {
    case 'expired':
      throw challengeExpired();
    case 'noPending':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.setupFirst);
    case 'invalid':
      await failSignIn(db, throttle, sleep, user.email, input.address, actorOf(user));
      throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.invalidCode);
    case 'signedIn':
      await throttle.succeed(user.email);
      return outcome.recoveryCodes
        ? { ...outcome.session, recovery_codes: outcome.recoveryCodes }
        : outcome.session;
  }
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
 * The active user behind an unexpired token (the auth guard of lib/auth.ts), or undefined. Read
 * from the database on every request (no cache), so a revoked token is refused at once by every
 * instance. Refreshes the session's last use when it is over a minute old.
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

/**
 * Signs a user out everywhere (but from the session `exceptTokenHash`, when given). Users pass
 * their transaction, so the sign-out happens with the change that caused it or not at all.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: number,
  exceptTokenHash?: string | null,
): Promise<void> {
  await deleteSessionsOfUser(db, userId, exceptTokenHash);
}

function toUserSession(row: SessionRow, currentTokenHash: string | null): UserSession {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    address: row.address,
    user_agent: row.userAgent,
    browser: browserOf(row.userAgent),
    current: toFlag(row.tokenHash === currentTokenHash),
  };
}

/** GET /api/user/sessions: the user's active sessions, the newest first; `current` marks this one. */
export async function listSessions(
  db: Db,
  userId: number,
  currentTokenHash: string | null,
): Promise<UserSession[]> {
  const rows = await findSessionsOfUser(db, userId, new Date());
  return rows.map((row) => toUserSession(row, currentTokenHash));
}

async function auditRevoked(tx: Db, row: SessionRow): Promise<void> {
  await recordAudit(tx, {
    entity: 'session',
    entityId: row.id,
    action: 'session_revoked',
    label: browserOf(row.userAgent),
  });
}

/** DELETE /api/user/sessions/{id}: ends one of the user's own sessions (another's is a 404). */
export async function revokeSession(db: Db, user: SessionUser, sessionId: number): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const row = await deleteSessionOfUser(tx, user.id, sessionId, new Date());
    if (!row) throw new AppError('NOT_FOUND', SESSION_LIST_MESSAGES.sessionNotFound);
    await auditRevoked(tx, row);
    return { id: row.id };
  });
}

/** POST /api/user/sessions/revoke-others: ends every session of the user but this one. */
export async function revokeOtherSessions(
  db: Db,
  user: SessionUser,
  currentTokenHash: string,
): Promise<{ revoked: number }> {
  return inTransaction(db, async (tx) => {
    const now = new Date();
    await deleteExpiredSessions(tx, user.id, now);
    const rows = await deleteOtherSessions(tx, user.id, currentTokenHash, now);
    for (const row of rows) await auditRevoked(tx, row);
    return { revoked: rows.length };
  });
}

import { flagsOfRights, RIGHTS, type Right, type SessionUser } from '@newsroom/shared';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, roles, sessions, users } from '../../db/schema/index.ts';

/** The columns of a session user: the user's and their role's (every query joins roles on users.role_id). */
export const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  rights: roles.rights,
};

export interface SessionUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  roleName: string;
  rights: string[];
}

/** The rights of a stored role that this version knows, in RIGHTS order. */
export function knownRights(stored: readonly string[]): Right[] {
  return RIGHTS.filter((r) => stored.includes(r));
}

export function toSessionUserDto(row: SessionUserRow): SessionUser {
  const rights = knownRights(row.rights);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    ...flagsOfRights(rights),
    role_id: row.roleId,
    role_name: row.roleName,
    rights,
  };
}

export async function findLoginCandidate(db: Db, email: string) {
  const rows = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

function prepareTokenSession(db: Db) {
  return db
    .select({ ...sessionUserColumns, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('find_token_session');
}

/**
 * The token lookup of every signed-in request, built once per database and prepared: building
 * the statement anew took as long as the rest of a cached list reply.
 */
const tokenSessionQueries = new WeakMap<Db, ReturnType<typeof prepareTokenSession>>();

/** The active user behind an unexpired token, with their session's id and last use; or undefined. */
export async function findTokenSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: SessionUser; sessionId: number; lastUsedAt: Date } | undefined> {
  let query = tokenSessionQueries.get(db);
  if (!query) {
    query = prepareTokenSession(db);
    tokenSessionQueries.set(db, query);
  }
  const rows = await query.execute({ tokenHash, now: now.toISOString() });
  const row = rows[0];
  return row
    ? { user: toSessionUserDto(row), sessionId: row.sessionId, lastUsedAt: row.lastUsedAt }
    : undefined;
}

/**
 * Sets a session's last use to now, unless it was set within the last minute (the database's
 * clock decides), so most requests write nothing.
 */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`)));
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  address: string | null;
  userAgent: string | null;
}

/** Opens a session; answers its id. */
export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('insertSession: the insert returned no row');
  return row.id;
}

export interface SessionRow {
  id: number;
  tokenHash: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  address: string | null;
  userAgent: string | null;
}

const sessionColumns = {
  id: sessions.id,
  tokenHash: sessions.tokenHash,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  address: sessions.address,
  userAgent: sessions.userAgent,
};

/** A user's unexpired sessions, the newest first. */
export async function findSessionsOfUser(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Ends one session of a user (none of another user's); answers it, or undefined. */
export async function deleteSessionOfUser(
  db: Db,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .returning(sessionColumns);
  return row;
}

/** Ends every unexpired session of a user but the one of `keepTokenHash`; answers those ended. */
export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepTokenHash: string,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash), gt(sessions.expiresAt, now)),
    )
    .returning(sessionColumns);
}

/** Forgets a user's sessions that have expired (each sign-in tidies up after the last ones). */
export async function deleteExpiredSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Ends the session of a token; answers its id, or undefined when there was none. */
export async function deleteSession(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ id: sessions.id });
  return row?.id;
}

/** Ends every session of a user, but the one with `exceptTokenHash` when given. */
export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  exceptTokenHash?: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}

// ---------------------------------------------------------------- sign-in challenges

export interface NewChallenge {
  tokenHash: string;
  userId: number;
  remember: boolean;
  setup: boolean;
  expiresAt: Date;
}

export async function insertChallenge(db: Db, challenge: NewChallenge): Promise<void> {
  await db.insert(loginChallenges).values(challenge);
}

/** Forgets every expired challenge (each new one tidies up after the old ones; the index makes it cheap). */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
}

/**
 * An unexpired challenge and its active user, or undefined. With `lock`, the row is locked until
 * the transaction ends, so two requests with one challenge take turns (and the second finds it gone).
 */
export async function findChallenge(db: Db, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({
      id: loginChallenges.id,
      remember: loginChallenges.remember,
      setup: loginChallenges.setup,
      user: { ...sessionUserColumns },
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        gt(loginChallenges.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: loginChallenges }) : await query;
  return row
    ? { id: row.id, remember: row.remember, setup: row.setup, user: toSessionUserDto(row.user) }
    : undefined;
}

export async function deleteChallenge(db: Db, id: number): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

import { type SessionUser, toFlag } from '@newsroom/shared';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  isAdministrator: users.isAdministrator,
  isDeveloper: users.isDeveloper,
};

type SessionUserRow = { [K in keyof typeof sessionUserColumns]: (typeof users.$inferSelect)[K] };

export function toSessionUserDto(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    is_admin: toFlag(row.isAdmin),
    is_administrator: toFlag(row.isAdministrator),
    is_developer: toFlag(row.isDeveloper),
  };
}

export async function findLoginCandidate(db: Db, email: string) {
  const rows = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

/** The active user behind an unexpired token, or undefined. */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const rows = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.isActive, true)))
    .limit(1);
  return rows[0] ? toSessionUserDto(rows[0]) : undefined;
}

export async function insertSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** Forgets a user's sessions that have expired (each sign-in tidies up after the last ones). */
export async function deleteExpiredSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
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

import { SESSION_LIST_MESSAGES, type SessionUser, toFlag, type UserSession } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  findSessionsOfUser,
  type SessionRow,
} from './session.repo.ts';
import { browserOf } from './user-agent.ts';

/** A user's sessions: the list of their own, ending one or the others, and signing them out everywhere. */

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

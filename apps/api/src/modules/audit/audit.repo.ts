import type { AuditEntry, AuditFilter } from '@newsroom/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { withinDays } from '../../lib/day-range.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

function filterWhere(filter: Omit<AuditFilter, 'page' | 'per_page'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.user_id !== undefined) conditions.push(eq(auditLog.userId, filter.user_id));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entity_id !== undefined) conditions.push(eq(auditLog.entityId, filter.entity_id));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  conditions.push(...withinDays(auditLog.at, filter.date_from, filter.date_to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Entries of the filter, newest first: `limit` of them after skipping `offset`. */
export async function findAuditEntries(
  db: Db,
  filter: Omit<AuditFilter, 'page' | 'per_page'>,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: fullNameSql,
      userEmail: auditLog.userEmail,
      address: auditLog.address,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      label: auditLog.label,
      action: auditLog.action,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(filterWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    user_id: r.userId,
    user_name: r.userId === null ? null : r.userName,
    user_email: r.userEmail,
    address: r.address,
    entity: r.entity,
    entity_id: r.entityId,
    label: r.label,
    action: r.action,
    changes: r.changes ?? null,
  }));
}

export function findAuditPage(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  return findAuditEntries(db, filter, filter.per_page, pageOffset(filter));
}

export function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  return countWhere(db, auditLog, filterWhere(filter));
}

import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookOutbox, webhooks } from '../../db/schema/index.ts';

/**
 * The queue the worker (webhooks-worker.service.ts) runs on: the outbox the content triggers write
 * (migration 0015), the deliveries made from it, and their attempts.
 */

/** One changed item waiting in the outbox (a row of webhook_outbox). */
export interface OutboxItem {
  id: number;
  subject: string;
  firstEvent: string;
  event: string;
  surrogateKeys: string[];
  occurredAt: Date;
}

const outboxColumns = {
  id: webhookOutbox.id,
  subject: webhookOutbox.subject,
  firstEvent: webhookOutbox.firstEvent,
  event: webhookOutbox.event,
  surrogateKeys: webhookOutbox.surrogateKeys,
  occurredAt: webhookOutbox.occurredAt,
};

/** Items whose coalescing window (from their first change) ended by `cutoff`, oldest first. */
export function findDueOutbox(db: Db, cutoff: Date, limit: number): Promise<OutboxItem[]> {
  return db
    .select(outboxColumns)
    .from(webhookOutbox)
    .where(lte(webhookOutbox.firstAt, cutoff))
    .orderBy(webhookOutbox.firstAt, webhookOutbox.id)
    .limit(limit);
}

/**
 * Locks these items for the transaction that turns them into deliveries. SKIP LOCKED: an item
 * another instance is taking is left to it; it is gone once that one commits.
 */
export function lockOutbox(tx: Db, ids: number[]): Promise<OutboxItem[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(outboxColumns)
    .from(webhookOutbox)
    .where(inArray(webhookOutbox.id, ids))
    .for('update', { skipLocked: true });
}

export async function deleteOutbox(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(webhookOutbox).where(inArray(webhookOutbox.id, ids));
}

/** The webhooks that are on, with the events they want. */
export function findActiveWebhooks(tx: Db): Promise<Array<{ id: number; events: string[] }>> {
  return tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.isActive, true), isNull(webhooks.deletedAt)));
}

export interface NewDelivery {
  id: string;
  webhookId: number;
  event: string;
  body: string;
}

export async function insertDeliveries(tx: Db, rows: NewDelivery[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows.map((r) => ({ ...r, nextAttemptAt: now, createdAt: now })));
}

/** A delivery claimed for one attempt, with where it goes. */
export interface ClaimedDelivery {
  id: string;
  webhookId: number;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due deliveries of webhooks that are on: pending, their time come, not held
 * by an attempt in flight. Each is held until `lockUntil`, so no other instance sends it meanwhile
 * (an instance that dies mid-attempt lets it go when that time passes).
 */
export async function claimDueDeliveries(
  tx: Db,
  now: Date,
  lockUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const result = await tx.execute(sql`
    with due as (
      select d.id
      from webhook_deliveries d
      join webhooks w on w.id = d.webhook_id
      where d.status = 'pending' and d.next_attempt_at <= ${at(now)}
        and (d.locked_until is null or d.locked_until <= ${at(now)})
        and w.is_active and w.deleted_at is null
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d set locked_until = ${at(lockUntil)}
    from due, webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning d.id, d.webhook_id, d.event, d.body, d.attempts, w.url, w.secret`);
  // Both drivers answer raw queries with `{ rows }`.
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    webhookId: Number(row.webhook_id),
    event: String(row.event),
    body: String(row.body),
    attempts: Number(row.attempts),
    url: String(row.url),
    secret: String(row.secret),
  }));
}

export interface AttemptRecord {
  status: 'pending' | 'delivered' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string;
  at: Date;
  nextAttemptAt: Date | null;
}

/**
 * Writes an attempt's outcome and lets the delivery go. Only while it is still pending: a delivery
 * failed meanwhile (its webhook deleted or gone) stays failed.
 */
export async function recordAttempt(tx: Db, id: string, record: AttemptRecord): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      status: record.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: record.responseStatus,
      durationMs: record.durationMs,
      error: record.error,
      lastAttemptAt: record.at,
      nextAttemptAt: record.nextAttemptAt,
      lockedUntil: null,
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/** The endpoint answered 410: the webhook is turned off, with the reason the list shows. */
export async function disableWebhook(tx: Db, webhookId: number, reason: string): Promise<void> {
  await tx
    .update(webhooks)
    .set({ isActive: false, disabledReason: reason, updatedAt: new Date() })
    .where(eq(webhooks.id, webhookId));
}

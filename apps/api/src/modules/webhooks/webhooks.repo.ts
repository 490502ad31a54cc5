import type { Webhook, WebhookDelivery, WebhookEvent } from '@newsroom/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';

/** The webhooks the administrators manage and the deliveries they look at ('Integrációk'). */

const webhookColumns = {
  id: webhooks.id,
  name: webhooks.name,
  url: webhooks.url,
  events: webhooks.events,
  isActive: webhooks.isActive,
  disabledReason: webhooks.disabledReason,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

type WebhookRow = SelectResultFields<typeof webhookColumns>;

/** A webhook as the API answers it: never its secret. */
function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events as WebhookEvent[],
    is_active: row.isActive,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const notDeleted = (id: number) => and(eq(webhooks.id, id), isNull(webhooks.deletedAt));

export interface WebhookWrite {
  name: string;
  url: string;
  events: WebhookEvent[];
}

export async function insertWebhook(
  tx: Db,
  write: WebhookWrite & { secret: string; createdBy: number },
): Promise<Webhook> {
  const [row] = await tx
    .insert(webhooks)
    .values({ ...write, createdBy: write.createdBy })
    .returning(webhookColumns);
  if (!row) throw new Error('insertWebhook: the insert returned no row');
  return toWebhook(row);
}

/** The webhooks not deleted, oldest first. */
export async function findWebhooks(db: Db): Promise<Webhook[]> {
  const rows = await db
    .select(webhookColumns)
    .from(webhooks)
    .where(isNull(webhooks.deletedAt))
    .orderBy(asc(webhooks.id));
  return rows.map(toWebhook);
}

export async function findWebhook(db: Db, id: number): Promise<Webhook | undefined> {
  const [row] = await db.select(webhookColumns).from(webhooks).where(notDeleted(id));
  return row && toWebhook(row);
}

/**
 * Saves a webhook. Turned on (again), it loses the reason the server had turned it off for; turned
 * off by hand it has none. Answers whether it was found.
 */
export async function updateWebhook(
  tx: Db,
  id: number,
  write: WebhookWrite & { isActive?: boolean },
): Promise<boolean> {
  const { isActive, ...fields } = write;
  const rows = await tx
    .update(webhooks)
    .set({
      ...fields,
      ...(isActive === undefined ? {} : { isActive, disabledReason: '' }),
      updatedAt: new Date(),
    })
    .where(notDeleted(id))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

export async function softDeleteWebhook(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(webhooks)
    .set({ deletedAt: new Date(), isActive: false, updatedAt: new Date() })
    .where(notDeleted(id))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  responseStatus: webhookDeliveries.responseStatus,
  attempts: webhookDeliveries.attempts,
  durationMs: webhookDeliveries.durationMs,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  error: webhookDeliveries.error,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
};

function toDelivery(row: SelectResultFields<typeof deliveryColumns>): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status as WebhookDelivery['status'],
    response_status: row.responseStatus,
    attempts: row.attempts,
    duration_ms: row.durationMs,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** A webhook's latest deliveries, newest first. */
export async function findDeliveries(db: Db, webhookId: number, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(toDelivery);
}

export async function findDelivery(
  db: Db,
  webhookId: number,
  deliveryId: string,
): Promise<WebhookDelivery | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)));
  return row && toDelivery(row);
}

/**
 * Puts a delivery back in the queue, due at `now`: the same id and body, its attempts kept (a
 * manual retry is one more attempt). An attempt in flight keeps its lock, so it is not sent twice.
 */
export async function requeueDelivery(
  tx: Db,
  webhookId: number,
  deliveryId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)));
}

/** Ends a webhook's pending deliveries (it was deleted or its endpoint is gone). */
export async function failPendingDeliveries(tx: Db, webhookId: number, error: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
}

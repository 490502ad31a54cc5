import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Endpoints the public site registers to hear of changes (modules/webhooks). */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** The events it subscribes to (packages/shared/src/integrations.ts: WEBHOOK_EVENTS). */
  events: text('events').array().notNull(),
  /** Signs each delivery (HMAC-SHA256); shown once, when the webhook is made. */
  secret: text('secret').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Why the server turned it off (a 410 from the endpoint); '' while on or turned off by hand. */
  disabledReason: text('disabled_reason').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
});

/**
 * The outbox: one row per changed item ('article:12', 'banners', 'ad-slots', 'poll:right', 'menus')
 * not yet turned into deliveries. The content triggers (migration 0015) write it in the transaction
 * of the change; a later change of the same item updates the same row until the dispatcher takes it
 * (the coalescing window after `first_at`), so those changes become one delivery with the latest state.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    /** The first event of the window and the latest one (webhooks.service decides what is sent). */
    firstEvent: text('first_event').notNull(),
    event: text('event').notNull(),
    surrogateKeys: text('surrogate_keys').array().notNull(),
    /** The latest change. */
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The first change of the window: the dispatcher takes the row once the window has passed. */
    firstAt: timestamp('first_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_outbox_subject_idx').on(t.subject),
    index('webhook_outbox_first_idx').on(t.firstAt),
  ],
);

/** One event for one webhook, with its attempts; a retry sends the same id and body. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id),
    event: text('event').notNull(),
    /** The exact body sent (the signature covers these bytes). */
    body: text('body').notNull(),
    /** pending, delivered, failed (attempts used up or the endpoint turned off). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
    /** An instance sending it holds it until then; past it, another may send it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

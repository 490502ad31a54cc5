import { randomUUID } from 'node:crypto';
import { INTEGRATION_MESSAGES as m, type WebhookEvent, type WebhookPayload } from '@newsroom/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { Resolve } from './webhook-address.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  deleteOutbox,
  disableWebhook,
  findActiveWebhooks,
  findDueOutbox,
  insertDeliveries,
  lockOutbox,
  type NewDelivery,
  type OutboxItem,
  recordAttempt,
} from './webhook-queue.repo.ts';
import { type AttemptResult, sendAttempt } from './webhook-sender.ts';
import { failPendingDeliveries } from './webhooks.repo.ts';

/**
 * The webhooks' worker, on every instance (main.ts starts it once the server listens; test servers
 * start their own). Every second it
 * 1. turns the outbox items whose coalescing window has passed into deliveries, one per webhook
 *    that wants the event, in one transaction that takes the items (FOR UPDATE SKIP LOCKED: each
 *    item by one instance), and
 * 2. claims the due deliveries (again SKIP LOCKED, each held by a lock time) and sends them, each on
 *    its own, outside any transaction: a slow endpoint holds up no other delivery, no other tick.
 * Everything is in the database: a crash between a change's commit and its delivery loses nothing.
 */

/** The current state of a changed item in the content API's shape (modules/content). */
export interface WebhookContentSource {
  /** null: the item is no longer public (an article), its data is then `{id}`. */
  webhookData(subject: string, surrogateKeys: string[]): Promise<unknown | null>;
}

/** Delays before the 2nd..8th attempt: the first retry within 30 s, the last about a day later. */
export const DEFAULT_RETRY_DELAYS_MS = [
  20_000, 120_000, 600_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000,
];

export interface WebhookWorkerOptions {
  db: Db;
  content: WebhookContentSource;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS. */
  allowPrivateNetworks: boolean;
  /** Changes of one item within this time after its first become one delivery; default 5 s. */
  windowMs?: number;
  /** How often the worker looks for work; default 1 s. */
  intervalMs?: number;
  /** One delay per retry; attempts = delays + 1 (default DEFAULT_RETRY_DELAYS_MS: 8 attempts). */
  retryDelaysMs?: number[];
  /** Each delay is stretched by up to this share at random (default 0.1). */
  jitter?: number;
  /** The deadline of one attempt; default 5 s. */
  timeoutMs?: number;
  /** Attempts in flight at once on this instance; default 50. */
  maxInFlight?: number;
  resolve?: Resolve;
}

/** What one item sends: its last event, except that a publication then a save is a publication. */
export function resultingEvent(item: Pick<OutboxItem, 'firstEvent' | 'event'>): WebhookEvent {
  if (item.firstEvent === 'article.published' && item.event === 'article.updated') return 'article.published';
  return item.event as WebhookEvent;
}

const REMOVALS: readonly string[] = ['article.unpublished', 'article.deleted'];

/** `article:12` → `{id: 12}`. */
function idData(subject: string): { id: number | string } {
  const raw = subject.slice(subject.indexOf(':') + 1);
  return { id: /^\d+$/.test(raw) ? Number(raw) : raw };
}

interface Prepared {
  item: OutboxItem;
  event: WebhookEvent;
  data: unknown;
}

async function prepare(item: OutboxItem, content: WebhookContentSource): Promise<Prepared> {
  const event = resultingEvent(item);
  const isArticle = item.subject.startsWith('article:');
  if (REMOVALS.includes(event)) return { item, event, data: idData(item.subject) };
  const data = await content.webhookData(item.subject, item.surrogateKeys);
  return { item, event, data: data ?? (isArticle ? idData(item.subject) : {}) };
}

const sameChange = (a: OutboxItem, b: OutboxItem) =>
  a.event === b.event &&
  a.firstEvent === b.firstEvent &&
  a.occurredAt.getTime() === b.occurredAt.getTime() &&
  a.surrogateKeys.join(' ') === b.surrogateKeys.join(' ');

/**
 * Turns the outbox items whose window has passed into deliveries. Their data is read first, outside
 * the transaction; an item changed meanwhile is left for the next run, which reads it again, so a
 * delivery never carries a state older than its event. Answers how many deliveries were made.
 */
export async function dispatchOutbox(
  options: Pick<WebhookWorkerOptions, 'db' | 'content' | 'log' | 'windowMs'>,
  now = new Date(),
): Promise<number> {
  const { db, content, log } = options;
  const due = await findDueOutbox(db, new Date(now.getTime() - (options.windowMs ?? 5000)), 100);
  if (due.length === 0) return 0;
  const prepared = new Map<number, Prepared>();
  for (const item of due) {
    try {
      prepared.set(item.id, await prepare(item, content));
    } catch (err) {
      log.warn({ err, subject: item.subject }, 'webhook data could not be read; tried again at the next run');
    }
  }
  return inTransaction(db, async (tx) => {
    const locked = await lockOutbox(tx, [...prepared.keys()]);
    const taken = locked.flatMap((row) => {
      const p = prepared.get(row.id);
      return p && sameChange(p.item, row) ? [p] : [];
    });
    await deleteOutbox(
      tx,
      taken.map((p) => p.item.id),
    );
    const hooks = await findActiveWebhooks(tx);
    const deliveries: NewDelivery[] = [];
    for (const { item, event, data } of taken) {
      for (const hook of hooks.filter((h) => h.events.includes(event))) {
        const id = randomUUID();
        const payload: WebhookPayload = {
          id,
          event,
          occurred_at: item.occurredAt.toISOString(),
          data,
          surrogate_keys: item.surrogateKeys,
        };
        deliveries.push({ id, webhookId: hook.id, event, body: JSON.stringify(payload) });
      }
    }
    await insertDeliveries(tx, deliveries, now);
    return deliveries.length;
  });
}

/** When the next attempt is due after `attempts` attempts, or null when they are used up. */
export function nextAttemptAt(attempts: number, now: Date, delays: number[], jitter: number): Date | null {
  const delay = delays[attempts - 1];
  if (delay === undefined) return null;
  return new Date(now.getTime() + delay * (1 + Math.random() * jitter));
}

type SendOptions = Pick<
  WebhookWorkerOptions,
  'db' | 'allowPrivateNetworks' | 'retryDelaysMs' | 'jitter' | 'timeoutMs' | 'resolve'
>;

/** Writes an attempt's outcome: delivered, gone (410: the webhook is turned off), or retried later. */
async function recordOutcome(db: Db, delivery: ClaimedDelivery, result: AttemptResult, options: SendOptions) {
  const at = new Date();
  const base = { responseStatus: result.status, durationMs: result.durationMs, at };
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  if (ok) {
    await recordAttempt(db, delivery.id, { ...base, status: 'delivered', error: '', nextAttemptAt: null });
    return;
  }
  if (result.status === 410) {
    await inTransaction(db, async (tx) => {
      const record = { ...base, status: 'failed' as const, error: m.disabledBy410, nextAttemptAt: null };
      await recordAttempt(tx, delivery.id, record);
      await disableWebhook(tx, delivery.webhookId, m.disabledBy410);
      await failPendingDeliveries(tx, delivery.webhookId, m.disabledBy410);
    });
    return;
  }
  const next = nextAttemptAt(
    delivery.attempts + 1,
    at,
    options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    options.jitter ?? 0.1,
  );
  await recordAttempt(db, delivery.id, {
    ...base,
    status: next ? 'pending' : 'failed',
    error: result.error,
    nextAttemptAt: next,
  });
}

/** Sends one claimed delivery and records how it went. */
export async function deliver(delivery: ClaimedDelivery, options: SendOptions): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const result = await sendAttempt(delivery, {
    allowPrivateNetworks: options.allowPrivateNetworks,
    resolve: options.resolve,
    timeoutMs,
  });
  await recordOutcome(options.db, delivery, result, options);
  return result;
}

/** Claims the due deliveries, up to `limit`, each held for longer than an attempt may take. */
export function claimDeliveries(db: Db, limit: number, timeoutMs = 5000, now = new Date()) {
  const lockUntil = new Date(now.getTime() + timeoutMs + 30_000);
  return inTransaction(db, (tx) => claimDueDeliveries(tx, now, lockUntil, limit));
}

/**
 * Starts the worker: a run now, then one every interval, one run at a time; the attempts a run
 * starts go on in the background (up to maxInFlight), so the next run does not wait for a slow
 * endpoint. A failed run is logged and the next one tries again. Answers the stop function, which
 * waits for the run and the attempts in progress (each ends within its deadline).
 */
export function startWebhookWorker(options: WebhookWorkerOptions): () => Promise<void> {
  const { db, log } = options;
  const maxInFlight = options.maxInFlight ?? 50;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  let running: Promise<void> | undefined;

  const run = async () => {
    try {
      const made = await dispatchOutbox(options);
      if (made > 0) log.info({ deliveries: made }, 'webhook deliveries queued');
      if (stopped) return;
      const claimed = await claimDeliveries(db, maxInFlight - inFlight.size, options.timeoutMs);
      for (const delivery of claimed) {
        const attempt = deliver(delivery, options)
          .catch((err) => log.warn({ err, delivery: delivery.id }, 'webhook attempt could not be recorded'))
          .finally(() => inFlight.delete(attempt));
        inFlight.add(attempt);
      }
    } catch (err) {
      log.warn({ err }, 'webhook run failed; it runs again at the next interval');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => {
      running = undefined;
    });
  };
  tick();
  const interval = setInterval(tick, options.intervalMs ?? 1000);
  interval.unref();
  return async () => {
    stopped = true;
    clearInterval(interval);
    await running;
    await Promise.allSettled([...inFlight]);
  };
}

import { randomBytes } from 'node:crypto';
import {
  INTEGRATION_MESSAGES as m,
  type NewWebhook,
  normalizeHttpUrl,
  type SessionUser,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import { type AddressPolicy, checkWebhookUrl } from './webhook-address.ts';
import {
  failPendingDeliveries,
  findDeliveries,
  findDelivery,
  findWebhook,
  findWebhooks,
  insertWebhook,
  requeueDelivery,
  softDeleteWebhook,
  updateWebhook,
} from './webhooks.repo.ts';

/**
 * The webhooks of 'Integrációk' (administrators only, lib/route-access.ts): the endpoints the public
 * site registers, their deliveries and a manual retry. The worker that sends them is
 * webhooks-worker.service.ts.
 */

/** How many of a webhook's latest deliveries the list shows. */
export const DELIVERY_LIST_LIMIT = 100;

/** The signing secret: 32 random bytes, shown once. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The URL as stored (normalised), once every address its host resolves to passed the SSRF guard;
 * else the 400 of the `url` field.
 */
async function checkedUrl(url: string, policy: AddressPolicy): Promise<string> {
  const check = await checkWebhookUrl(url, policy);
  if (check.ok) return normalizeHttpUrl(url) ?? url;
  const message =
    check.reason === 'unresolvable'
      ? m.webhookUrlUnresolvable
      : check.reason === 'forbidden'
        ? m.webhookUrlForbidden
        : m.webhookUrlInvalid;
  throw new AppError('BAD_INPUT', message, { url: message });
}

function auditWebhook(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  before: Webhook | null,
  after: Webhook | null,
): Promise<void> {
  const hook = (after ?? before) as Webhook;
  return recordItemChange(tx, {
    entity: 'webhook',
    action,
    id: hook.id,
    before,
    after,
    label: hook.name,
    ignore: ['created_at', 'updated_at'],
  });
}

export function listWebhooks(db: Db): Promise<Webhook[]> {
  return findWebhooks(db);
}

export async function getWebhook(db: Db, id: number): Promise<Webhook> {
  const hook = await findWebhook(db, id);
  if (!hook) throw notFound(m.webhookNotFound);
  return hook;
}

/** A new webhook, on; the reply carries its signing secret, the only time it is shown. */
export async function createWebhook(
  db: Db,
  policy: AddressPolicy,
  actor: SessionUser,
  input: WebhookInput,
): Promise<NewWebhook> {
  const url = await checkedUrl(input.url, policy);
  const secret = newSecret();
  return inTransaction(db, async (tx) => {
    const hook = await insertWebhook(tx, {
      name: input.name,
      url,
      events: input.events,
      secret,
      createdBy: actor.id,
    });
    await auditWebhook(tx, 'create', null, hook);
    return { ...hook, secret };
  });
}

/** Saves a webhook; `is_active: true` turns one the server had turned off back on. */
export async function saveWebhook(
  db: Db,
  policy: AddressPolicy,
  id: number,
  input: WebhookInput,
): Promise<Webhook> {
  await getWebhook(db, id);
  const url = await checkedUrl(input.url, policy);
  return inTransaction(db, async (tx) => {
    const before = await findWebhook(tx, id);
    const write = { name: input.name, url, events: input.events, isActive: input.is_active };
    if (!before || !(await updateWebhook(tx, id, write))) throw notFound(m.webhookNotFound);
    const after = await getWebhook(tx, id);
    await auditWebhook(tx, 'update', before, after);
    return after;
  });
}

/** Deletes a webhook (kept, marked deleted): nothing more is sent to it, its queue is dropped. */
export async function deleteWebhook(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await findWebhook(tx, id);
    if (!before || !(await softDeleteWebhook(tx, id))) throw notFound(m.webhookNotFound);
    await failPendingDeliveries(tx, id, m.deliveryWebhookDeleted);
    await auditWebhook(tx, 'delete', before, null);
  });
}

export async function listDeliveries(db: Db, webhookId: number): Promise<WebhookDelivery[]> {
  await getWebhook(db, webhookId);
  return findDeliveries(db, webhookId, DELIVERY_LIST_LIMIT);
}

/** Sends a delivery again (the same id and body), now, whatever became of it. */
export async function retryDelivery(db: Db, webhookId: number, deliveryId: string): Promise<WebhookDelivery> {
  return inTransaction(db, async (tx) => {
    await getWebhook(tx, webhookId);
    if (!(await findDelivery(tx, webhookId, deliveryId))) throw notFound(m.deliveryNotFound);
    await requeueDelivery(tx, webhookId, deliveryId, new Date());
    const delivery = await findDelivery(tx, webhookId, deliveryId);
    if (!delivery) throw notFound(m.deliveryNotFound);
    return delivery;
  });
}

import { z } from 'zod';
import { normalizeHttpUrl } from './ads.ts';
import { recordIdSchema, timestampSchema } from './envelope.ts';
import { isFilled, rule } from './rules.ts';
import { INTEGRATION_MESSAGES as m } from './strings/integrations.ts';

/**
 * Content keys and webhooks: what the public site is given to read the content API and to hear of
 * changes ('Integrációk', administrators only; docs/api.md, "Content API").
 */

export const MAX_CONTENT_KEY_NAME_LENGTH = 100;

/** POST /api/content-keys. */
export const contentKeyInputSchema = z.object({
  name: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine(isFilled, rule(m.keyNameMissing))
    .refine((v) => v.length <= MAX_CONTENT_KEY_NAME_LENGTH, rule(m.keyNameTooLong)),
});
export type ContentKeyInput = z.infer<typeof contentKeyInputSchema>;

export const contentKeySchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    prefix: z.string().describe("The key's first characters, to tell keys apart."),
    created_at: timestampSchema,
    last_used_at: timestampSchema.nullable().describe('Updated at most once a minute.'),
    revoked_at: timestampSchema.nullable(),
  })
  .meta({ id: 'ContentKey' });
export type ContentKey = z.infer<typeof contentKeySchema>;

/** The reply of a new key: the only time the key itself is shown. */
export const newContentKeySchema = contentKeySchema.extend({ key: z.string() }).meta({ id: 'NewContentKey' });
export type NewContentKey = z.infer<typeof newContentKeySchema>;

// ---------------------------------------------------------------- webhooks

export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'banners.changed',
  'ad_slots.changed',
  'polls.changed',
  'menus.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, in the words of the 'Integrációk' screen. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'article.published': 'Cikk megjelent',
  'article.updated': 'Megjelent cikk módosult',
  'article.unpublished': 'Cikk visszavonva piszkozatba',
  'article.deleted': 'Cikk törölve',
  'banners.changed': 'Bannerek változtak',
  'ad_slots.changed': 'Google hirdetési helyek változtak',
  'polls.changed': 'Jobb oldali szavazás változott',
  'menus.changed': 'Rovatok változtak',
};

export const MAX_WEBHOOK_NAME_LENGTH = 100;
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** POST /api/webhooks and PUT /api/webhooks/{id} (`is_active` only on a save). */
export const webhookInputSchema = z.object({
  name: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine(isFilled, rule(m.webhookNameMissing))
    .refine((v) => v.length <= MAX_WEBHOOK_NAME_LENGTH, rule(m.webhookNameTooLong)),
  url: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v.length <= MAX_WEBHOOK_URL_LENGTH, rule(m.webhookUrlInvalid))
    .refine((v) => /^https?:\/\//i.test(v) && normalizeHttpUrl(v) !== undefined, rule(m.webhookUrlInvalid)),
  events: z
    .array(z.string())
    .default([])
    .refine((events) => events.length > 0, rule(m.webhookEventsMissing))
    .refine(
      (events) => events.every((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
      rule(m.webhookEventUnknown),
    )
    .transform((events) => [...new Set(events)] as WebhookEvent[]),
  is_active: z.boolean().optional(),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    is_active: z.boolean(),
    disabled_reason: z
      .string()
      .describe(
        "Why the server turned it off (the endpoint answered 410); '' when on or turned off by hand.",
      ),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/** The reply of a new webhook: the only time its signing secret is shown. */
export const newWebhookSchema = webhookSchema.extend({ secret: z.string() }).meta({ id: 'NewWebhook' });
export type NewWebhook = z.infer<typeof newWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    response_status: z
      .number()
      .int()
      .nullable()
      .describe('The HTTP status of the last attempt; null: none answered.'),
    attempts: z.number().int(),
    duration_ms: z.number().int().nullable(),
    next_attempt_at: timestampSchema.nullable(),
    error: z.string(),
    created_at: timestampSchema,
    last_attempt_at: timestampSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What a delivery's body carries (the signature covers its exact bytes). */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  occurred_at: string;
  data: unknown;
  surrogate_keys: string[];
}

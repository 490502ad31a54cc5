import {
  INTEGRATIONS_SCREEN,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookInput,
  webhookInputSchema,
} from '@newsroom/shared';
import { rulesValidator } from '../../lib/rules-validator.ts';

/** What the webhook dialog's fields hold. */
export type WebhookFormValues = {
  name: string;
  url: string;
  events: string[];
  is_active: boolean;
};

/** A new webhook starts with every event, and on. */
export function webhookFormFrom(webhook: Webhook | null): WebhookFormValues {
  return webhook
    ? { name: webhook.name, url: webhook.url, events: [...webhook.events], is_active: webhook.is_active }
    : { name: '', url: '', events: [...WEBHOOK_EVENTS], is_active: true };
}

/** The body of the save; `is_active` only for an existing webhook (a new one is on). */
export function webhookInputFrom(values: WebhookFormValues, isNew: boolean): WebhookInput {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    // In the contract's order, whatever order they were ticked in.
    events: WEBHOOK_EVENTS.filter((e) => values.events.includes(e)),
    ...(isNew ? {} : { is_active: values.is_active }),
  };
}

/** The form's field that shows an error of a body path (`events.0` → `events`). */
export function webhookFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/** The dialog's rules, the API's own (webhookInputSchema): a name, an http(s) URL, one event or more. */
export const webhookFormValidator = rulesValidator<WebhookFormValues>(
  webhookInputSchema,
  INTEGRATIONS_SCREEN.invalid,
  (values) => webhookInputFrom(values, false),
  webhookFieldOf,
);

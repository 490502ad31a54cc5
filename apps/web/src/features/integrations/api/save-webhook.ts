import {
  type NewWebhook,
  newWebhookSchema,
  okReplySchema,
  type WebhookInput,
  webhookSchema,
} from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { webhooksKey } from './webhooks.ts';

export interface SaveWebhookVariables {
  /** null for a new webhook (POST /api/webhooks). */
  id: number | null;
  input: WebhookInput;
}

const newWebhookReplySchema = okReplySchema(newWebhookSchema);
const webhookReplySchema = okReplySchema(webhookSchema);

/** A saved webhook: the server's message, and for a new one its reply with the signing secret. */
export interface SavedWebhook {
  message?: string;
  created: NewWebhook | null;
}

/**
 * POST /api/webhooks (the reply carries the signing secret, the only time it is shown) or
 * PUT /api/webhooks/{id} (name, url, events, is_active).
 */
export async function saveWebhook({ id, input }: SaveWebhookVariables): Promise<SavedWebhook> {
  if (id === null) {
    const reply = await apiRequest('POST', '/webhooks', newWebhookReplySchema, { body: input });
    return { message: reply.message, created: reply.data };
  }
  const reply = await apiRequest('PUT', `/webhooks/${id}`, webhookReplySchema, { body: input });
  return { message: reply.message, created: null };
}

/** Saves a webhook and reloads the list. Errors are left to the form (silent), which marks the fields. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebhook,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

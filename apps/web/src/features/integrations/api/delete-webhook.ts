import { INTEGRATION_MESSAGES, idDataSchema, okReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { webhooksKey } from './webhooks.ts';

/** DELETE /api/webhooks/{id}. */
export function deleteWebhook(id: number) {
  return apiRequest('DELETE', `/webhooks/${id}`, okReplySchema(idDataSchema));
}

export function useDeleteWebhook() {
  return useListWrite(deleteWebhook, {
    invalidates: webhooksKey,
    fallback: INTEGRATION_MESSAGES.webhookDeleted,
  });
}

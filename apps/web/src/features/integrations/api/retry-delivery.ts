import { INTEGRATION_MESSAGES, okReplySchema, webhookDeliverySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { webhookDeliveriesKey } from './webhook-deliveries.ts';

export interface RetryDeliveryVariables {
  webhookId: number;
  deliveryId: string;
}

/** POST /api/webhooks/{id}/deliveries/{delivery_id}/retry: sent again soon, with the same delivery id. */
export function retryDelivery({ webhookId, deliveryId }: RetryDeliveryVariables) {
  return apiRequest(
    'POST',
    `/webhooks/${webhookId}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    okReplySchema(webhookDeliverySchema),
  );
}

export function useRetryDelivery(webhookId: number) {
  return useListWrite(retryDelivery, {
    invalidates: webhookDeliveriesKey(webhookId),
    fallback: INTEGRATION_MESSAGES.deliveryRetried,
  });
}

import { okReplySchema, webhookDeliverySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';
import { webhooksKey } from './webhooks.ts';

/** While the deliveries are shown they are read again this often: pending ones change by themselves. */
const REFRESH_MS = 3_000;

export const webhookDeliveriesKey = (id: number) => [...webhooksKey, 'deliveries', id] as const;

const deliveriesReplySchema = okReplySchema(webhookDeliverySchema.array());

/** GET /api/webhooks/{id}/deliveries: the latest deliveries, newest first; null id: none asked. */
export function useWebhookDeliveries(id: number | null) {
  return useQuery({
    queryKey: webhookDeliveriesKey(id ?? 0),
    queryFn: ({ signal }) =>
      apiGet(`/webhooks/${id}/deliveries`, deliveriesReplySchema, signal).then((r) => r.data),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

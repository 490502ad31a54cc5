import { okReplySchema, webhookSchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** Every webhook query (the list, the deliveries) shares this root, so a write can reload them all. */
export const webhooksKey = ['webhooks'] as const;

const webhooksReplySchema = okReplySchema(webhookSchema.array());

/** GET /api/webhooks: every endpoint with its events and state (never its secret). */
export const webhooksQuery = queryOptions({
  queryKey: [...webhooksKey, 'list'],
  queryFn: ({ signal }) => apiGet('/webhooks', webhooksReplySchema, signal).then((r) => r.data),
});

export function useWebhooks(enabled: boolean) {
  return useQuery({ ...webhooksQuery, enabled });
}

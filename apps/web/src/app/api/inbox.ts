import { idDataSchema, inboxSchema, NOTIFICATIONS_INTERVAL_MS, okReplySchema } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api.ts';
import { notificationsKey } from './notifications.ts';

export const inboxKey = ['inbox'] as const;

/** GET /api/inbox, polled like the counters (from the start: the bell shows what waits at once). */
export function useInbox() {
  return useQuery({
    queryKey: inboxKey,
    queryFn: ({ signal }) => apiGet('/inbox', okReplySchema(inboxSchema), signal).then((r) => r.data),
    refetchInterval: NOTIFICATIONS_INTERVAL_MS,
    staleTime: NOTIFICATIONS_INTERVAL_MS / 2,
    meta: { background: true },
  });
}

/** POST /api/inbox/{id}/read, or /api/inbox/read-all without an id; the bell and counters follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null): Promise<void> => {
      if (id === null) await apiRequest('POST', '/inbox/read-all', okReplySchema(inboxSchema));
      else await apiRequest('POST', `/inbox/${id}/read`, okReplySchema(idDataSchema));
    },
    meta: { silent: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: inboxKey });
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

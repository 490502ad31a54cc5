import {
  NOTIFICATIONS_FIRST_FETCH_MS,
  NOTIFICATIONS_INTERVAL_MS,
  type Notifications,
  notificationsReplySchema,
} from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api.ts';

export const notificationsKey = ['notifications'] as const;

/**
 * GET /api/notifications, polled: the first call happens after 60 s (docs/product.md), then every
 * interval. Background polls do not light the global loading bar.
 */
export function useNotifications(): Notifications | undefined {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), NOTIFICATIONS_FIRST_FETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiGet('/notifications', notificationsReplySchema, signal).then((r) => r.data),
    enabled: started,
    refetchInterval: NOTIFICATIONS_INTERVAL_MS,
    staleTime: NOTIFICATIONS_INTERVAL_MS / 2,
    meta: { background: true },
  });
  return query.data;
}

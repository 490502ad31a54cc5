import { dashboardReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/dashboard: the four counts and the weekly visitors. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiGet('/dashboard', dashboardReplySchema, signal).then((r) => r.data),
  staleTime: 30_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}

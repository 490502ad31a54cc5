import { appSettingsReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api.ts';

/** GET /api/app-settings: every feature reads settings through this one query. */
export const appSettingsQuery = queryOptions({
  queryKey: ['app-settings'],
  queryFn: ({ signal }) => apiGet('/app-settings', appSettingsReplySchema, signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

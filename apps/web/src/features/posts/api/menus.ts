import { menusReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/admin-menu-items: the article categories; they rarely change. */
export const menusQuery = queryOptions({
  queryKey: ['admin-menu-items'],
  queryFn: ({ signal }) => apiGet('/admin-menu-items', menusReplySchema, signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function useMenus(enabled = true) {
  return useQuery({ ...menusQuery, enabled });
}

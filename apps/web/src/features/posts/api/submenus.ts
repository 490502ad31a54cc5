import { submenusReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/admin-sub-menu-items/{menu_id}: the subcategories of one category. */
export const submenusQuery = (menuId: number) =>
  queryOptions({
    queryKey: ['admin-sub-menu-items', menuId],
    queryFn: ({ signal }) =>
      apiGet(`/admin-sub-menu-items/${menuId}`, submenusReplySchema, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export function useSubmenus(menuId: number) {
  return useQuery({ ...submenusQuery(menuId), enabled: menuId > 0 });
}

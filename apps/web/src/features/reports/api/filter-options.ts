import { menusReplySchema, postTypesReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/admin-menu-items: the categories of the Menü filter. */
export const reportMenusQuery = queryOptions({
  queryKey: ['admin-menu-items'],
  queryFn: ({ signal }) => apiGet('/admin-menu-items', menusReplySchema, signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

/** GET /api/posts/types: the post types of the Típus filter. */
export const reportPostTypesQuery = queryOptions({
  queryKey: ['post-types'],
  queryFn: ({ signal }) => apiGet('/posts/types', postTypesReplySchema, signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const useReportMenus = () => useQuery(reportMenusQuery);
export const useReportPostTypes = () => useQuery(reportPostTypesQuery);

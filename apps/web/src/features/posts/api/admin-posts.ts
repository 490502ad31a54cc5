import type { ListReply, PostListItem } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** Query parameters of GET /api/admin-posts; a missing or empty value means "not set". */
export type AdminPostsParams = Partial<
  Record<
    | 'q'
    | 'date_from'
    | 'date_to'
    | 'menu_id'
    | 'post_type'
    | 'user_id'
    | 'type'
    | 'include_inactive'
    | 'page'
    | 'per_page',
    string
  >
>;

/** Every article list shares this root, so a write can invalidate them all at once. */
export const adminPostsKey = ['admin-posts'] as const;

export function fetchAdminPosts(params: AdminPostsParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return apiGet<ListReply<PostListItem>>(`/admin-posts?${search}`, signal);
}

/** GET /api/admin-posts: one page of articles or drafts, newest first. */
export const adminPostsQuery = (params: AdminPostsParams) =>
  queryOptions({
    queryKey: [...adminPostsKey, params],
    queryFn: ({ signal }) => fetchAdminPosts(params, signal),
    // Paging and filtering keep the rows on screen until the next page arrives (no flash).
    placeholderData: keepPreviousData,
  });

export function useAdminPosts(params: AdminPostsParams, enabled = true) {
  return useQuery({ ...adminPostsQuery(params), enabled });
}

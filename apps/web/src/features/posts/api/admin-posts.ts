import { type postFilterSchema, postListReplySchema, type QueryParams } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api.ts';

/** Query parameters of GET /api/admin-posts (its filter schema's); a missing or empty value means "not set". */
export type AdminPostsParams = QueryParams<typeof postFilterSchema>;

/** Every article list shares this root, so a write can invalidate them all at once. */
export const adminPostsKey = ['admin-posts'] as const;

export function fetchAdminPosts(params: AdminPostsParams, signal?: AbortSignal) {
  return apiGet(withQuery('/admin-posts', params), postListReplySchema, signal);
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

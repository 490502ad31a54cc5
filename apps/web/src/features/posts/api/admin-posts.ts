import { type postFilterSchema, postListReplySchema, type QueryParams } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';

/** Query parameters of GET /api/admin-posts (its filter schema's); a missing or empty value means "not set". */
export type AdminPostsParams = QueryParams<typeof postFilterSchema>;

/** Every article list shares this root, so a write can invalidate them all at once. */
export const adminPostsKey = ['admin-posts'] as const;

/** GET /api/admin-posts: one page of articles or drafts, newest first. */
export const adminPostsQuery = (params: AdminPostsParams) =>
  pagedListQuery([...adminPostsKey, params], '/admin-posts', params, postListReplySchema);

export function useAdminPosts(params: AdminPostsParams, enabled = true) {
  return useQuery({ ...adminPostsQuery(params), enabled });
}

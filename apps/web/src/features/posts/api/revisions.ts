import { revisionListReplySchema } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api.ts';

/** Every list of one article's revisions shares this root, so a save or restore reloads them all. */
export const revisionsKey = (postId: number) => ['post-revisions', postId] as const;

/** GET /api/posts/{id}/revisions: one page of the article's revisions, newest first. */
export const revisionsQuery = (postId: number, page: number) =>
  queryOptions({
    queryKey: [...revisionsKey(postId), page],
    queryFn: ({ signal }) =>
      apiGet(
        withQuery(`/posts/${postId}/revisions`, { page: String(page) }),
        revisionListReplySchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useRevisions(postId: number, page: number) {
  return useQuery(revisionsQuery(postId, page));
}

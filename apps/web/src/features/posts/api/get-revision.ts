import { revisionReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/posts/{id}/revisions/{revision_id}: the article as that save stored it (never changes). */
export const revisionQuery = (postId: number, revisionId: number) =>
  queryOptions({
    queryKey: ['post-revision', postId, revisionId],
    queryFn: ({ signal }) =>
      apiGet(`/posts/${postId}/revisions/${revisionId}`, revisionReplySchema, signal).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRevision(postId: number, revisionId: number | null) {
  return useQuery({ ...revisionQuery(postId, revisionId ?? 0), enabled: revisionId !== null });
}

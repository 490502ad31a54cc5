import { postReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { adminPostsKey } from './admin-posts.ts';
import { postKey } from './get-post.ts';
import { revisionsKey } from './revisions.ts';

export interface RestoreRevisionVariables {
  postId: number;
  revisionId: number;
  /** The `last_update` of the article the editor loaded: a 409 when it changed since. */
  lastUpdate: string | null;
}

/** POST /api/posts/{id}/revisions/{revision_id}/restore; the reply is PUT /api/posts/{id}'s. */
export function restoreRevision({ postId, revisionId, lastUpdate }: RestoreRevisionVariables) {
  return apiRequest('POST', `/posts/${postId}/revisions/${revisionId}/restore`, postReplySchema, {
    body: lastUpdate ? { last_update: lastUpdate } : {},
  });
}

/**
 * Restores a revision: the reply's article becomes the editor's, and the lists and the revisions
 * reload. Errors are left to the caller (silent), which shows the server's message (409 included).
 */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    meta: { silent: true },
    onSuccess: async (reply) => {
      queryClient.setQueryData(postKey(reply.data.id), reply.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPostsKey }),
        queryClient.invalidateQueries({ queryKey: revisionsKey(reply.data.id) }),
      ]);
    },
  });
}

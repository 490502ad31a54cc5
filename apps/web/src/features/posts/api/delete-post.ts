import { idDataSchema, okReplySchema, POST_MESSAGES } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { adminPostsKey } from './admin-posts.ts';

/** DELETE /api/posts/{id}: a soft delete (the article becomes inactive). */
export function deletePost(id: number) {
  return apiRequest('DELETE', `/posts/${id}`, okReplySchema(idDataSchema));
}

/** Deletes an article, says so with the server's message and reloads the article lists. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (reply) => {
      showSuccess(reply.message || POST_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: adminPostsKey });
    },
  });
}

import { type PostInput, postReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { adminPostsKey } from './admin-posts.ts';
import { postKey } from './get-post.ts';

export interface SavePostVariables {
  /** null for a new article (POST /api/posts/add). */
  id: number | null;
  input: PostInput;
}

/** POST /api/posts/add or PUT /api/posts/{id}; the reply carries the saved article. */
export function savePost({ id, input }: SavePostVariables) {
  return id === null
    ? apiRequest('POST', '/posts/add', postReplySchema, { body: input })
    : apiRequest('PUT', `/posts/${id}`, postReplySchema, { body: input });
}

/**
 * Saves an article and reloads the article lists. Errors are left to the caller (silent), which
 * shows them and marks the fields the server named.
 */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    meta: { silent: true },
    onSuccess: async (reply) => {
      queryClient.setQueryData(postKey(reply.data.id), reply.data);
      await queryClient.invalidateQueries({ queryKey: adminPostsKey });
    },
  });
}

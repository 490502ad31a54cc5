import { type PostBulkInput, postBulkReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { adminPostsKey } from './admin-posts.ts';

/**
 * POST /api/posts/bulk: one action on the selected articles, each with the last_update the list
 * showed; the reply tells each article's outcome and sums them up in its message.
 */
export function bulkPosts(input: PostBulkInput) {
  return apiRequest('POST', '/posts/bulk', postBulkReplySchema, { body: input });
}

/** Runs a bulk action and reloads the article lists, whatever the outcome of each article. */
export function useBulkPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPosts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPostsKey }),
  });
}

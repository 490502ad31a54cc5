import { idDataSchema, okReplySchema, POST_MESSAGES } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { adminPostsKey } from './admin-posts.ts';

/** DELETE /api/posts/{id}: a soft delete (the article becomes inactive). */
export function deletePost(id: number) {
  return apiRequest('DELETE', `/posts/${id}`, okReplySchema(idDataSchema));
}

/** Deletes an article, says so with the server's message and reloads the article lists. */
export function useDeletePost() {
  return useListWrite(deletePost, { invalidates: adminPostsKey, fallback: POST_MESSAGES.deleted });
}

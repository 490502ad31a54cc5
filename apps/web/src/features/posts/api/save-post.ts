import { type PostInput, postReplySchema } from '@newsroom/shared';
import { saveItem } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { adminPostsKey } from './admin-posts.ts';
import { postKey } from './get-post.ts';

export interface SavePostVariables {
  /** null for a new article (POST /api/posts/add). */
  id: number | null;
  input: PostInput;
}

/** POST /api/posts/add or PUT /api/posts/{id}; the reply carries the saved article. */
export function savePost({ id, input }: SavePostVariables) {
  return saveItem('/posts', postReplySchema, id, input);
}

/**
 * Saves an article and reloads the article lists. Errors are left to the caller (silent), which
 * shows them and marks the fields the server named.
 */
export function useSavePost() {
  return useItemSave(savePost, { itemKey: postKey, invalidates: adminPostsKey, silent: true });
}

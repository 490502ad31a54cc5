import { postReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editedItemQuery } from '../../../lib/queries.ts';

export const postKey = (id: number) => ['post', id] as const;

/** GET /api/posts/{id}: one article with every field, as the editor loads it; 404 for a missing or inactive one. */
export const postQuery = (id: number) => editedItemQuery(postKey(id), `/posts/${id}`, postReplySchema);

export function usePost(id: number | null) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== null });
}

import { postReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

export const postKey = (id: number) => ['post', id] as const;

/** GET /api/posts/{id}: one article with every field; 404 for a missing or inactive one. */
export const postQuery = (id: number) =>
  queryOptions({
    queryKey: postKey(id),
    queryFn: ({ signal }) => apiGet(`/posts/${id}`, postReplySchema, signal).then((r) => r.data),
    // The editor works on what it loaded; a background refetch must not replace the form's base.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function usePost(id: number | null) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== null });
}

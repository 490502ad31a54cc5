import { postTypesReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/posts/types: the article types (Hír, Galéria, …); they rarely change. */
export const postTypesQuery = queryOptions({
  queryKey: ['post-types'],
  queryFn: ({ signal }) => apiGet('/posts/types', postTypesReplySchema, signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function usePostTypes(enabled = true) {
  return useQuery({ ...postTypesQuery, enabled });
}

import { userSearchReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api.ts';

/** GET /api/users/search/{q}: at most 20 users whose name matches, for the author filter. */
export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['user-search', q],
    queryFn: ({ signal }) =>
      apiGet(`/users/search/${encodeURIComponent(q)}`, userSearchReplySchema, signal).then(
        (r) => r.data.data,
      ),
    staleTime: 60_000,
    // Typing in a field should not light the global loading bar; the field shows its own loader.
    meta: { background: true },
  });

export function useUserSearch(q: string) {
  const term = q.trim();
  return useQuery({ ...userSearchQuery(term), enabled: term.length > 0 });
}

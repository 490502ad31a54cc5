import { userReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';
import { usersKey } from './users-list.ts';

export const userKey = (id: number) => [...usersKey, 'one', id] as const;

/** GET /api/users/{id}: one user with every field; 404 for a missing or deleted (inactive) one. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: userKey(id),
    queryFn: ({ signal }) => apiGet(`/users/${id}`, userReplySchema, signal).then((r) => r.data),
    // The form works on what it loaded; a background refetch must not replace its base.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}

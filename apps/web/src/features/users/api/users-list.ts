import type { ListReply } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';
import type { UserListItem } from '../types.ts';

/** Query parameters of GET /api/users; a missing or empty value means "not set". */
export type UsersParams = Partial<
  Record<'q' | 'email' | 'is_admin' | 'include_inactive' | 'page' | 'per_page', string>
>;

/** Every user list and user shares this root, so a write can invalidate them all at once. */
export const usersKey = ['users'] as const;

export function fetchUsers(params: UsersParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return apiGet<ListReply<UserListItem>>(`/users?${search}`, signal);
}

/** GET /api/users: one page of users. */
export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}

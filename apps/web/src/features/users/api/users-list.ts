import { type QueryParams, type userFilterSchema, userListReplySchema } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../../lib/api.ts';

/** Query parameters of GET /api/users (its filter schema's); a missing or empty value means "not set". */
export type UsersParams = QueryParams<typeof userFilterSchema>;

/** Every user list and user shares this root, so a write can invalidate them all at once. */
export const usersKey = ['users'] as const;

export function fetchUsers(params: UsersParams, signal?: AbortSignal) {
  return apiGet(withQuery('/users', params), userListReplySchema, signal);
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

import { type QueryParams, type userFilterSchema, userListReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';

/** Query parameters of GET /api/users (its filter schema's); a missing or empty value means "not set". */
export type UsersParams = QueryParams<typeof userFilterSchema>;

/** Every user list and user shares this root, so a write can invalidate them all at once. */
export const usersKey = ['users'] as const;

/** GET /api/users: one page of users. */
export const usersQuery = (params: UsersParams) =>
  pagedListQuery([...usersKey, 'list', params], '/users', params, userListReplySchema);

export function useUsers(params: UsersParams) {
  return useQuery(usersQuery(params));
}

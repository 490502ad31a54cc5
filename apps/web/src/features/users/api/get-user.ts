import { type UserDetails, userReplySchema } from '@newsroom/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { editedItemQuery } from '../../../lib/queries.ts';
import { usersKey } from './users-list.ts';

export const userKey = (id: number) => [...usersKey, 'one', id] as const;

/** GET /api/users/{id}: one user with every field; 404 for a missing or deleted (inactive) one. */
export const userQuery = (id: number) => editedItemQuery(userKey(id), `/users/${id}`, userReplySchema);

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}

/**
 * After an administrator's reset of a user's second factor: the details on screen say it is gone
 * (the form's item query is never refetched under it).
 */
export function useMarkTwoFactorOff() {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.setQueryData<UserDetails>(userKey(id), (user) =>
      user ? { ...user, two_factor_enabled: 0 } : user,
    );
}

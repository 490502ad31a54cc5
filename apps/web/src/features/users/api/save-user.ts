import type { Flag, OkReply } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { UserDetails } from '../types.ts';
import { userKey } from './get-user.ts';
import { usersKey } from './users-list.ts';

/** The body of POST /api/users/add and PUT /api/users/{id} (SPEC.md point 3: User). */
export interface UserInput {
  first_name: string;
  last_name: string;
  email: string;
  /** '' leaves the password unchanged on PUT. */
  password: string;
  confirm_password: string;
  is_admin: Flag;
  is_active: Flag;
  /** As loaded; the server answers 409 when the user changed since. */
  last_update?: string;
}

export interface SaveUserVariables {
  /** null for a new user. */
  id: number | null;
  input: UserInput;
}

export function saveUser({ id, input }: SaveUserVariables) {
  return id === null
    ? apiRequest<OkReply<UserDetails>>('POST', '/users/add', { body: input })
    : apiRequest<OkReply<UserDetails>>('PUT', `/users/${id}`, { body: input });
}

/** Saves a user (the server's message shows on failure) and reloads the user lists. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: async (reply) => {
      queryClient.setQueryData(userKey(reply.data.id), reply.data);
      await queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
    },
  });
}

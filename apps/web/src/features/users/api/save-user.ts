import { type UserInput, userReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { userKey } from './get-user.ts';
import { usersKey } from './users-list.ts';

export interface SaveUserVariables {
  /** null for a new user. */
  id: number | null;
  /** The body of POST /api/users/add and PUT /api/users/{id}; an empty password leaves it unchanged on PUT. */
  input: UserInput;
}

export function saveUser({ id, input }: SaveUserVariables) {
  return id === null
    ? apiRequest('POST', '/users/add', userReplySchema, { body: input })
    : apiRequest('PUT', `/users/${id}`, userReplySchema, { body: input });
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

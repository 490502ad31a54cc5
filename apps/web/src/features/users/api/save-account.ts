import type { OkReply } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import type { UserDetails } from '../types.ts';
import { userKey } from './get-user.ts';
import { usersKey } from './users-list.ts';

export interface AccountInput {
  first_name: string;
  last_name: string;
  email: string;
  last_update: string;
}

/** PUT /api/users/{id} with myaccount: 1: the server takes only the name and the e-mail. */
export function saveAccount({ id, input }: { id: number; input: AccountInput }) {
  return apiRequest<OkReply<UserDetails>>('PUT', `/users/${id}`, { body: { ...input, myaccount: 1 } });
}

/** Saves one's own account; errors are left to the caller (a network failure has its own text). */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    meta: { silent: true },
    onSuccess: async (reply) => {
      queryClient.setQueryData(userKey(reply.data.id), reply.data);
      await queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
    },
  });
}

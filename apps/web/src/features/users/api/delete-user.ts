import { idDataSchema, okReplySchema, USER_LIST } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { usersKey } from './users-list.ts';

/** DELETE /api/users/{id}: a soft delete (the user becomes inactive). */
export function deleteUser(id: number) {
  return apiRequest('DELETE', `/users/${id}`, okReplySchema(idDataSchema));
}

/** Deletes a user, says so with the server's message and reloads the user lists. */
export function useDeleteUser(fallbackMessage: string = USER_LIST.deletedFallback) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (reply) => {
      showSuccess(reply.message || fallbackMessage);
      await queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] });
    },
  });
}

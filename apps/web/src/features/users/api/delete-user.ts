import { idDataSchema, okReplySchema, USER_LIST } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { usersKey } from './users-list.ts';

/** DELETE /api/users/{id}: a soft delete (the user becomes inactive). */
export function deleteUser(id: number) {
  return apiRequest('DELETE', `/users/${id}`, okReplySchema(idDataSchema));
}

/** Deletes a user, says so with the server's message and reloads the user lists. */
export function useDeleteUser(fallbackMessage: string = USER_LIST.deletedFallback) {
  return useListWrite(deleteUser, { invalidates: [...usersKey, 'list'], fallback: fallbackMessage });
}

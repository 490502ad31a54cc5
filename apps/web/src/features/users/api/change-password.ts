import { type ChangePasswordInput, userReplySchema } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export type ChangePasswordVariables = { id: number } & ChangePasswordInput;

/** PUT /api/users/{id}/change-password: only one's own. */
export function changePassword({ id, password, confirm_password }: ChangePasswordVariables) {
  return apiRequest('PUT', `/users/${id}/change-password`, userReplySchema, {
    body: { password, confirm_password },
  });
}

/** Changes one's own password; errors are left to the caller (a network failure has its own text). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}

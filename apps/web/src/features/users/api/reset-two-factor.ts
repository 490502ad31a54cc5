import { idDataSchema, okReplySchema, type UserDetails } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { userKey } from './get-user.ts';

/** DELETE /api/users/{id}/two-factor (administrators): removes a user's second factor. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/users/${id}/two-factor`, okReplySchema(idDataSchema)),
    // The details on screen say it is gone (the form's item query is never refetched under it).
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<UserDetails>(userKey(id), (user) =>
        user ? { ...user, two_factor_enabled: 0 } : user,
      ),
  });
}

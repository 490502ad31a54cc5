import { idDataSchema, okReplySchema } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/**
 * DELETE /api/users/{id}/two-factor (administrators): removes a user's second factor. `onReset`
 * runs on success, before the caller's own handlers: the page that shows the user updates its
 * details with it (the users feature's cache, which this feature does not know).
 */
export function useResetTwoFactor(onReset: (id: number) => void) {
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/users/${id}/two-factor`, okReplySchema(idDataSchema)),
    onSuccess: (_reply, id) => onReset(id),
  });
}

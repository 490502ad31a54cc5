import { removeAllRightSideReplySchema, VOTING_LIST } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

/** PUT /api/voting-widgets-remove-all: no poll is shown on the right side any more. */
export function removeAllRightSide() {
  return apiRequest('PUT', '/voting-widgets-remove-all', removeAllRightSideReplySchema);
}

export function useRemoveAllRightSide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllRightSide,
    onSuccess: async (reply) => {
      showSuccess(reply.message || VOTING_LIST.removedAllFallback);
      await queryClient.invalidateQueries({ queryKey: [...votingWidgetsKey, 'list'] });
    },
  });
}

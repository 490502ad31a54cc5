import { idDataSchema, okReplySchema, VOTING_LIST } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

/** PUT /api/voting-widgets/{id}/right-item: this poll becomes the only one on the right side. */
export function markRightSide(id: number) {
  return apiRequest('PUT', `/voting-widgets/${id}/right-item`, okReplySchema(idDataSchema));
}

export function useMarkRightSide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRightSide,
    onSuccess: async (reply) => {
      showSuccess(reply.message || VOTING_LIST.markedFallback);
      await queryClient.invalidateQueries({ queryKey: [...votingWidgetsKey, 'list'] });
    },
  });
}

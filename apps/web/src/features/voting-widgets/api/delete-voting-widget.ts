import { idDataSchema, okReplySchema, VOTING_LIST } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

/** DELETE /api/voting-widgets/{id}: a soft delete (the poll becomes inactive). */
export function deleteVotingWidget(id: number) {
  return apiRequest('DELETE', `/voting-widgets/${id}`, okReplySchema(idDataSchema));
}

export function useDeleteVotingWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVotingWidget,
    onSuccess: async (reply) => {
      showSuccess(reply.message || VOTING_LIST.deletedFallback);
      await queryClient.invalidateQueries({ queryKey: [...votingWidgetsKey, 'list'] });
    },
  });
}

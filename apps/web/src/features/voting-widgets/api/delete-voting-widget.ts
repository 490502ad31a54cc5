import { idDataSchema, okReplySchema, VOTING_LIST } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

/** DELETE /api/voting-widgets/{id}: a soft delete (the poll becomes inactive). */
export function deleteVotingWidget(id: number) {
  return apiRequest('DELETE', `/voting-widgets/${id}`, okReplySchema(idDataSchema));
}

export function useDeleteVotingWidget() {
  return useListWrite(deleteVotingWidget, {
    invalidates: [...votingWidgetsKey, 'list'],
    fallback: VOTING_LIST.deletedFallback,
  });
}

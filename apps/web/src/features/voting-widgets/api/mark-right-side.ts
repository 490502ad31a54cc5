import { idDataSchema, okReplySchema, VOTING_LIST } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

/** PUT /api/voting-widgets/{id}/right-item: this poll becomes the only one on the right side. */
export function markRightSide(id: number) {
  return apiRequest('PUT', `/voting-widgets/${id}/right-item`, okReplySchema(idDataSchema));
}

export function useMarkRightSide() {
  return useListWrite(markRightSide, {
    invalidates: [...votingWidgetsKey, 'list'],
    fallback: VOTING_LIST.markedFallback,
  });
}

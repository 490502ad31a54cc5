import { idDataSchema, okReplySchema, POLL_LIST } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { pollsKey } from './polls-list.ts';

/** DELETE /api/voting-widgets/{id}: a soft delete (the poll becomes inactive). */
export function deletePoll(id: number) {
  return apiRequest('DELETE', `/voting-widgets/${id}`, okReplySchema(idDataSchema));
}

export function useDeletePoll() {
  return useListWrite(deletePoll, {
    invalidates: [...pollsKey, 'list'],
    fallback: POLL_LIST.deletedFallback,
  });
}

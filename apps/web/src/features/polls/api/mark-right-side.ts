import { idDataSchema, okReplySchema, POLL_LIST } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { pollsKey } from './polls-list.ts';

/** PUT /api/voting-widgets/{id}/right-item: this poll becomes the only one on the right side. */
export function markRightSide(id: number) {
  return apiRequest('PUT', `/voting-widgets/${id}/right-item`, okReplySchema(idDataSchema));
}

export function useMarkRightSide() {
  return useListWrite(markRightSide, {
    invalidates: [...pollsKey, 'list'],
    fallback: POLL_LIST.markedFallback,
  });
}

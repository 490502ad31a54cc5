import { POLL_LIST, removeAllRightSideReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { pollsKey } from './polls-list.ts';

/** PUT /api/voting-widgets-remove-all: no poll is shown on the right side any more. */
export function removeAllRightSide() {
  return apiRequest('PUT', '/voting-widgets-remove-all', removeAllRightSideReplySchema);
}

export function useRemoveAllRightSide() {
  return useListWrite(removeAllRightSide, {
    invalidates: [...pollsKey, 'list'],
    fallback: POLL_LIST.removedAllFallback,
  });
}

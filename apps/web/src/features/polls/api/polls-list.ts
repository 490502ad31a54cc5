import { pollListReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';

/** Every poll list and poll shares this root, so a write can invalidate them all at once. */
export const pollsKey = ['voting-widgets'] as const;

/** GET /api/voting-widgets: one page of active polls, newest first. */
export const pollsQuery = (page: number) =>
  pagedListQuery([...pollsKey, 'list', page], '/voting-widgets', { page: String(page) }, pollListReplySchema);

export function usePolls(page: number) {
  return useQuery(pollsQuery(page));
}

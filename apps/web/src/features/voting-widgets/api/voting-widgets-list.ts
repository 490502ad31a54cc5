import { votingWidgetListReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';

/** Every poll list and poll shares this root, so a write can invalidate them all at once. */
export const votingWidgetsKey = ['voting-widgets'] as const;

/** GET /api/voting-widgets: one page of active polls, newest first. */
export const votingWidgetsQuery = (page: number) =>
  pagedListQuery(
    [...votingWidgetsKey, 'list', page],
    '/voting-widgets',
    { page: String(page) },
    votingWidgetListReplySchema,
  );

export function useVotingWidgets(page: number) {
  return useQuery(votingWidgetsQuery(page));
}

import { votingWidgetListReplySchema } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** Every poll list and poll shares this root, so a write can invalidate them all at once. */
export const votingWidgetsKey = ['voting-widgets'] as const;

/** GET /api/voting-widgets: one page of active polls, newest first. */
export const votingWidgetsQuery = (page: number) =>
  queryOptions({
    queryKey: [...votingWidgetsKey, 'list', page],
    queryFn: ({ signal }) => apiGet(`/voting-widgets?page=${page}`, votingWidgetListReplySchema, signal),
    placeholderData: keepPreviousData,
  });

export function useVotingWidgets(page: number) {
  return useQuery(votingWidgetsQuery(page));
}

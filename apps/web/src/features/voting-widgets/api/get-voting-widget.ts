import { votingWidgetReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

export const votingWidgetKey = (id: number) => [...votingWidgetsKey, 'one', id] as const;

/** GET /api/voting-widgets/{id}: the poll with its items and fresh vote counts; 404 for a missing one. */
export const votingWidgetQuery = (id: number) =>
  queryOptions({
    queryKey: votingWidgetKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/voting-widgets/${id}`, votingWidgetReplySchema, signal).then((r) => r.data),
    // The dialog edits what it loaded; a background refetch must not replace its base.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useVotingWidget(id: number | null) {
  return useQuery({ ...votingWidgetQuery(id ?? 0), enabled: id !== null });
}

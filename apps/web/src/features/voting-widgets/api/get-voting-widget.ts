import { votingWidgetReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editedItemQuery } from '../../../lib/queries.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

export const votingWidgetKey = (id: number) => [...votingWidgetsKey, 'one', id] as const;

/** GET /api/voting-widgets/{id}: the poll with its items and fresh vote counts; 404 for a missing one. */
export const votingWidgetQuery = (id: number) =>
  editedItemQuery(votingWidgetKey(id), `/voting-widgets/${id}`, votingWidgetReplySchema);

export function useVotingWidget(id: number | null) {
  return useQuery({ ...votingWidgetQuery(id ?? 0), enabled: id !== null });
}

import { pollReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editedItemQuery } from '../../../lib/queries.ts';
import { pollsKey } from './polls-list.ts';

export const pollKey = (id: number) => [...pollsKey, 'one', id] as const;

/** GET /api/voting-widgets/{id}: the poll with its items and fresh vote counts; 404 for a missing one. */
export const pollQuery = (id: number) =>
  editedItemQuery(pollKey(id), `/voting-widgets/${id}`, pollReplySchema);

export function usePoll(id: number | null) {
  return useQuery({ ...pollQuery(id ?? 0), enabled: id !== null });
}

import { type PollInput, pollReplySchema } from '@newsroom/shared';
import { saveItem } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { pollsKey } from './polls-list.ts';

export interface SavePollVariables {
  /** null for a new poll. */
  id: number | null;
  input: PollInput;
}

export function savePoll({ id, input }: SavePollVariables) {
  return saveItem('/voting-widgets', pollReplySchema, id, input);
}

/** POST /api/voting-widgets/add or PUT /api/voting-widgets/{id}; reloads the poll list. */
export function useSavePoll() {
  return useItemSave(savePoll, { invalidates: [...pollsKey, 'list'] });
}

import { type VotingWidgetInput, votingWidgetReplySchema } from '@newsroom/shared';
import { saveItem } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

export interface SaveVotingWidgetVariables {
  /** null for a new poll. */
  id: number | null;
  input: VotingWidgetInput;
}

export function saveVotingWidget({ id, input }: SaveVotingWidgetVariables) {
  return saveItem('/voting-widgets', votingWidgetReplySchema, id, input);
}

/** POST /api/voting-widgets/add or PUT /api/voting-widgets/{id}; reloads the poll list. */
export function useSaveVotingWidget() {
  return useItemSave(saveVotingWidget, { invalidates: [...votingWidgetsKey, 'list'] });
}

import { type VotingWidgetInput, votingWidgetReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { votingWidgetsKey } from './voting-widgets-list.ts';

export interface SaveVotingWidgetVariables {
  /** null for a new poll. */
  id: number | null;
  input: VotingWidgetInput;
}

export function saveVotingWidget({ id, input }: SaveVotingWidgetVariables) {
  return id === null
    ? apiRequest('POST', '/voting-widgets/add', votingWidgetReplySchema, { body: input })
    : apiRequest('PUT', `/voting-widgets/${id}`, votingWidgetReplySchema, { body: input });
}

/** POST /api/voting-widgets/add or PUT /api/voting-widgets/{id}; reloads the poll list. */
export function useSaveVotingWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVotingWidget,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...votingWidgetsKey, 'list'] });
    },
  });
}

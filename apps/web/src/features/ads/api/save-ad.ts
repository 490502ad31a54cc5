import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveItem } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { AD_REPLIES, type AdInput, type AdResource, adKey } from './ad-resource.ts';

export interface SaveAdVariables<R extends AdResource> {
  /** null for a new item. */
  id: number | null;
  input: AdInput<R>;
}

/**
 * POST /api/{resource}/add or PUT /api/{resource}/{id}; reloads the resource's lists. The server's
 * message is shown either way; `onSaved` runs after a successful save (the dialog closes).
 */
export function useSaveAd<R extends AdResource>(resource: R, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveAdVariables<R>) =>
      saveItem(`/${resource}`, AD_REPLIES[resource].item, id, input),
    onSuccess: async (saved) => {
      if (saved.message) showSuccess(saved.message);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: [...adKey(resource), 'list'] });
    },
    onError: (error) => showError(error.message),
  });
}

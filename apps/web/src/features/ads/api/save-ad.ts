import type { OkReply } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { type AdResource, adKey } from './ad-resource.ts';

export interface SaveAdVariables<I> {
  /** null for a new item. */
  id: number | null;
  input: I;
}

/**
 * POST /api/{resource}/add or PUT /api/{resource}/{id}; reloads the resource's lists. The server's
 * message is shown either way; `onSaved` runs after a successful save (the dialog closes).
 */
export function useSaveAd<I, T>(resource: AdResource, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveAdVariables<I>) =>
      id === null
        ? apiRequest<OkReply<T>>('POST', `/${resource}/add`, { body: input })
        : apiRequest<OkReply<T>>('PUT', `/${resource}/${id}`, { body: input }),
    onSuccess: async (reply) => {
      if (reply.message) showSuccess(reply.message);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: [...adKey(resource), 'list'] });
    },
    onError: (error) => showError(error.message),
  });
}

import { idDataSchema, okReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { type AdResource, adKey } from './ad-resource.ts';

/** DELETE /api/{resource}/{id} (a soft delete); says so with the server's message and reloads the lists. */
export function useDeleteAd(resource: AdResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/${resource}/${id}`, okReplySchema(idDataSchema)),
    onSuccess: async (reply) => {
      if (reply.message) showSuccess(reply.message);
      await queryClient.invalidateQueries({ queryKey: [...adKey(resource), 'list'] });
    },
    onError: (error) => showError(error.message),
  });
}

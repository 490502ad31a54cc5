import { idDataSchema, okReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { type AdResource, adKey } from './ad-resource.ts';

/** DELETE /api/{resource}/{id} (a soft delete); says so with the server's message and reloads the lists. */
export function useDeleteAd(resource: AdResource) {
  return useListWrite(
    (id: number) => apiRequest('DELETE', `/${resource}/${id}`, okReplySchema(idDataSchema)),
    {
      invalidates: [...adKey(resource), 'list'],
      showErrors: true,
    },
  );
}

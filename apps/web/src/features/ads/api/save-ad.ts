import type { OkReply } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { type AdResource, adKey } from './ad-resource.ts';

export interface SaveAdVariables<I> {
  /** null for a new item. */
  id: number | null;
  input: I;
}

/** POST /api/{resource}/add or PUT /api/{resource}/{id}; reloads the resource's lists. */
export function useSaveAd<I, T>(resource: AdResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveAdVariables<I>) =>
      id === null
        ? apiRequest<OkReply<T>>('POST', `/${resource}/add`, { body: input })
        : apiRequest<OkReply<T>>('PUT', `/${resource}/${id}`, { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...adKey(resource), 'list'] });
    },
  });
}

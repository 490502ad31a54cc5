import { type PublishChecklist, publishChecklistReplySchema } from '@newsroom/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from './api.ts';

/** GET /api/publish-checklist: the editor's live checklist and the administrators' screen read it. */
export const publishChecklistQuery = queryOptions({
  queryKey: ['publish-checklist'],
  queryFn: ({ signal }) =>
    apiGet('/publish-checklist', publishChecklistReplySchema, signal).then((r) => r.data),
  staleTime: 60_000,
});

export function usePublishChecklist() {
  return useQuery(publishChecklistQuery);
}

/** PUT /api/publish-checklist; the stored checklist becomes the query's. Errors go to the form. */
export function useSavePublishChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checklist: PublishChecklist) =>
      apiRequest('PUT', '/publish-checklist', publishChecklistReplySchema, { body: checklist }),
    meta: { silent: true },
    onSuccess: (reply) => queryClient.setQueryData(publishChecklistQuery.queryKey, reply.data),
  });
}

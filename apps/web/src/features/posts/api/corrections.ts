import { type CorrectionInput, correctionListReplySchema, correctionReplySchema } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api.ts';

const correctionsKey = (postId: number) => ['post-corrections', postId] as const;

/** GET /api/posts/{id}/corrections: the published article's corrections, oldest first. */
export function useCorrections(postId: number) {
  return useQuery({
    queryKey: correctionsKey(postId),
    queryFn: ({ signal }) =>
      apiGet(`/posts/${postId}/corrections`, correctionListReplySchema, signal).then((r) => r.data),
  });
}

/** POST a correction; the list reloads. Errors are left to the dialog, which marks the fields. */
export function useAddCorrection(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionInput) =>
      apiRequest('POST', `/posts/${postId}/corrections`, correctionReplySchema, { body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsKey(postId) }),
  });
}

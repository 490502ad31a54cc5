import {
  type CommentInput,
  commentListReplySchema,
  commentReplySchema,
  mentionableReplySchema,
  NOTIFICATIONS_INTERVAL_MS,
} from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api.ts';

export const commentsKey = (postId: number) => ['post-comments', postId] as const;

/**
 * GET /api/posts/{id}/comments: the article's thread, refreshed like the notifications while the
 * editor is open, so a colleague's comment shows up without a reload.
 */
export function useComments(postId: number) {
  return useQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ signal }) =>
      apiGet(`/posts/${postId}/comments`, commentListReplySchema, signal).then((r) => r.data),
    refetchInterval: NOTIFICATIONS_INTERVAL_MS,
    meta: { background: true },
  });
}

/** GET /api/posts/{id}/comments/mentionable: who the mention field offers (loaded once per editor). */
export function useMentionable(postId: number) {
  return useQuery({
    queryKey: [...commentsKey(postId), 'mentionable'],
    queryFn: ({ signal }) =>
      apiGet(`/posts/${postId}/comments/mentionable`, mentionableReplySchema, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** POST a comment; the thread reloads. Errors are left to the form, which marks the field. */
export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) =>
      apiRequest('POST', `/posts/${postId}/comments`, commentReplySchema, { body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(postId), exact: true }),
  });
}

/** PUT {resolved}: closes a comment or opens it again; the thread reloads. */
export function useResolveComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
      apiRequest('PUT', `/posts/${postId}/comments/${id}`, commentReplySchema, {
        body: { resolved: resolved ? 1 : 0 },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(postId), exact: true }),
  });
}

import {
  idDataSchema,
  okReplySchema,
  revokedSessionsReplySchema,
  userSessionsReplySchema,
} from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api.ts';

const sessionsKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: the signed-in user's active sessions, newest first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiGet('/user/sessions', userSessionsReplySchema, signal).then((r) => r.data),
    staleTime: 0,
  });
}

/** DELETE /api/user/sessions/{id}: ends one session (its token is refused at once). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/user/sessions/${id}`, okReplySchema(idDataSchema)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST /api/user/sessions/revoke-others: ends every session but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/user/sessions/revoke-others', revokedSessionsReplySchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

import { type TwoFactorPolicy, twoFactorPolicyReplySchema } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api.ts';

const policyKey = ['settings', 'two-factor'] as const;

/** GET /api/settings/two-factor: the roles that must sign in with a second factor. */
export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) =>
      apiGet('/settings/two-factor', twoFactorPolicyReplySchema, signal).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/settings/two-factor (administrators). */
export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) =>
      apiRequest('PUT', '/settings/two-factor', twoFactorPolicyReplySchema, { body: policy }),
    onSuccess: (reply) => queryClient.setQueryData(policyKey, reply.data),
  });
}

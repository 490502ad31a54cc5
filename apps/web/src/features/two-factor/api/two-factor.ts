import {
  recoveryCodesReplySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from '@newsroom/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api.ts';

export const twoFactorStatusKey = ['user', 'two-factor'] as const;

/** GET /api/user/two-factor: the signed-in user's second factor. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorStatusKey,
  queryFn: ({ signal }) => apiGet('/user/two-factor', twoFactorStatusReplySchema, signal).then((r) => r.data),
  staleTime: 0,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

/** POST /api/user/two-factor/setup: a new pending secret and its QR code. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/user/two-factor/setup', twoFactorSetupReplySchema).then((r) => r.data),
  });
}

/**
 * POST /api/user/two-factor/enable with a code of the pending secret: answers the recovery codes.
 * A wrong code is left to the form (it marks the field).
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('POST', '/user/two-factor/enable', recoveryCodesReplySchema, { body: { code } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}

/** POST /api/user/two-factor/disable with a current code or the password; errors are the form's. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: { code: string } | { password: string }) =>
      apiRequest('POST', '/user/two-factor/disable', twoFactorStatusReplySchema, { body: proof }),
    meta: { silent: true },
    onSuccess: (reply) => queryClient.setQueryData(twoFactorStatusKey, reply.data),
  });
}

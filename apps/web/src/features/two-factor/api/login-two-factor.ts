import {
  type LoginTwoFactorReply,
  type LoginTwoFactorRequest,
  loginTwoFactorReplySchema,
  type TwoFactorSetup,
  twoFactorSetupReplySchema,
} from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/login/two-factor: the challenge and a 6-digit or recovery code; answers the token. */
export function loginWithCode(input: LoginTwoFactorRequest): Promise<LoginTwoFactorReply> {
  return apiRequest('POST', '/login/two-factor', loginTwoFactorReplySchema, { body: input, auth: false });
}

/** POST /api/login/two-factor/setup: a new secret for a user whose role requires a second factor. */
export async function startLoginSetup(challenge: string): Promise<TwoFactorSetup> {
  const reply = await apiRequest('POST', '/login/two-factor/setup', twoFactorSetupReplySchema, {
    body: { challenge },
    auth: false,
  });
  return reply.data;
}

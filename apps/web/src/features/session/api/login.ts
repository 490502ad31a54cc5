import { type LoginReply, type LoginRequest, loginReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/login: the token is not sent for this call. */
export function login(credentials: LoginRequest): Promise<LoginReply> {
  return apiRequest('POST', '/login', loginReplySchema, { body: credentials, auth: false });
}

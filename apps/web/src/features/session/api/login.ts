import type { LoginReply, LoginRequest } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/login: the token is not sent for this call. */
export function login(credentials: LoginRequest): Promise<LoginReply> {
  return apiRequest<LoginReply>('POST', '/login', { body: credentials, auth: false });
}

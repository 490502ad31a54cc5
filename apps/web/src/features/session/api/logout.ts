import { logoutReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';

/** POST /api/logout: revokes the token on the server. */
export function logout() {
  return apiRequest('POST', '/logout', logoutReplySchema, { keepSessionOn401: true });
}

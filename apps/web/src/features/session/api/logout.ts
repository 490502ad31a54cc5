import { apiRequest } from '../../../lib/api.ts';

/** POST /api/logout: revokes the token on the server. */
export function logout(): Promise<{ status: 'ok'; message?: string }> {
  return apiRequest('POST', '/logout', { keepSessionOn401: true });
}

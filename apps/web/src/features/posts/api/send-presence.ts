import { type PresenceInput, presenceReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

/** POST /api/posts/{id}/presence: this tab's heartbeat, answered with everyone who has the article open. */
export function sendPresence(postId: number, input: PresenceInput) {
  return apiRequest('POST', `/posts/${postId}/presence`, presenceReplySchema, { body: input });
}

/**
 * The goodbye of a tab that is going away (pagehide): a keepalive fetch outlives the page, and
 * nobody reads its reply.
 */
export function sendPresenceGoodbye(postId: number, tabId: string): void {
  const body: PresenceInput = { tab_id: tabId, closing: true };
  const token = sessionStore.get().token;
  if (!token) return;
  void fetch(`/api/posts/${postId}/presence`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => {
    // The page is gone: the row expires by itself after PRESENCE_TTL_MS.
  });
}

import { presenceReplySchema } from '@newsroom/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/posts/{id}/presence: everyone who has the article open (heartbeat within 60 s). */
export function getPresence(postId: number, signal?: AbortSignal) {
  return apiGet(`/posts/${postId}/presence`, presenceReplySchema, signal);
}

import { type PreviewInput, previewReplySchema } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export interface PreviewPostVariables {
  id: number;
  /** Empty for a saved draft; a published article's form text, kept behind the token, not saved. */
  input: PreviewInput;
}

/**
 * POST /api/posts/{id}/preview: a signed, expiring preview address of the article
 * (`PUBLIC_SITE_URL` + post_url + `?draft=1&preview=<token>`).
 */
export function previewPost({ id, input }: PreviewPostVariables) {
  return apiRequest('POST', `/posts/${id}/preview`, previewReplySchema, { body: input });
}

/** Asks for a preview address; errors are left to the editor (silent), which shows them. */
export function usePreviewPost() {
  return useMutation({ mutationFn: previewPost, meta: { silent: true } });
}

import { MAX_IMAGE_BYTES, POST_MESSAGES, uploadedImageReplySchema } from '@newsroom/shared';
import { ApiError, apiRequest } from '../../../lib/api.ts';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads an image of the article body (POST /api/image-upload/post-content) and resolves with
 * its public URL. Rejects with an ApiError carrying the message to show: the server's, or the
 * same texts checked here first so that a file that is not an image or is too large is never sent.
 */
export async function uploadContentImage(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ApiError(POST_MESSAGES.notAnImage, 415);
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(POST_MESSAGES.imageTooLarge, 413);
  const image = await readAsDataUrl(file);
  const reply = await apiRequest('POST', '/image-upload/post-content', uploadedImageReplySchema, {
    body: { image },
  });
  return reply.url;
}

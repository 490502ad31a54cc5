import path from 'node:path';
import { POST_MESSAGES, SERVER_MESSAGES } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { decodeDataUrl, storeImage, THUMBNAIL_HEIGHTS, thumbnailOf } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Inline images of the rich-text editor: a JSON data URL or the raw image bytes. */
const uploadBodySchema = z.union([
  z.object({ image: z.string().min(1) }),
  z.object({ data: z.string().min(1) }),
  z.instanceof(Buffer),
]);

export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export function uploadsRoutes(app: FastifyInstance, deps: { storage: FileStorage }): void {
  // Uploaded files, public like any static file; `?h=200` answers a cached scaled copy.
  app.get('/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const ext = path.extname(key).toLowerCase();
    const type = CONTENT_TYPES[ext];
    const height = Number((req.query as { h?: string }).h);
    if (!type || key.split('/').some((part) => part === '..' || part === '')) {
      return reply.status(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
    const body = THUMBNAIL_HEIGHTS.has(height)
      ? await thumbnailOf(deps.storage, key, height)
      : await deps.storage.read(key);
    if (!body) return reply.status(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
    reply.header('cache-control', 'public, max-age=604800');
    return reply.type(type).send(body);
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/image-upload/post-content',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { body: uploadBodySchema },
      },
      async (req) => {
        const body = req.body;
        const bytes = Buffer.isBuffer(body) ? body : decodeDataUrl('image' in body ? body.image : body.data);
        if (bytes.length === 0) throw new AppError('BAD_INPUT', POST_MESSAGES.notAnImage);
        const stored = await storeImage(deps.storage, bytes, 'posts/content');
        return { status: 'ok', message: POST_MESSAGES.uploaded, data: stored, url: stored.url };
      },
    );
  });
}

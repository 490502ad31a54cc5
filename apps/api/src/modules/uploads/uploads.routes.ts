import type { Readable } from 'node:stream';
import {
  IMAGE_WIDTHS,
  okReply,
  POST_MESSAGES,
  SERVER_MESSAGES,
  uploadedImageReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { decodeDataUrl, imageVariantOf, makeThumbnail, thumbnailKey } from '../../lib/images.ts';
import { makeVariant, type VariantSource, variantKey, variantSpecOf } from '../../lib/media-variants.ts';
import { type FileStorage, UPLOADS_PREFIX } from '../../lib/storage.ts';
import {
  type ByteRange,
  contentTypeOf,
  type FileInfo,
  IMMUTABLE_CACHE_CONTROL,
  isNotModified,
  type OpenConditions,
} from '../../lib/storage-http.ts';
import { ingestImage } from '../media/media.service.ts';

/** Inline images of the rich-text editor: a JSON data URL or the raw image bytes. */
const uploadBodySchema = z.union([
  z.object({ image: z.string().min(1) }),
  z.object({ data: z.string().min(1) }),
  z.instanceof(Buffer),
]);

export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/** '`?w=480`, `?w=960` or `?w=1440`', from IMAGE_WIDTHS. */
const WIDTHS_TEXT = IMAGE_WIDTHS.map((w) => `\`?w=${w}\``)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

export interface UploadsDeps {
  db: Db;
  storage: FileStorage;
  /** The library's data of a stored path (focal point, version) for its sized copies; none: not in the library. */
  variantSource?: (url: string) => Promise<VariantSource | undefined>;
}

export function uploadsRoutes(app: FastifyInstance, deps: UploadsDeps): void {
  // Uploaded files, public like any static file; `?h=200` and `?w=<IMAGE_WIDTHS>` answer a scaled
  // copy, made once and kept.
  // Every instance serves every file when they share an object store (docs/operations.md, "Object storage").
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: {
      tags: ['Files'],
      summary: 'An uploaded image',
      description:
        `The path is the one a reply names (\`/uploads/posts/2026/05/<uuid>.jpg\`). A library image's sizes (\`sources\` of its item): \`?w=<width>&fm=webp|avif\`, and the focal-point crops \`&ar=16x9|1x1|4x3\` (\`v\` only tells versions apart). \`?h=200\` answers a copy 200 px high, ${WIDTHS_TEXT} a copy that wide for a \`srcset\` (never enlarged: an image no wider answers its own bytes); each copy is made once, then kept, and any other \`h\` or \`w\` answers the original. ` +
        'Answers with `ETag`, `Last-Modified` and a year of immutable caching; 304 to a matching `If-None-Match` or `If-Modified-Since`. `Accept-Ranges: bytes`: one byte range (`Range: bytes=0-1023`, `bytes=1024-`, `bytes=-1024`) is answered with 206 and `Content-Range`, honouring `If-Range`; a range past the end is a 416; several ranges get the whole file.',
      response: errorReplies(404, 416),
    },
    handler: (req, reply) => serveUpload(deps, req, reply),
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
        schema: {
          tags: ['Articles'],
          summary: "Stores an image of an article's body",
          description:
            'JSON `{image: "data:image/…;base64,…"}` (or `{data: …}`), or the raw bytes with an `image/*` or `application/octet-stream` content type. The bytes must be an image of at most 10 MB (415 or 413 otherwise); it is re-encoded without its metadata. The reply names its path twice: `data.url` and `url`.',
          body: uploadBodySchema,
          response: { 200: uploadedImageReplySchema },
        },
      },
      async (req) => {
        const body = req.body;
        const bytes = Buffer.isBuffer(body) ? body : decodeDataUrl('image' in body ? body.image : body.data);
        if (bytes.length === 0) throw new AppError('BAD_INPUT', POST_MESSAGES.notAnImage);
        // A library item: the same bytes again answer the one stored (modules/media).
        const { row } = await ingestImage(deps, bytes, {
          folder: 'posts/content',
          uploaderId: currentUser(req).id,
        });
        const stored = { url: row.url, width: row.width, height: row.height };
        return { ...okReply(stored, POST_MESSAGES.uploaded), url: stored.url };
      },
    );
  });
}

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
}

/**
 * A stored file as a reply needs it; no body for a HEAD, when the client's copy is current or when
 * the range asked for lies outside the file.
 */
interface Found {
  info: FileInfo;
  notModified: boolean;
  body?: Readable;
  range?: ByteRange;
  unsatisfiable?: true;
  /** The key served: the original's, or a copy's (a WebP or AVIF copy has its own media type). */
  key?: string;
}

/** The stored file (or scaled copy) of `key`; `look` opens it for a GET or only looks at it for a HEAD. */
async function findUpload(
  deps: UploadsDeps,
  key: string,
  query: Record<string, unknown>,
  look: (key: string) => Promise<Found | undefined>,
): Promise<Found | undefined> {
  const { storage } = deps;
  if (query.fm !== undefined && deps.variantSource) {
    const source = await deps.variantSource(UPLOADS_PREFIX + key);
    const spec = source && variantSpecOf(query, source);
    if (source && spec) {
      const stored = await look(variantKey(key, source.version, spec));
      if (stored) return stored;
      const made = await makeVariant(storage, source, spec);
      return look(made ?? key);
    }
  }
  const variant = imageVariantOf(query);
  if (!variant) return look(key);
  const cached = await look(thumbnailKey(key, variant));
  if (cached) return cached;
  const made = await makeThumbnail(storage, key, variant);
  return made ? look(made) : undefined;
}

async function serveUpload(deps: UploadsDeps, req: FastifyRequest, reply: FastifyReply) {
  const { storage } = deps;
  const key = (req.params as { '*': string })['*'];
  const type = contentTypeOf(key);
  if (!type || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    return notFound(reply);
  }
  const conditions: OpenConditions = {
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: req.headers['if-modified-since'],
    // A HEAD answers the whole file's headers.
    ...(req.method === 'GET'
      ? { range: req.headers.range, ifRange: headerText(req.headers['if-range']) }
      : {}),
  };
  const found = await findUpload(
    deps,
    key,
    req.query as Record<string, unknown>,
    async (k): Promise<Found | undefined> => {
      if (req.method !== 'HEAD') {
        const opened = await storage.open(k, conditions);
        return opened && { ...opened, key: k };
      }
      const info = await storage.stat(k);
      return info && { info, notModified: isNotModified(info, conditions), key: k };
    },
  );
  if (!found) return notFound(reply);
  const { info, range } = found;
  reply.header('accept-ranges', 'bytes');
  if (found.unsatisfiable) {
    reply.status(416).header('content-range', `bytes */${info.size}`);
    return reply.send({ status: 'error', message: SERVER_MESSAGES.rangeNotSatisfiable });
  }
  reply
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', IMMUTABLE_CACHE_CONTROL);
  if (found.notModified) return reply.status(304).send();
  reply.type((found.key && contentTypeOf(found.key)) ?? type);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  // A HEAD reply keeps the length of the body it leaves out.
  return found.body ? reply.send(found.body) : reply.send();
}

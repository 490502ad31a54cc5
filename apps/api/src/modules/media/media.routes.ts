import multipart from '@fastify/multipart';
import {
  idParamsSchema,
  MAX_IMAGE_BYTES,
  MEDIA_MESSAGES,
  mediaItemReplySchema,
  mediaListQuerySchema,
  mediaListReplySchema,
  mediaUpdateInputSchema,
  mediaUploadJsonSchema,
  mediaUploadReplySchema,
  mediaUsagesReplySchema,
  messageReplySchema,
  okReply,
  POST_MESSAGES,
} from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { decodeDataUrl } from '../../lib/images.ts';
import { parseRequest } from '../../lib/request-errors.ts';
import { UPLOAD_BODY_LIMIT } from '../uploads/uploads.routes.ts';
import {
  deleteMediaItem,
  getMediaItem,
  ingestImage,
  listMedia,
  listUsages,
  type MediaDeps,
  replaceMediaItem,
  toMediaItem,
  updateMediaItem,
} from './media.service.ts';

/** What an upload request carries, whichever of the three shapes it came in. */
interface Upload {
  bytes: Buffer;
  fileName?: string;
  details: { alt?: string; credit?: string; caption?: string };
}

const tooLarge = () =>
  new AppError('TOO_LARGE', POST_MESSAGES.imageTooLarge, { file: POST_MESSAGES.imageTooLarge });
const noFile = () => new AppError('BAD_INPUT', MEDIA_MESSAGES.noFile, { file: MEDIA_MESSAGES.noFile });

/**
 * The file of an upload: multipart `file` (with optional `alt`, `credit`, `caption` fields), the
 * JSON data-URL shape of the other upload calls (`{image: "data:…"}`), or the raw bytes.
 */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (req.isMultipart()) {
    let part: Awaited<ReturnType<FastifyRequest['file']>>;
    try {
      part = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    } catch {
      throw noFile();
    }
    if (!part) throw noFile();
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw noFile();
    }
    const field = (name: string) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
    };
    const details = parseRequest(mediaUploadJsonSchema, {
      alt: field('alt'),
      credit: field('credit'),
      caption: field('caption'),
    });
    return {
      bytes,
      fileName: part.filename,
      details: { alt: details.alt, credit: details.credit, caption: details.caption },
    };
  }
  if (Buffer.isBuffer(req.body)) return { bytes: req.body, details: {} };
  const body = parseRequest(mediaUploadJsonSchema, req.body ?? {});
  const dataUrl = body.image ?? body.data;
  if (!dataUrl) throw noFile();
  return {
    bytes: decodeDataUrl(dataUrl),
    fileName: body.file_name,
    details: { alt: body.alt, credit: body.credit, caption: body.caption },
  };
}

const UPLOAD_NOTE =
  'Multipart `file` (fields `alt`, `credit`, `caption` optional), JSON `{image: "data:image/…;base64,…", file_name?, alt?, credit?, caption?}`, or the raw bytes with an `image/*` content type. At most 10 MB (413); not an image or an SVG: 415.';

/** The media library (docs/api.md, "Media library"). Access: lib/route-access.ts. */
export function mediaRoutes(app: FastifyInstance, deps: MediaDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Media library'];

  api.get(
    '/api/media',
    {
      schema: {
        tags,
        summary: 'Library items, newest first, keyset-paged',
        description: '`pagination.next` is the cursor of the next page (`after`), null on the last one.',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => {
      const page = await listMedia(deps.db, req.query);
      return {
        status: 'ok' as const,
        data: page.items,
        pagination: { limit: req.query.limit, next: page.next },
      };
    },
  );

  api.get(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'One library item with its sizes',
        params: idParamsSchema,
        response: { 200: mediaItemReplySchema, ...errorReplies(404) },
      },
    },
    async (req) => okReply(await getMediaItem(deps.db, req.params.id)),
  );

  api.get(
    '/api/media/:id/usages',
    {
      schema: {
        tags,
        summary: 'Where the item is used: covers, article bodies, banners, campaigns',
        params: idParamsSchema,
        response: { 200: mediaUsagesReplySchema, ...errorReplies(404) },
      },
    },
    async (req) => okReply(await listUsages(deps.db, req.params.id)),
  );

  api.put(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: "Sets the item's alt text, credit, caption or focal point",
        description:
          'Absent fields are kept. The credit becomes `thumbnail_source` of every article with this cover; articles using the image are re-sent to the webhooks.',
        params: idParamsSchema,
        body: mediaUpdateInputSchema,
        response: { 200: mediaItemReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => okReply(await updateMediaItem(deps.db, req.params.id, req.body), MEDIA_MESSAGES.saved),
  );

  api.delete(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an item used nowhere',
        description:
          "An item in use is a 409 whose message names the uses. Another user's upload needs taxonomy.manage (403).",
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errorReplies(403, 404, 409) },
      },
    },
    async (req) => {
      await deleteMediaItem(deps, currentUser(req), req.params.id);
      return { status: 'ok' as const, message: MEDIA_MESSAGES.deleted };
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
    for (const type of [/^image\//, 'application/octet-stream'] as const) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
    }
    const files = scope.withTypeProvider<ZodTypeProvider>();

    files.post(
      '/api/media',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Uploads an image to the library',
          description: `${UPLOAD_NOTE} The same bytes uploaded again answer the item already there (\`existing: true\`, no copy).`,
          response: { 200: mediaUploadReplySchema, ...errorReplies(400, 413, 415) },
        },
      },
      async (req) => {
        const upload = await readUpload(req);
        const { row, existing } = await ingestImage(deps, upload.bytes, {
          folder: 'media',
          fileName: upload.fileName,
          uploaderId: currentUser(req).id,
          details: upload.details,
        });
        // The ingest read the stored row already: no second query.
        const data = toMediaItem(row);
        return {
          status: 'ok' as const,
          data,
          existing,
          message: existing ? MEDIA_MESSAGES.alreadyInLibrary : MEDIA_MESSAGES.uploaded,
        };
      },
    );

    files.post(
      '/api/media/:id/replace',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary: "'Csere': a new file for the item, at the same id and URL",
          description: `${UPLOAD_NOTE} The sizes are made again (a new \`version\`) and every article using the image is re-sent to the webhooks. Another user's upload needs taxonomy.manage (403).`,
          params: idParamsSchema,
          response: { 200: mediaItemReplySchema, ...errorReplies(400, 403, 404, 413, 415) },
        },
      },
      async (req) => {
        const upload = await readUpload(req);
        return okReply(
          await replaceMediaItem(deps, currentUser(req), req.params.id, upload.bytes),
          MEDIA_MESSAGES.replaced,
        );
      },
    );
  });
}

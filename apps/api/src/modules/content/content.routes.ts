import {
  CONTENT_PLACEMENT_CODES,
  contentArticleQuerySchema,
  contentArticleReplySchema,
  contentArticlesQuerySchema,
  contentArticlesReplySchema,
  contentKeywordReplySchema,
  contentMenusReplySchema,
  contentMovedReplySchema,
  contentPlacementsQuerySchema,
  contentPlacementsReplySchema,
  idParamsSchema,
  okReply,
  previewInputSchema,
  previewParamsSchema,
  previewReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { ContentKeyVerifier } from '../content-keys/content-keys.service.ts';
import type { ContentReader } from './content.service.ts';
import { type CachedReply, sendContent } from './content-reply.ts';
import { createPreview, type PreviewDeps, readPreview } from './preview.service.ts';

export interface ContentRoutesDeps {
  reader: ContentReader;
  keys: ContentKeyVerifier;
  /** The replies of this instance; undefined computes every reply (LIST_CACHE=0). */
  cache: TaggedCache<CachedReply> | undefined;
  cacheControl: string;
  preview: PreviewDeps;
}

const KEY_NOTE =
  'Needs a content key: `?key=` or the `X-Content-Key` header (401 without a usable one, 429 past its limit). The reply carries a strong ETag (If-None-Match → 304), Cache-Control for CDNs, Surrogate-Key and Cache-Tag naming what it depends on.';

/** The key of a content call: the query's `key` or the X-Content-Key header. */
function contentKeyOf(req: FastifyRequest): string | undefined {
  const fromQuery = (req.query as { key?: unknown }).key;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = req.headers['x-content-key'];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/** The cache key of a call: its path and its parsed query without the content key (the same reply for every key). */
function cacheKeyOf(path: string, query: object): string {
  const { key: _key, ...rest } = query as Record<string, unknown>;
  return `${path}?${JSON.stringify(rest)}`;
}

/** The content API's read calls and the previews (docs/api.md, "Content API"). Access: lib/route-access.ts. */
export function contentRoutes(app: FastifyInstance, deps: ContentRoutesDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reader, cache, cacheControl } = deps;
  const tags = ['Content API'];
  // Compressed once per cached reply (content-reply.ts), not again by @fastify/compress.
  const common = {
    compress: false as const,
    onRequest: async (req: FastifyRequest) => void (await deps.keys.verify(contentKeyOf(req))),
  };

  api.get(
    '/api/content/articles',
    {
      ...common,
      schema: {
        tags,
        summary: 'Published articles, newest first, keyset-paged',
        description: `${KEY_NOTE} \`pagination.next\` is the cursor of the next page (\`after\`), null on the last one.`,
        querystring: contentArticlesQuerySchema,
        response: {
          200: contentArticlesReplySchema,
          301: contentMovedReplySchema,
          ...errorReplies(401, 429),
        },
      },
    },
    (req, reply) =>
      sendContent(req, reply, {
        cache,
        cacheControl,
        cacheKey: cacheKeyOf('articles', req.query),
        compute: () => reader.articles(req.query),
      }),
  );

  api.get(
    '/api/content/articles/:shortname',
    {
      ...common,
      schema: {
        tags,
        summary: 'One published article with its content',
        description: `${KEY_NOTE} 404 for anything not published; an old shortname of a published article is a 301 whose \`Location\` names its current one.`,
        params: z.object({ shortname: z.string().max(300) }),
        querystring: contentArticleQuerySchema,
        response: {
          200: contentArticleReplySchema,
          301: contentMovedReplySchema,
          ...errorReplies(401, 404, 429),
        },
      },
    },
    (req, reply) =>
      sendContent(req, reply, {
        cache,
        cacheControl,
        cacheKey: cacheKeyOf(`article/${req.params.shortname}`, req.query),
        compute: () => reader.article(req.params.shortname, req.query.fields),
      }),
  );

  api.get(
    '/api/content/menus',
    {
      ...common,
      schema: {
        tags,
        summary: 'The categories with their subcategories',
        description: KEY_NOTE,
        querystring: z.object({ key: z.string().optional() }),
        response: { 200: contentMenusReplySchema, ...errorReplies(401, 429) },
      },
    },
    (req, reply) =>
      sendContent(req, reply, { cache, cacheControl, cacheKey: 'menus', compute: () => reader.menus() }),
  );

  api.get(
    '/api/content/keywords/:slug',
    {
      ...common,
      schema: {
        tags,
        summary: 'One keyword by its slug, with its count of published articles',
        description: `${KEY_NOTE} An old slug (the keyword was renamed or merged) is a 301 whose \`Location\` names the current one; 404 for a slug no keyword ever had. Its articles: \`GET /api/content/articles?keyword={slug}\`.`,
        params: z.object({ slug: z.string().max(300) }),
        querystring: z.object({ key: z.string().optional() }),
        response: {
          200: contentKeywordReplySchema,
          301: contentMovedReplySchema,
          ...errorReplies(401, 404, 429),
        },
      },
    },
    (req, reply) =>
      sendContent(req, reply, {
        cache,
        cacheControl,
        cacheKey: `keyword/${req.params.slug}`,
        compute: () => reader.keyword(req.params.slug),
      }),
  );

  api.get(
    '/api/content/placements',
    {
      ...common,
      schema: {
        tags,
        summary: 'What a page needs for its ads and poll, in one call',
        description: `${KEY_NOTE} \`codes\`: banner placement codes, comma-separated (${CONTENT_PLACEMENT_CODES.join(', ')}); an unknown one is a 400. Every active Google ad slot and the right-side poll come with any codes.`,
        querystring: contentPlacementsQuerySchema,
        response: { 200: contentPlacementsReplySchema, ...errorReplies(401, 429) },
      },
    },
    (req, reply) => {
      const codes = [...(req.query.codes ?? [])].sort();
      return sendContent(req, reply, {
        cache,
        cacheControl,
        cacheKey: `placements?${codes.join(',')}`,
        compute: () => reader.placements(codes),
      });
    },
  );

  api.get(
    '/api/content/preview/:token',
    {
      compress: false,
      schema: {
        tags,
        summary: 'The article behind a signed preview token, as saved now (draft or not)',
        description:
          'No content key: the token is the key. `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`; a tampered or expired token, or one whose article was deleted, is a 401.',
        params: previewParamsSchema,
        response: { 200: contentArticleReplySchema, ...errorReplies(401) },
      },
    },
    async (req, reply) => {
      const article = await readPreview(deps.preview, req.params.token);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(okReply(article));
    },
  );

  api.post(
    '/api/posts/:id/preview',
    {
      schema: {
        tags: ['Articles'],
        summary: 'A signed preview address of an article, valid for an hour',
        description:
          "Empty body: the article as saved (the editor saves a draft first). With the form's fields (a published article's unsaved text) they are kept behind the token as a snapshot: nothing is saved and the live article stays as it is.",
        params: idParamsSchema,
        body: previewInputSchema,
        response: { 200: previewReplySchema, ...errorReplies(404) },
      },
    },
    async (req) =>
      okReply(await createPreview(deps.preview, currentUser(req), req.params.id, req.body ?? {})),
  );
}

import {
  idParamsSchema,
  keywordFilterSchema,
  keywordMergeResultSchema,
  keywordMergeSchema,
  keywordRenameSchema,
  keywordSchema,
  keywordSuggestionSchema,
  keywordSuggestQuerySchema,
  listReplySchema,
  KEYWORD_MESSAGES as M,
  okReply,
  okReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import {
  getKeyword,
  listKeywords,
  mergeKeyword,
  renameKeyword,
  suggestKeywords,
} from './keywords.service.ts';

/** Keywords as managed tags ('Címkék'; docs/api.md, "Keywords"). Access: lib/route-access.ts. */
export function keywordsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Keywords'];

  api.get(
    '/api/keywords',
    {
      schema: {
        tags,
        summary: 'Lists the keywords with their usage counts',
        description:
          '`q` is searched in the names with accents and case folded (`gazdasag` finds `Gazdaság`); `sort` is `count` (most used first, the default) or `name`. `article_count` counts active articles, drafts included; the trash counts for nothing.',
        querystring: keywordFilterSchema,
        response: { 200: listReplySchema(keywordSchema) },
      },
    },
    async (req) => listKeywords(db, req.query),
  );

  api.get(
    '/api/keywords/suggest',
    {
      schema: {
        tags,
        summary: "The editor's keyword suggestions: existing spellings, most used first",
        description: 'At most 10; names starting with the folded `q` first, then those containing it.',
        querystring: keywordSuggestQuerySchema,
        response: { 200: okReplySchema(z.array(keywordSuggestionSchema)) },
      },
    },
    async (req) => okReply(await suggestKeywords(db, req.query.q)),
  );

  api.get(
    '/api/keywords/:id',
    {
      schema: {
        tags,
        summary: 'One keyword',
        params: idParamsSchema,
        response: { 200: okReplySchema(keywordSchema), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await getKeyword(db, req.params.id)),
  );

  api.put(
    '/api/keywords/:id',
    {
      schema: {
        tags,
        summary: 'Renames (re-spells) a keyword in every article',
        description:
          'Every article carrying it, trashed ones too, is rewritten in the same transaction. When the slug changes the old one keeps answering with a 301 in the content API. A name that folds equal to another keyword is a 400: merge them instead.',
        params: idParamsSchema,
        body: keywordRenameSchema,
        response: { 200: okReplySchema(keywordSchema), ...errorReplies(400, 404) },
      },
    },
    async (req) => okReply(await renameKeyword(db, req.params.id, req.body), M.renamed),
  );

  api.post(
    '/api/keywords/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merges a keyword into another: every article is re-tagged in one transaction',
        description:
          'Each article carrying keyword `id` carries `into` instead (once). The merged keyword is gone from the list; its slugs redirect to `into` and its spelling saves as `into`. One audit entry. 400 for a merge into itself or into a merged or unknown keyword; 404 for an unknown `id`.',
        params: idParamsSchema,
        body: keywordMergeSchema,
        response: { 200: okReplySchema(keywordMergeResultSchema), ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      const result = await mergeKeyword(db, req.params.id, req.body);
      return okReply(result, M.merged(result.retagged, result.keyword.name));
    },
  );
}

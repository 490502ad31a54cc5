import {
  contentKeyInputSchema,
  contentKeySchema,
  idDataSchema,
  idParamsSchema,
  INTEGRATION_MESSAGES as M,
  newContentKeySchema,
  okReply,
  okReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { createContentKey, listContentKeys, revokeContentKey } from './content-keys.service.ts';

/** The content keys ('Integrációk'; docs/api.md, "Content API"). Access: lib/route-access.ts. */
export function contentKeysRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Content keys'];

  api.get(
    '/api/content-keys',
    {
      schema: {
        tags,
        summary: 'Lists the content keys (never the keys themselves), usable ones first',
        response: { 200: okReplySchema(z.array(contentKeySchema)) },
      },
    },
    async () => okReply(await listContentKeys(db)),
  );

  api.post(
    '/api/content-keys',
    {
      schema: {
        tags,
        summary: 'Makes a named content key; the reply carries the key, this once',
        body: contentKeyInputSchema,
        response: { 200: okReplySchema(newContentKeySchema) },
      },
    },
    async (req) => okReply(await createContentKey(db, currentUser(req), req.body.name), M.keyCreated),
  );

  api.delete(
    '/api/content-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revokes a content key at once, on every instance',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(404) },
      },
    },
    async (req) => {
      await revokeContentKey(db, req.params.id);
      return okReply({ id: req.params.id }, M.keyRevoked);
    },
  );
}

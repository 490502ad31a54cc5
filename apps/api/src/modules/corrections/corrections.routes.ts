import {
  CORRECTION_MESSAGES,
  correctionInputSchema,
  correctionListReplySchema,
  correctionReplySchema,
  idParamsSchema,
  okReply,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { addCorrection, listCorrections } from './corrections.service.ts';

/** Corrections of published articles (docs/api.md, "Corrections"). Access: lib/route-access.ts. */
export function correctionsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Corrections'];

  api.get(
    '/api/posts/:id/corrections',
    {
      schema: {
        tags,
        summary: "The article's corrections, oldest first, with who recorded them and their revision",
        params: idParamsSchema,
        response: { 200: correctionListReplySchema, ...errorReplies(404) },
      },
    },
    async (req) => okReply(await listCorrections(deps.db, req.params.id)),
  );

  api.post(
    '/api/posts/:id/corrections',
    {
      schema: {
        tags,
        summary: 'Records a correction of a published article; readers see it under the title',
        params: idParamsSchema,
        body: correctionInputSchema,
        response: { 200: correctionReplySchema, ...errorReplies(400, 403, 404, 409) },
      },
    },
    async (req) =>
      okReply(
        await addCorrection(deps.db, currentUser(req), req.params.id, req.body),
        CORRECTION_MESSAGES.added,
      ),
  );
}

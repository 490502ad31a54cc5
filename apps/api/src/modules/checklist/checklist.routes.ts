import {
  CHECKLIST_MESSAGES,
  okReply,
  publishChecklistInputSchema,
  publishChecklistReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { getPublishChecklist, savePublishChecklist } from './checklist.service.ts';

/** The publish checklist (docs/api.md, "Publish checklist"). Access: lib/route-access.ts. */
export function checklistRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Publish checklist'];

  api.get(
    '/api/publish-checklist',
    {
      schema: {
        tags,
        summary: 'What an article must (required) or should (recommended) have before it is published',
        response: { 200: publishChecklistReplySchema },
      },
    },
    async () => okReply(await getPublishChecklist(deps.db)),
  );

  api.put(
    '/api/publish-checklist',
    {
      schema: {
        tags,
        summary: 'Sets the level of each item and the limits; the cover stays required. Audited.',
        body: publishChecklistInputSchema,
        response: { 200: publishChecklistReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await savePublishChecklist(deps.db, req.body), CHECKLIST_MESSAGES.saved),
  );
}

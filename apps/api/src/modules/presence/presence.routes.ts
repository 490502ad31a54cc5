import { idParamsSchema, okReply, presenceInputSchema, presenceReplySchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { listPresence, reportPresence } from './presence.service.ts';

/** Who else has an article open in an editor. Access: lib/route-access.ts. */
export function presenceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/posts/:id/presence',
    {
      schema: {
        tags: ['Articles'],
        summary: "An editor tab's heartbeat on an article, answered with everyone who has it open",
        description:
          "Send it every 20 s while the article is open, with a `tab_id` the tab keeps, and once with `closing: true` when it closes. A tab counts as present for 60 s after its last heartbeat. The list includes the caller's own tabs (`is_me: 1`), this one too: leave out the entry with your own `tab_id`. Nothing is locked.",
        params: idParamsSchema,
        body: presenceInputSchema,
        response: { 200: presenceReplySchema },
      },
    },
    async (req) => okReply(await reportPresence(deps.db, currentUser(req), req.params.id, req.body)),
  );

  api.get(
    '/api/posts/:id/presence',
    {
      schema: {
        tags: ['Articles'],
        summary: 'Everyone who has an article open in an editor (heartbeat within 60 s)',
        params: idParamsSchema,
        response: { 200: presenceReplySchema },
      },
    },
    async (req) => okReply(await listPresence(deps.db, currentUser(req), req.params.id)),
  );
}

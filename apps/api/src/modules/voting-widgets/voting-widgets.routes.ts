import {
  listReply,
  VOTING_SERVER_MESSAGES as M,
  voteInputSchema,
  votingWidgetFilterSchema,
  votingWidgetInputSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { idParams } from '../../lib/route-params.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { VoteCookie } from './vote-cookie.ts';
import {
  castVote,
  createWidget,
  deleteWidget,
  getWidget,
  listWidgets,
  markWidgetRightSide,
  removeAllRightSide,
  updateWidget,
} from './voting-widgets.service.ts';

export interface VotingWidgetsDeps {
  db: Db;
  /** Limit of the public vote call per client address. */
  voteLimiter: RateLimiter;
  /** Key of the vote cookie's signature, the same for every instance (modules/app/secrets.repo.ts). */
  voteCookieSecret: string;
}

/** Voting polls (SPEC.md points 2, 3, 7) and the public vote (CONTRACT.md point 6). Access: lib/route-access.ts. */
export function votingWidgetsRoutes(app: FastifyInstance, deps: VotingWidgetsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get('/api/voting-widgets', { schema: { querystring: votingWidgetFilterSchema } }, async (req) => {
    const { rows, total } = await listWidgets(db, req.query);
    return listReply(rows, total, req.query);
  });

  api.get('/api/voting-widgets/:id', { schema: { params: idParams } }, async (req) => ({
    status: 'ok',
    message: '',
    data: await getWidget(db, req.params.id),
  }));

  api.post('/api/voting-widgets/add', { schema: { body: votingWidgetInputSchema } }, async (req) => ({
    status: 'ok',
    message: M.saved,
    data: await createWidget(db, currentUser(req), req.body),
  }));

  api.put(
    '/api/voting-widgets/:id',
    { schema: { params: idParams, body: votingWidgetInputSchema } },
    async (req) => ({
      status: 'ok',
      message: M.saved,
      data: await updateWidget(db, currentUser(req), req.params.id, req.body),
    }),
  );

  api.delete('/api/voting-widgets/:id', { schema: { params: idParams } }, async (req) => {
    await deleteWidget(db, currentUser(req), req.params.id);
    return { status: 'ok', message: M.deleted, data: { id: req.params.id } };
  });

  api.put('/api/voting-widgets/:id/right-item', { schema: { params: idParams } }, async (req) => {
    await markWidgetRightSide(db, currentUser(req), req.params.id);
    return { status: 'ok', message: M.markedRightSide, data: { id: req.params.id } };
  });

  api.put('/api/voting-widgets-remove-all', async (req) => {
    const cleared = await removeAllRightSide(db, currentUser(req));
    return { status: 'ok', message: M.removedAllRightSide, data: { cleared } };
  });

  // Public: one vote per poll per browser (signed cookie) and a per-address limit.
  const cookie = new VoteCookie(deps.voteCookieSecret);
  api.post(
    '/api/public/voting-widgets/:id/vote',
    {
      schema: { params: idParams, body: voteInputSchema },
      // Before validation, so malformed requests count against the limit too.
      onRequest: async (req) => deps.voteLimiter.hit(req.ip),
    },
    async (req, reply) => {
      const voted = cookie.read(req.headers.cookie);
      const data = await castVote(db, req.params.id, req.body.item_index, voted);
      reply.header('set-cookie', cookie.serialize([...voted, req.params.id], req.protocol === 'https'));
      return { status: 'ok', message: M.voted, data };
    },
  );
}

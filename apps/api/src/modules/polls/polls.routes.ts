import fastifyCookie from '@fastify/cookie';
import {
  idDataSchema,
  idParamsSchema,
  POLL_SERVER_MESSAGES as M,
  okReply,
  okReplySchema,
  pollFilterSchema,
  pollInputSchema,
  pollSchema,
  removeAllRightSideReplySchema,
  voteInputSchema,
  voteReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import {
  castVote,
  createPoll,
  deletePoll,
  getPoll,
  listPolls,
  markPollRightSide,
  removeAllRightSide,
  updatePoll,
} from './polls.service.ts';
import { readVotedPolls, rememberVotes, voteCookieSigner } from './vote-cookie.ts';

export interface PollsDeps {
  db: Db;
  /** Limit of the public vote call per client address. */
  voteLimiter: RateLimiter;
  /** Key of the vote cookie's signature, the same for every instance (modules/app/secrets.repo.ts). */
  voteCookieSecret: string;
}

/** Voting polls (docs/product.md and docs/api.md) and the public vote (docs/api.md). Access: lib/route-access.ts. */
export function pollsRoutes(app: FastifyInstance, deps: PollsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  registerCrudRoutes(app, {
    tag: 'Polls',
    names: { one: 'a poll', many: 'polls' },
    urls: {
      list: '/api/voting-widgets',
      get: '/api/voting-widgets/:id',
      add: '/api/voting-widgets/add',
      update: '/api/voting-widgets/:id',
      remove: '/api/voting-widgets/:id',
    },
    schemas: {
      filter: pollFilterSchema,
      input: pollInputSchema,
      listItem: pollSchema,
      item: pollSchema,
    },
    list: (filter) => listPolls(db, filter),
    get: (id) => getPoll(db, id),
    create: (actor, input) => createPoll(db, actor, input),
    update: (actor, id, input) => updatePoll(db, actor, id, input),
    remove: (actor, id) => deletePoll(db, actor, id),
    messages: { saved: () => M.saved, deleted: M.deleted },
  });

  api.put(
    '/api/voting-widgets/:id/right-item',
    {
      schema: {
        tags: ['Polls'],
        summary: 'Makes this poll the one on the right side of the public site',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema) },
      },
    },
    async (req) => {
      await markPollRightSide(db, currentUser(req), req.params.id);
      return okReply({ id: req.params.id }, M.markedRightSide);
    },
  );

  api.put(
    '/api/voting-widgets-remove-all',
    {
      schema: {
        tags: ['Polls'],
        summary: 'Takes every poll off the right side',
        response: { 200: removeAllRightSideReplySchema },
      },
    },
    async (req) =>
      okReply({ cleared: await removeAllRightSide(db, currentUser(req)) }, M.removedAllRightSide),
  );

  // Public: one vote per poll per browser (a signed cookie, @fastify/cookie) and a per-address limit.
  app.register(async (scope) => {
    await scope.register(fastifyCookie, { secret: voteCookieSigner(deps.voteCookieSecret) });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/public/voting-widgets/:id/vote',
      {
        schema: {
          tags: ['Public site'],
          summary: 'Counts one vote in a poll',
          description:
            "`item_index` is the item's 0-based position in the poll; an item that does not exist is a 400. A browser votes once per poll: the reply sets the signed, HttpOnly `nr_votes` cookie (path /api/public/voting-widgets, a year) listing its polls, and a second vote with it is a 409. The reply's fresh counts let the site show the results.",
          params: idParamsSchema,
          body: voteInputSchema,
          response: { 200: voteReplySchema, ...errorReplies(409) },
        },
        // Before validation, so malformed requests count against the limit too.
        onRequest: async (req) => deps.voteLimiter.hit(req.ip),
      },
      async (req, reply) => {
        const voted = readVotedPolls(req);
        const data = await castVote(db, req.params.id, req.body.item_index, voted);
        rememberVotes(reply, [...voted, req.params.id]);
        return okReply(data, M.voted);
      },
    );
  });
}

import { messageReplySchema, trackInputSchema, VISITS_MESSAGES } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { VisitTracker } from './visit-tracker.ts';
import { trackPageView } from './visits.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in visitor statistics' buffer; tests and the benchmark call its flush(). */
    visitTracker: VisitTracker;
  }
}

/**
 * POST /api/public/track (docs/api.md): one page view of a published article. Answers 202
 * once the hit is accepted (it is written within the tracker's flush interval), 403 for a bot or
 * a missing User-Agent, 404 for a path that is no active published article, 429 past the limit.
 */
export function visitsRoutes(
  app: FastifyInstance,
  deps: { db: Db; limiter: RateLimiter; flushIntervalMs: number; onFlush?: (seconds: number) => void },
): void {
  const tracker = new VisitTracker(deps.db, {
    flushIntervalMs: deps.flushIntervalMs,
    log: app.log,
    onFlush: deps.onFlush,
  });
  app.decorate('visitTracker', tracker);
  app.addHook('onClose', async () => {
    await tracker.close();
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  const schema = {
    tags: ['Public site'],
    summary: 'Records one page view of a published article',
    description:
      "For the built-in visitor statistics. `path` is the article's URL path on the public site. Answers 202 once the view is accepted (it is written within seconds); 403 for a crawler, a headless or scripted client, or a missing User-Agent; 404 for a path that is no active published article.",
    body: trackInputSchema,
    response: { 202: messageReplySchema, ...errorReplies(403, 404) },
  };
  api.post('/api/public/track', { schema }, async (req, reply) => {
    await deps.limiter.hit(req.ip);
    await trackPageView(tracker, req.body, req.headers['user-agent']);
    return reply.status(202).send({ status: 'ok', message: VISITS_MESSAGES.tracked });
  });
}

import {
  messageReplySchema,
  STATS_SERVER_MESSAGES,
  trackInputSchema,
  type VisitDevice,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { list as botPatterns, createIsbotFromList } from 'isbot';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { VisitTracker } from './visit-tracker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in visitor statistics' buffer; tests and the benchmark call its flush(). */
    visitTracker: VisitTracker;
  }
}

/**
 * User agents that are not a person reading: crawlers, link previews, monitors, scripted and
 * headless browsers (isbot's maintained list, which covers curl, wget, python, node-fetch, axios and
 * HeadlessChrome), and two names it leaves out. Their page views are refused and never counted.
 */
const isBot = createIsbotFromList([...botPatterns, 'puppeteer', 'slurp']);

/** Whether a User-Agent header looks automated (a missing or very short one does). */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua.length < 8 || isBot(ua);
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
    if (isBotUserAgent(req.headers['user-agent'])) throw new AppError('FORBIDDEN', STATS_SERVER_MESSAGES.bot);
    const postId = await tracker.findPostId(req.body.path);
    if (postId === undefined) throw new AppError('NOT_FOUND', STATS_SERVER_MESSAGES.unknownPath);
    const device: VisitDevice = req.body.device === 'desktop' ? 'desktop' : 'mobile';
    await tracker.record(postId, device);
    return reply.status(202).send({ status: 'ok', message: STATS_SERVER_MESSAGES.tracked });
  });
}

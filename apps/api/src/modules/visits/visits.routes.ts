import { STATS_SERVER_MESSAGES, trackInputSchema, type VisitDevice } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { VisitTracker } from './visit-tracker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in visitor statistics' buffer; tests and the benchmark call its flush(). */
    visitTracker: VisitTracker;
  }
}

/**
 * User agents that are not a person reading: crawlers, link previews, monitors, scripted and
 * headless browsers. Their page views are refused and never counted.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|curl\/|wget\/|python-|go-http-client|java\/|okhttp|libwww|httpclient|axios\/|node-fetch|scrapy/i;

/** Whether a User-Agent header looks automated (a missing one does). */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua.length < 8 || BOT_PATTERN.test(ua);
}

/**
 * POST /api/public/track (CONTRACT.md point 6): one page view of a published article. Answers 202
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

  api.post('/api/public/track', { schema: { body: trackInputSchema } }, async (req, reply) => {
    await deps.limiter.hit(req.ip);
    if (isBotUserAgent(req.headers['user-agent'])) throw new AppError('FORBIDDEN', STATS_SERVER_MESSAGES.bot);
    const postId = await tracker.findPostId(req.body.path);
    if (postId === undefined) throw new AppError('NOT_FOUND', STATS_SERVER_MESSAGES.unknownPath);
    const device: VisitDevice = req.body.device === 'desktop' ? 'desktop' : 'mobile';
    await tracker.record(postId, device);
    return reply.status(202).send({ status: 'ok', message: STATS_SERVER_MESSAGES.tracked });
  });
}

import fastifyCors, { type FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import { CONTENT_MESSAGES } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { BatchedRateLimiter } from '../../lib/batched-rate-limit.ts';
import { listenToContentChanges } from '../../lib/content-changes.ts';
import type { LimitStore } from '../../lib/limits.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { TaggedCache } from '../../lib/tagged-cache.ts';
import { getOrCreateSecret } from '../app/secrets.repo.ts';
import { contentKeysRoutes } from '../content-keys/content-keys.routes.ts';
import { ContentKeyVerifier } from '../content-keys/content-keys.service.ts';
import { contentRoutes } from './content.routes.ts';
import { ContentReader } from './content.service.ts';
import { feedsRoutes } from './feeds.routes.ts';

/** Content replies kept per instance (each a few KB): the busiest pages and lists of a site. */
const CACHED_REPLIES = 5000;
/**
 * Feeds and sitemaps kept per instance, apart from the JSON replies: one per feed and origin (their
 * covers are absolute on the request's host, feeds.service.ts), so replies made for forged Host
 * headers push out only other feeds, and a few dozen sitemaps of a few MB bound the memory.
 */
const CACHED_FEEDS = 64;

/**
 * The CORS of the content calls (@fastify/cors's delegator, registered in their scope only): the
 * content API may be read from any site's browser, as a Ghost Content API key may (a key reads only
 * what readers see). The plugin's preflight route answers every path; any other path gets no CORS
 * from it.
 */
export const contentCors: FastifyCorsOptionsDelegateCallback = (req, callback) => {
  callback(null, {
    origin: (req.url ?? '').startsWith('/api/content/') ? '*' : false,
    methods: ['GET', 'HEAD'],
    allowedHeaders: ['X-Content-Key', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Surrogate-Key', 'Cache-Tag', 'Retry-After'],
    maxAge: 86_400,
  });
};

/**
 * Delivery to the public site (docs/api.md, "Content API"): the content keys, the content API's
 * read calls and the previews, with the change feed that keeps this instance's caches exact. Decorates
 * `app.content` with the reader the webhooks take their data from.
 */
export async function registerContentDelivery(
  app: FastifyInstance,
  deps: { database: Database; config: AppConfig; limits: LimitStore; metrics: Metrics },
): Promise<void> {
  const { database, config } = deps;
  const { db } = database;
  const feed = await listenToContentChanges(database);
  app.addHook('onClose', () => feed.stop().catch(() => {}));
  const reader = new ContentReader(db, config.settings);
  app.decorate('content', reader);
  // Thousands of calls a second per key: counted in memory, added to the shared count in batches.
  const limiter = new BatchedRateLimiter(
    deps.limits,
    'content_key',
    config.contentRateLimit,
    CONTENT_MESSAGES.rateLimited,
    () => deps.metrics.publicRefusals.inc({ call: 'content' }),
  );
  app.addHook('onClose', async () => limiter.close());
  contentKeysRoutes(app, { db });
  const previewSecret = await getOrCreateSecret(db, 'preview');
  // In a scope of their own, so that CORS (and its Vary: Origin) touches the content calls only.
  await app.register(async (scope) => {
    await scope.register(fastifyCors, { delegator: contentCors });
    contentRoutes(scope, {
      reader,
      keys: new ContentKeyVerifier(db, feed.changes, limiter, app.log),
      cache: config.listCache ? new TaggedCache(feed.changes, CACHED_REPLIES) : undefined,
      cacheControl: config.contentCacheControl,
      preview: { db, reader, secret: previewSecret },
    });
    feedsRoutes(scope, {
      db,
      reader,
      siteName: config.siteName,
      cache: config.listCache ? new TaggedCache(feed.changes, CACHED_FEEDS) : undefined,
      cacheControl: config.contentCacheControl,
    });
  });
}

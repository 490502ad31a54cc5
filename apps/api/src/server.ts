import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { fastifyRequestContext } from '@fastify/request-context';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@newsroom/shared';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { analyticsCspSources } from './lib/analytics-csp.ts';
import { registerApiReference } from './lib/api-reference.ts';
import { createStorage } from './lib/create-storage.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { createLimitStore } from './lib/limits.ts';
import { LoginThrottle } from './lib/login-throttle.ts';
import { Metrics } from './lib/metrics.ts';
import { RateLimiter } from './lib/rate-limit.ts';
import type { FileStorage } from './lib/storage.ts';
import { bannersRoutes } from './modules/ads/banners.routes.ts';
import { googleAdsRoutes } from './modules/ads/google-ads.routes.ts';
import { appRoutes } from './modules/app/app.routes.ts';
import { getSettings } from './modules/app/app.service.ts';
import { getOrCreateSecret } from './modules/app/secrets.repo.ts';
import { SecretsKeys } from './modules/app/secrets-key.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import type { ContentReader } from './modules/content/content.service.ts';
import { registerContentDelivery } from './modules/content/content-delivery.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { PostCountCache } from './modules/dashboard/dashboard.service.ts';
import { healthRoutes, type Lifecycle } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { findVariantSource } from './modules/media/media-variants.service.ts';
import { pollsRoutes } from './modules/polls/polls.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { registerPostListCache } from './modules/posts/posts-list-cache.ts';
import { presenceRoutes } from './modules/presence/presence.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { ReportCache } from './modules/reports/reports.service.ts';
import { revisionsRoutes } from './modules/revisions/revisions.routes.ts';
import { registerAuthGuard } from './modules/session/auth-guard.ts';
import { sessionRoutes, signInRoutes } from './modules/session/session.routes.ts';
import { twoFactorPolicyRoutes, twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { twoFactorLoginRoutes } from './modules/two-factor/two-factor-login.routes.ts';
import { TotpSecrets } from './modules/two-factor/two-factor-secrets.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { visitsRoutes } from './modules/visits/visits.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { registerStaffRoutes } from './staff-routes.ts';

export interface ServerOptions {
  config: AppConfig;
  database: Database;
  /** Where logs go; tests pass a stream to read them. Defaults to standard output. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered; tests use it to list the routes. */
  onRoute?: (route: RouteOptions) => void;
  /** Shared with main.ts, which marks the server as stopping on SIGTERM (GET /api/ready). */
  lifecycle?: Lifecycle;
  /** Holds back a throttled failed login's reply (default: a real timer); tests record the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** false only in the write benchmark, to measure what the audit trail costs (modules/audit). */
  auditTrail?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's Prometheus metrics; main.ts serves them on METRICS_PORT. */
    metrics: Metrics;
    /** Where uploads are kept (tests put files there as an earlier upload would have). */
    storage: FileStorage;
    /** The content API's reader: the webhooks send its shapes (modules/content). */
    content: ContentReader;
  }
}

/** Paths that must never appear in logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.access_token',
  'body.password',
  '*.confirm_password',
  'body.confirm_password',
];

/** The settings as the app serves them; none when the database is not migrated yet. */
async function readSettingsForCsp(db: Database['db'], sources: AppConfig['settings']) {
  try {
    return await getSettings(db, sources);
  } catch {
    return Object.entries(sources.overrides).map(([code, value]) => ({ code, name: code, value }));
  }
}

/** Builds the server: plugins, routes and error handling. No side effects until `listen`. */
export async function buildServer({
  config,
  database,
  logStream,
  onRoute,
  lifecycle = { shuttingDown: false },
  sleep,
  auditTrail = true,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[rejtett]' },
      // Fastify's own request line, with a content key given as `?key=` hidden like a token.
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: req.url.replace(/([?&]key=)[^&]*/g, '$1[rejtett]'),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A preview token is a path parameter of about 150 characters (modules/content/preview.service.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  // JSON only (docs/api.md): without this, Fastify's built-in text/plain parser lets a
  // text body through to validation (400) instead of refusing the content type (415).
  app.removeContentTypeParser('text/plain');
  // JSON with an empty body (a DELETE sent with the JSON content type) is simply no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BAD_INPUT', SERVER_MESSAGES.badJson), undefined);
    }
  });
  // Route schemas are zod schemas (packages/shared): they parse the requests and serialise the
  // replies, so a reply carries exactly the fields its schema lists.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // GA4 visitor numbers (when configured) need Google's identity script and the analytics API.
  const analytics = analyticsCspSources(await readSettingsForCsp(database.db, config.settings));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.scriptSrc],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics.connectSrc],
        ...(analytics.frameSrc.length > 0 ? { frameSrc: ["'self'", ...analytics.frameSrc] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // Uploaded images are compressed formats already: never spend CPU re-compressing them, whatever
  // content type their storage reports (an object store may say application/octet-stream).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/uploads/') && route.compress === undefined) route.compress = false;
  });
  // Replies of 1 KB or more in br or gzip, the two every browser accepts. It hooks routes as they
  // are added, so it comes before every route and before the static files; a static file sent from
  // its pre-compressed copy already has a Content-Encoding, which it leaves alone. Request bodies
  // are not decompressed (no client sends them compressed; a zip bomb would slip under bodyLimit).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  const { db } = database;
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  metrics.instrumentHttp(app);
  if (database.pool) metrics.instrumentPool(database.pool);
  // Before the guard: the audit trail reads the request (its user, its address) from this context.
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (req) => ({ request: req, auditTrail }),
  });
  registerAuthGuard(app, db);
  // After the guard's own onRoute hook, so a listed route carries the access it was given.
  if (onRoute) app.addHook('onRoute', onRoute);
  // No API reply is cached, except the content API's, which say how themselves (modules/content).
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  // Before the first route: the reference collects the routes as they are added.
  await registerApiReference(app);

  healthRoutes(app, { db, lifecycle });
  // Counters every instance shares: Redis when REDIS_URL is set, else PostgreSQL, else memory.
  const limits = await createLimitStore(database, config.redisUrl);
  app.addHook('onClose', () => limits.close());
  const throttle = new LoginThrottle(limits, config.loginThrottle, () => metrics.loginRefusals.inc());
  const publicLimiter = (call: string) =>
    new RateLimiter(limits, `public_${call}`, config.publicRateLimit, () =>
      metrics.publicRefusals.inc({ call }),
    );
  // The second factor's secrets are sealed with SECRETS_KEY, or the key kept in the database.
  const secrets = new TotpSecrets(await SecretsKeys.load(db, config.secretsKey), app.log);
  // In the order of the API reference: the password, the second factor, then the session itself.
  signInRoutes(app, { db, throttle, sleep });
  twoFactorLoginRoutes(app, { db, throttle, secrets, sleep });
  sessionRoutes(app, { db });
  twoFactorRoutes(app, { db, throttle, secrets });
  appRoutes(app, { db, settings: config.settings });
  twoFactorPolicyRoutes(app, { db });

  const storage = createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  registerStaffRoutes(app, db);
  postsRoutes(app, {
    db,
    storage,
    settings: config.settings,
    listCache: config.listCache ? await registerPostListCache(app, database) : undefined,
  });
  revisionsRoutes(app, { db, settings: config.settings });
  presenceRoutes(app, { db });
  uploadsRoutes(app, { db, storage, variantSource: (url) => findVariantSource(db, url) });
  mediaRoutes(app, { db, storage });
  bannersRoutes(app, { db, storage, clickLimiter: publicLimiter('click') });
  googleAdsRoutes(app, { db });
  pollsRoutes(app, {
    db,
    voteLimiter: publicLimiter('vote'),
    // One key for every instance and restart: VOTE_COOKIE_SECRET, or the one kept in the database.
    voteCookieSecret: config.voteCookieSecret ?? (await getOrCreateSecret(db, 'vote_cookie')),
  });
  // LIST_CACHE also keeps the dashboard's article count and the reports for the data's revision.
  auditRoutes(app, { db });
  dashboardRoutes(app, { db, postCountCache: config.listCache ? new PostCountCache() : undefined });
  reportsRoutes(app, { db, cache: config.listCache ? new ReportCache() : undefined });
  // Delivery to the public site: content keys, the content API and previews (docs/api.md, "Content API").
  await registerContentDelivery(app, { database, config, limits, metrics });
  visitsRoutes(app, {
    db,
    limiter: publicLimiter('track'),
    flushIntervalMs: config.trackFlushMs,
    onFlush: (seconds) => metrics.pageViewFlush.observe(seconds),
  });
  metrics.observePageViewBuffer(() => app.visitTracker.pendingViews);
  webhooksRoutes(app, { db, allowPrivateNetworks: config.webhooksAllowPrivateNetworks });

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz copy next to each text file (apps/web/vite.config.ts).
      preCompressed: true,
      // Without this, send's own `public, max-age=0` overrides the header setHeaders writes.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in the names of the files under assets/: they never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL is answered from the .br, the .gz or the plain file by Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/uploads/');
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
    // History-mode routing: every other path is the single-page app.
    // As a static file: from its pre-compressed copy, with the same no-cache and Vary headers.
    return reply.sendFile('index.html');
  });

  return app;
}

import type { IncomingHttpHeaders } from 'node:http';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import httpProxy from '@fastify/http-proxy';
import { SITE_STRINGS } from '@newsroom/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { SiteConfig } from './config.ts';
import { loadAssets } from './lib/assets.ts';
import { ContentClient, ContentUnavailable } from './lib/content-client.ts';
import { NotFound, SiteData } from './lib/site-data.ts';
import { feedRoutes } from './routes/feeds.ts';
import { keywordRoutes } from './routes/keywords.tsx';
import { type PageDeps, pageRoutes, sendMessage, sendNotFound } from './routes/pages.tsx';

/** The site's favicon: the publication's initial, in its colour. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#9b1c1c"/>' +
  '<text x="16" y="23" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">N</text></svg>';

export interface BuildSiteOptions {
  /** The client the pages read through; tests pass one to read its counters. */
  client?: ContentClient;
  logger?: boolean;
}

/**
 * The reader site (docs/site.md): server-rendered pages on the content API alone. The browser's
 * calls that count something (page views, banner clicks, votes) and the uploaded images are passed
 * through to the API on the same origin, so the vote cookie and the reader's address reach it.
 */
export async function buildSite(
  config: SiteConfig,
  options: BuildSiteOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
  });
  const client =
    options.client ??
    new ContentClient({
      apiUrl: config.apiUrl,
      key: config.apiKey,
      staleMs: config.staleMs,
      freshMs: config.freshMs,
    });
  const data = new SiteData(client);
  const assets = await loadAssets();
  const deps: PageDeps = { config, data, assets };

  // Weak: the same page is sent plain, gzip or br, and a strong ETag names one set of bytes.
  await app.register(etag, { weak: true });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // The reader's address goes along (the API trusts a proxy on its own machine, TRUST_PROXY).
  const forwarded = (
    req: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
    headers: IncomingHttpHeaders,
  ) => ({
    ...headers,
    'x-forwarded-for': req.ip,
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.host,
  });
  for (const prefix of ['/uploads', '/api/public']) {
    await app.register(httpProxy, {
      upstream: config.apiUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: { rewriteRequestHeaders: forwarded },
    });
  }

  app.get('/favicon.svg', (_req, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
  );
  app.get('/favicon.ico', (_req, reply) => reply.redirect('/favicon.svg', 301));
  app.get<{ Params: { file: string } }>('/assets/:file', (req, reply) => {
    if (req.url !== assets.script.url) return sendNotFound(deps, reply);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(assets.script.body);
  });

  const notFound = (reply: FastifyReply) => sendNotFound(deps, reply);
  feedRoutes(app, { config, client, notFound });
  pageRoutes(app, deps);
  keywordRoutes(app, deps);

  app.setNotFoundHandler((req, reply) => {
    // '/tech' → '/tech/': categories and articles live under a trailing slash, as post_url has it.
    const [path, query] = req.url.split('?', 2);
    if (req.method === 'GET' && path && /^(\/[^/.]+){1,2}$/.test(path)) {
      return reply.redirect(`${path}/${query ? `?${query}` : ''}`, 301);
    }
    return notFound(reply);
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof NotFound) return notFound(reply);
    if (err instanceof ContentUnavailable) req.log.warn({ err }, 'content API unavailable');
    else req.log.error({ err }, 'page failed');
    reply.header('retry-after', '30');
    // Even a page that cannot be drawn gets the readers' words, never a stack or a 500.
    return sendMessage(deps, reply, 503, SITE_STRINGS.unavailable).catch((failure: unknown) => {
      req.log.error({ err: failure }, 'error page failed');
      const { title, text } = SITE_STRINGS.unavailable;
      return reply
        .status(503)
        .header('cache-control', 'private, no-store')
        .type('text/plain; charset=utf-8')
        .send(`${title}\n\n${text}\n`);
    });
  });

  return app;
}

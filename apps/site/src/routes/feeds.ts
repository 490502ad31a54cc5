import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteConfig } from '../config.ts';
import type { ContentClient } from '../lib/content-client.ts';

/**
 * The feeds and sitemaps at the site's root, served from the content API's (docs/site.md, "Feeds"):
 * the API writes addresses on the address it was asked at, so its own addresses of the sitemaps and
 * the uploads are rewritten to the site's, where the site serves both.
 */
export interface FeedDeps {
  config: SiteConfig;
  client: ContentClient;
  notFound: (reply: FastifyReply) => Promise<FastifyReply>;
}

function onSite(config: SiteConfig, xml: string): string {
  return xml
    .replaceAll(`${config.apiUrl}/api/content/sitemaps/`, `${config.siteUrl}/sitemaps/`)
    .replaceAll(`${config.apiUrl}/uploads/`, `${config.siteUrl}/uploads/`)
    .replaceAll(`${config.apiUrl}/api/content/feeds/`, `${config.siteUrl}/`);
}

async function sendFeed(deps: FeedDeps, reply: FastifyReply, apiPath: string): Promise<FastifyReply> {
  const feed = await deps.client.get(apiPath);
  if (feed.status !== 200) return deps.notFound(reply);
  return reply
    .type(feed.contentType || 'application/xml; charset=utf-8')
    .header('cache-control', deps.config.cacheControl)
    .send(onSite(deps.config, feed.text));
}

export function feedRoutes(app: FastifyInstance, deps: FeedDeps): void {
  app.get('/rss.xml', (_req, reply) => sendFeed(deps, reply, '/api/content/feeds/rss.xml'));
  app.get<{ Params: { menu: string } }>('/:menu/rss.xml', (req, reply) =>
    sendFeed(deps, reply, `/api/content/feeds/${encodeURIComponent(req.params.menu)}/rss.xml`),
  );
  app.get('/sitemap.xml', (_req, reply) => sendFeed(deps, reply, '/api/content/sitemaps/index.xml'));
  app.get('/news-sitemap.xml', (_req, reply) => sendFeed(deps, reply, '/api/content/sitemaps/news.xml'));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', (req, reply) => {
    const n = /^articles-([1-9][0-9]{0,6})\.xml$/.exec(req.params.file)?.[1];
    if (!n) return deps.notFound(reply);
    return sendFeed(deps, reply, `/api/content/sitemaps/articles-${n}.xml`);
  });
  app.get('/robots.txt', (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', deps.config.cacheControl)
      .send(
        `User-agent: *\nAllow: /\n\nSitemap: ${deps.config.siteUrl}/sitemap.xml\nSitemap: ${deps.config.siteUrl}/news-sitemap.xml\n`,
      ),
  );
}

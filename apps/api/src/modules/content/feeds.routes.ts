import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/api-reference.ts';
import type { TaggedCache } from '../../lib/tagged-cache.ts';
import type { ContentAnswer } from './content.service.ts';
import { type CachedReply, sendContent } from './content-reply.ts';
import {
  articleSitemap,
  type FeedsDeps,
  NEWS_URLS,
  newsSitemap,
  RSS_ITEMS,
  rssFeed,
  SITEMAP_URLS,
  sitemapIndex,
} from './feeds.service.ts';

export interface FeedsRoutesDeps extends FeedsDeps {
  /** The content replies of this instance (content-delivery.ts); undefined computes every reply. */
  cache: TaggedCache<CachedReply> | undefined;
  cacheControl: string;
}

/**
 * How long this instance keeps a sitemap at most: a sitemap names only 'articles' to the caches
 * (feeds.service.ts), so a change of an article it lists without moving it between lists shows
 * after this window; the news sitemap also drops the articles that turned 48 hours old.
 */
const SITEMAP_CACHE_MS = 5 * 60_000;
const NEWS_CACHE_MS = 60_000;

const timeWindow = (ms: number) => Math.floor(Date.now() / ms);

/** The address the request came to (its protocol and host), the base of the covers' and sitemaps' URLs. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

const NOTE =
  "No content key: feeds are for readers and crawlers. Links point to the public site (PUBLIC_SITE_URL + the article's post_url); covers are absolute on the address the request came to. The reply carries a strong ETag (If-None-Match → 304), Cache-Control for CDNs, Surrogate-Key and Cache-Tag (`articles`; a feed also names each article and category it holds).";

const xmlReply = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** The feeds and sitemaps (docs/api.md, "Content API"). Access: lib/route-access.ts ('public'). */
export function feedsRoutes(app: FastifyInstance, deps: FeedsRoutesDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { cache, cacheControl } = deps;
  const tags = ['Content API'];
  // Compressed once per cached reply (content-reply.ts), not again by @fastify/compress.
  const common = { compress: false as const };
  /** The cached reply under `cacheKey`, or `compute`'s, with the content API's headers. */
  const serve = async (
    req: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    compute: () => Promise<ContentAnswer>,
  ): Promise<void> => {
    await sendContent(req, reply, { cache, cacheControl, cacheKey, compute });
  };
  const rss = xmlReply('application/rss+xml', `RSS 2.0: the newest ${RSS_ITEMS} published articles.`);

  api.get(
    '/api/content/feeds/rss.xml',
    {
      ...common,
      schema: {
        tags,
        summary: 'RSS feed of the newest articles',
        description: `${NOTE} Each item: title, link, guid, description (short_content), dc:creator, category (the category, then the keywords), media:content (the cover), pubDate.`,
        response: { 200: rss },
      },
    },
    (req, reply) => {
      const origin = originOf(req);
      return serve(req, reply, `feeds/rss@${origin}`, () => rssFeed(deps, undefined, origin));
    },
  );

  api.get(
    '/api/content/feeds/:menu_path/rss.xml',
    {
      ...common,
      schema: {
        tags,
        summary: 'RSS feed of the newest articles of a category',
        description: `${NOTE} \`menu_path\`: the category's path (\`/api/content/menus\`); an unknown one is a 404.`,
        params: z.object({ menu_path: z.string().min(1).max(200) }),
        response: { 200: rss, ...errorReplies(404) },
      },
    },
    (req, reply) => {
      const origin = originOf(req);
      const path = req.params.menu_path;
      return serve(req, reply, `feeds/rss/${path}@${origin}`, () => rssFeed(deps, path, origin));
    },
  );

  api.get(
    '/api/content/sitemaps/index.xml',
    {
      ...common,
      schema: {
        tags,
        summary: 'Sitemap index of the article sitemaps',
        description: `${NOTE} One article sitemap per ${SITEMAP_URLS.toLocaleString('en')} article ids that hold a published article (\`articles-1.xml\`: ids 1–${SITEMAP_URLS}), with the newest change of its articles as \`lastmod\`.`,
        response: { 200: xmlReply('application/xml', 'A sitemap index.') },
      },
    },
    (req, reply) => {
      const origin = originOf(req);
      return serve(req, reply, `sitemaps/index@${origin}#${timeWindow(SITEMAP_CACHE_MS)}`, () =>
        sitemapIndex(deps, origin),
      );
    },
  );

  api.get(
    '/api/content/sitemaps/articles-:n.xml',
    {
      ...common,
      schema: {
        tags,
        summary: 'An article sitemap',
        description: `${NOTE} \`n\`: the sitemap's number in the index; its published articles with \`loc\`, \`lastmod\` and the cover as \`image:image\`. A number the index does not list is a 404.`,
        params: z.object({ n: z.string().max(20) }),
        response: { 200: xmlReply('application/xml', 'A sitemap (urlset).'), ...errorReplies(404) },
      },
    },
    (req, reply) => {
      const origin = originOf(req);
      const n = req.params.n;
      return serve(req, reply, `sitemaps/articles-${n}@${origin}#${timeWindow(SITEMAP_CACHE_MS)}`, () =>
        articleSitemap(deps, n, origin),
      );
    },
  );

  api.get(
    '/api/content/sitemaps/news.xml',
    {
      ...common,
      schema: {
        tags,
        summary: 'Google News sitemap',
        description: `${NOTE} The articles published in the last 48 hours, newest first, ${NEWS_URLS} at most, with news:publication (SITE_NAME, hu), news:publication_date and news:title.`,
        response: { 200: xmlReply('application/xml', 'A Google News sitemap.') },
      },
    },
    (req, reply) =>
      serve(req, reply, `sitemaps/news#${timeWindow(NEWS_CACHE_MS)}`, () => newsSitemap(deps, new Date())),
  );
}

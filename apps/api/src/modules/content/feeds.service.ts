import { CONTENT_MESSAGES } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { findMenuByPath } from '../menus/menus.service.ts';
import { findPublishedArticles } from './content.repo.ts';
import { type ContentAnswer, type ContentReader, movedAnswer } from './content.service.ts';
import { toContentArticle } from './content-articles.ts';
import { movedCategoryFeed } from './content-old-addresses.ts';
import { findNewsArticles, findSitemapArticles, findSitemapBuckets } from './feeds.repo.ts';
import { articleSitemapXml, newsSitemapXml, rssXml, sitemapIndexXml } from './feeds-xml.ts';

/**
 * The feeds and sitemaps of the content API (docs/api.md, "Content API"), for readers and
 * crawlers: what readers may see, linking to the public site (PUBLIC_SITE_URL + post_url). Each
 * answer is the XML and the surrogate keys it depends on, cached and sent by content-reply.ts.
 *
 * A cover is stored as a path on this server ('/uploads/…', served by modules/uploads even with
 * the S3 store), while feed readers and crawlers need an absolute address: it is made absolute
 * with the origin the request came to (`origin`: its protocol and host, which TRUST_PROXY lets a
 * proxy's X-Forwarded-Proto and -Host set), and the routes keep one cached reply per origin.
 */

/** Items of an RSS feed. */
export const RSS_ITEMS = 50;
/**
 * Article ids per article sitemap: under the protocol's 50,000 URLs, so that one sitemap stays a
 * couple of MB and is built in about a tenth of a second (content-delivery.ts keeps a few dozen).
 */
export const SITEMAP_URLS = 10_000;
/** Google News takes articles of the last two days, a thousand at most. */
export const NEWS_WINDOW_MS = 48 * 3600_000;
export const NEWS_URLS = 1000;

export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';

export interface FeedsDeps {
  db: Db;
  reader: ContentReader;
  /** SITE_NAME: the channel's title and the news sitemap's publication. */
  siteName: string;
}

const unique = (values: string[]) => [...new Set(values)];

/** A stored path made absolute on `origin`; an address that already is one stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

const notFound = (message: string, tags: string[]): ContentAnswer => ({
  status: 404,
  body: { status: 'error', message },
  tags,
});

/**
 * RSS 2.0 of the newest published articles, all or of one category (`menuPath`; an unknown or
 * inactive one is a 404). Keys: 'articles' (a publication changes it), each article and category.
 */
export async function rssFeed(
  deps: FeedsDeps,
  menuPath: string | undefined,
  origin: string,
): Promise<ContentAnswer> {
  const menu = menuPath === undefined ? undefined : await findMenuByPath(deps.db, menuPath);
  // A category's old path: its feed at the current one (content-old-addresses.ts).
  const moved = menuPath !== undefined && !menu ? await movedCategoryFeed(deps.db, menuPath) : undefined;
  if (moved) return movedAnswer(moved.location, moved.tags);
  // A category created or renamed later touches 'menus'.
  if (menuPath !== undefined && !menu) return notFound(CONTENT_MESSAGES.menuNotFound, ['menus']);
  const [rows, base] = await Promise.all([
    findPublishedArticles(deps.db, menu ? { menu: menu.path } : {}, RSS_ITEMS, false),
    deps.reader.publicSiteUrl(),
  ]);
  const title = menu ? `${deps.siteName} – ${menu.name}` : deps.siteName;
  const self = menu
    ? `/api/content/feeds/${encodeURIComponent(menu.path)}/rss.xml`
    : '/api/content/feeds/rss.xml';
  const items = rows.map((row) => {
    const a = toContentArticle(row, base);
    return {
      title: a.title ?? '',
      link: a.url ?? '',
      description: a.short_content ?? '',
      creator: a.author?.name ?? '',
      categories: unique([row.menuName, ...(a.keywords ?? [])]),
      pubDate: row.publishedAt,
      cover: a.cover ? { ...a.cover, url: absoluteUrl(origin, a.cover.url) } : undefined,
    };
  });
  const newest = rows.reduce<Date | undefined>(
    (max, r) => (!max || r.lastUpdate > max ? r.lastUpdate : max),
    undefined,
  );
  return {
    status: 200,
    contentType: RSS_TYPE,
    body: rssXml(
      {
        title,
        link: base || origin,
        description: `${title}: ${CONTENT_MESSAGES.feedDescription}`,
        self: `${origin}${self}`,
        lastBuildDate: newest,
      },
      items,
    ),
    tags: unique([
      'articles',
      ...(menu ? [`menu:${menu.id}`] : []),
      ...rows.map((r) => `article:${r.id}`),
      ...rows.map((r) => `menu:${r.menuId}`),
    ]),
  };
}

/**
 * The surrogate keys of a sitemap: 'articles' only. A sitemap may list 10,000 articles, too many
 * keys for a header, so a change that moves no article between lists (a new title, address or
 * cover) reaches it when its cached copy ages (the routes' time window here, s-maxage at a CDN),
 * while a publication, an unpublication and a deletion drop it at once.
 */
const SITEMAP_TAGS = ['articles'];

/** The sitemap index: one article sitemap per non-empty bucket of ids, with its newest change. */
export async function sitemapIndex(deps: FeedsDeps, origin: string): Promise<ContentAnswer> {
  const buckets = await findSitemapBuckets(deps.db, SITEMAP_URLS);
  return {
    status: 200,
    contentType: SITEMAP_TYPE,
    body: sitemapIndexXml(
      buckets.map((b) => ({ loc: `${origin}/api/content/sitemaps/articles-${b.n}.xml`, lastmod: b.lastmod })),
    ),
    tags: SITEMAP_TAGS,
  };
}

/** Bucket `n` ('1', '2'…, as the index names it); anything else, or an empty bucket, is a 404. */
export async function articleSitemap(deps: FeedsDeps, n: string, origin: string): Promise<ContentAnswer> {
  const number = /^[1-9]\d{0,5}$/.test(n) ? Number(n) : 0;
  const from = (number - 1) * SITEMAP_URLS + 1;
  if (number === 0 || from > 2_147_483_647) return notFound(CONTENT_MESSAGES.sitemapNotFound, SITEMAP_TAGS);
  const [rows, base] = await Promise.all([
    findSitemapArticles(deps.db, from, Math.min(number * SITEMAP_URLS, 2_147_483_647)),
    deps.reader.publicSiteUrl(),
  ]);
  if (rows.length === 0) return notFound(CONTENT_MESSAGES.sitemapNotFound, SITEMAP_TAGS);
  return {
    status: 200,
    contentType: SITEMAP_TYPE,
    body: articleSitemapXml(
      rows.map((r) => ({
        loc: `${base}${r.postUrl}`,
        lastmod: r.lastUpdate,
        image: r.thumbnail ? absoluteUrl(origin, r.thumbnail) : undefined,
      })),
    ),
    tags: SITEMAP_TAGS,
  };
}

/** The Google News sitemap: published in the last 48 hours, newest first, a thousand at most. */
export async function newsSitemap(deps: FeedsDeps, now: Date): Promise<ContentAnswer> {
  const [rows, base] = await Promise.all([
    findNewsArticles(deps.db, new Date(now.getTime() - NEWS_WINDOW_MS), NEWS_URLS),
    deps.reader.publicSiteUrl(),
  ]);
  return {
    status: 200,
    contentType: SITEMAP_TYPE,
    body: newsSitemapXml(
      deps.siteName,
      rows.map((r) => ({ loc: `${base}${r.postUrl}`, title: r.title, publishedAt: r.publishedAt })),
    ),
    tags: SITEMAP_TAGS,
  };
}

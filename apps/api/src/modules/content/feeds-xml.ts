import { XMLBuilder } from 'fast-xml-parser';

/**
 * The XML of the feeds and sitemaps (feeds.service.ts), from plain values: fast-xml-parser's
 * builder escapes every text and attribute (& < > " '), and `clean` drops what XML 1.0 cannot
 * hold at all (control characters, lone surrogates), so no stored title can break a feed.
 */

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
  processEntities: true,
  // isPermaLink="true" stays an attribute with its value, as XML wants.
  suppressBooleanAttributes: false,
});

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Anything but a tab, a line break and the plain characters of the Basic Multilingual Plane. */
const UNUSUAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/;

/** A text without the characters XML 1.0 forbids (its Char production): control characters, lone surrogates, U+FFFE/F. */
export function clean(text: string): string {
  if (!UNUSUAL.test(text)) return text;
  let out = '';
  // By code point: a pair of surrogates comes as one character, a lone one as itself.
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    const allowed =
      c === 0x9 ||
      c === 0xa ||
      c === 0xd ||
      (c >= 0x20 && c <= 0xd7ff) ||
      (c >= 0xe000 && c <= 0xfffd) ||
      c >= 0x10000;
    if (allowed) out += ch;
  }
  return out;
}

function xml(root: Record<string, unknown>): string {
  return `${DECLARATION}\n${builder.build(root)}`;
}

/** RFC 822 date-time, as RSS 2.0 wants it: 'Wed, 02 Oct 2002 13:00:00 GMT'. */
export const rfc822 = (d: Date) => d.toUTCString();

/** W3C date-time to the second, as sitemaps want it: '2026-05-01T12:00:00Z'. */
export const w3c = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  /** The feed's own address (atom:link rel="self"). */
  self: string;
  /** The newest change of its items; absent for an empty feed. */
  lastBuildDate?: Date;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  creator: string;
  categories: string[];
  pubDate: Date;
  cover?: { url: string; width: number | null; height: number | null; credit: string };
}

export function rssXml(channel: RssChannel, items: RssItem[]): string {
  return xml({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@xmlns:media': 'http://search.yahoo.com/mrss/',
      channel: {
        title: clean(channel.title),
        link: clean(channel.link),
        description: clean(channel.description),
        language: 'hu',
        ...(channel.lastBuildDate ? { lastBuildDate: rfc822(channel.lastBuildDate) } : {}),
        'atom:link': { '@href': clean(channel.self), '@rel': 'self', '@type': 'application/rss+xml' },
        item: items.map((item) => ({
          title: clean(item.title),
          link: clean(item.link),
          guid: { '@isPermaLink': 'true', '#text': clean(item.link) },
          description: clean(item.description),
          ...(item.creator ? { 'dc:creator': clean(item.creator) } : {}),
          category: item.categories.map(clean),
          ...(item.cover ? { 'media:content': mediaContent(item.cover) } : {}),
          pubDate: rfc822(item.pubDate),
        })),
      },
    },
  });
}

function mediaContent(cover: NonNullable<RssItem['cover']>) {
  return {
    '@url': clean(cover.url),
    '@medium': 'image',
    ...(cover.width ? { '@width': String(cover.width) } : {}),
    ...(cover.height ? { '@height': String(cover.height) } : {}),
    ...(cover.credit ? { 'media:credit': clean(cover.credit) } : {}),
  };
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(sitemaps: Array<{ loc: string; lastmod: Date }>): string {
  return xml({
    sitemapindex: {
      '@xmlns': SITEMAP_NS,
      sitemap: sitemaps.map((s) => ({ loc: clean(s.loc), lastmod: w3c(s.lastmod) })),
    },
  });
}

export function articleSitemapXml(urls: Array<{ loc: string; lastmod: Date; image?: string }>): string {
  return xml({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:image': 'http://www.google.com/schemas/sitemap-image/1.1',
      url: urls.map((u) => ({
        loc: clean(u.loc),
        lastmod: w3c(u.lastmod),
        ...(u.image ? { 'image:image': { 'image:loc': clean(u.image) } } : {}),
      })),
    },
  });
}

export function newsSitemapXml(
  publication: string,
  urls: Array<{ loc: string; title: string; publishedAt: Date }>,
): string {
  return xml({
    urlset: {
      '@xmlns': SITEMAP_NS,
      '@xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
      url: urls.map((u) => ({
        loc: clean(u.loc),
        'news:news': {
          'news:publication': { 'news:name': clean(publication), 'news:language': 'hu' },
          'news:publication_date': w3c(u.publishedAt),
          'news:title': clean(u.title),
        },
      })),
    },
  });
}

/**
 * The feeds and sitemaps at the site's root (routes/feeds.ts), as a feed reader and a crawler read
 * them: the content API's XML with every address on the site's own (https://hirek.example), the
 * sitemaps the index names answered at those addresses, robots.txt naming them, 404 for the unknown.
 */
import { SITE_STRINGS } from '@newsroom/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryAt, type Published, publishArticle } from '../test/content.ts';
import { SITE_URL, setUpSite } from '../test/site-harness.ts';

const { api, site } = setUpSite();
let news: Published;
let tech: Published;

beforeAll(async () => {
  news = await publishArticle(api, { title: 'Hírcsatornás hír & más', thumbnail_source: 'MTI' });
  tech = await publishArticle(api, { title: 'Technikai cikk', menu: await categoryAt(api, 'tech') });
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'url', 'sitemap', 'category'].includes(name),
});

/** GET on the site, checked to be well-formed XML, parsed. */
async function xmlAt(url: string) {
  const res = await site.site.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/xml/);
  expect(res.headers['cache-control'], url).toBe(site.config.cacheControl);
  expect(XMLValidator.validate(res.body), url).toBe(true);
  return { body: res.body, doc: parser.parse(res.body) };
}

describe('RSS', () => {
  it('/rss.xml lists the newest articles, each linking to the site', async () => {
    const { doc } = await xmlAt('/rss.xml');
    const items = doc.rss.channel.item as Array<{
      link: string;
      title: string;
      'media:content'?: { '@url': string };
    }>;
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item.link).toMatch(/^https:\/\/hirek\.example\//);
    const ours = items.find((i) => i.link === `${SITE_URL}${news.post_url}`);
    expect(ours?.title).toBe('Hírcsatornás hír & más');
    // The cover is on the site's address too (the site passes /uploads through).
    expect(ours?.['media:content']?.['@url']).toBe(`${SITE_URL}${news.thumbnail}`);
    expect(items.map((i) => i.link)).toContain(`${SITE_URL}${tech.post_url}`);
  });

  it("/hirek/rss.xml holds the category's articles only", async () => {
    const { doc } = await xmlAt('/hirek/rss.xml');
    const links = (doc.rss.channel.item as Array<{ link: string }>).map((i) => i.link);
    expect(links).toContain(`${SITE_URL}${news.post_url}`);
    expect(links).not.toContain(`${SITE_URL}${tech.post_url}`);
    expect(links.every((l) => l.startsWith(`${SITE_URL}/hirek/`))).toBe(true);
  });

  // The API's atom:link rel="self" (`<api>/api/content/feeds/…`) is rewritten to the site's.
  it('names no address of the content API: the feed links itself on the site', async () => {
    const feeds: Array<[string, string]> = [
      ['/rss.xml', `${SITE_URL}/rss.xml`],
      ['/hirek/rss.xml', `${SITE_URL}/hirek/rss.xml`],
    ];
    for (const [url, self] of feeds) {
      const { body, doc } = await xmlAt(url);
      expect(doc.rss.channel['atom:link']['@href'], url).toBe(self);
      expect(body, url).not.toContain(api.url);
    }
  });

  it('answers an unknown category feed with the 404 page', async () => {
    const res = await site.site.inject({ method: 'GET', url: '/nincs-ilyen-rovat/rss.xml' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SITE_STRINGS.notFound.title);
  });
});

describe('sitemaps', () => {
  it('/sitemap.xml points to article sitemaps on the site, which answer the articles', async () => {
    const { body, doc } = await xmlAt('/sitemap.xml');
    expect(body).not.toContain(api.url);
    const locs = (doc.sitemapindex.sitemap as Array<{ loc: string }>).map((s) => s.loc);
    expect(locs).toEqual([`${SITE_URL}/sitemaps/articles-1.xml`]);

    const articles = await xmlAt(new URL(locs[0] ?? '').pathname);
    expect(articles.body).not.toContain(api.url);
    const urls = articles.doc.urlset.url as Array<{ loc: string; 'image:image'?: { 'image:loc': string } }>;
    const ours = urls.find((u) => u.loc === `${SITE_URL}${news.post_url}`);
    expect(ours?.['image:image']?.['image:loc']).toBe(`${SITE_URL}${news.thumbnail}`);
    expect(urls.every((u) => u.loc.startsWith(`${SITE_URL}/`))).toBe(true);
  });

  it('/news-sitemap.xml lists the fresh articles on the site', async () => {
    const { body, doc } = await xmlAt('/news-sitemap.xml');
    expect(body).not.toContain(api.url);
    const locs = (doc.urlset.url as Array<{ loc: string }>).map((u) => u.loc);
    expect(locs).toContain(`${SITE_URL}${news.post_url}`);
  });

  it('answers a sitemap that is not there with 404', async () => {
    for (const url of ['/sitemaps/articles-0.xml', '/sitemaps/articles-9.xml', '/sitemaps/valami.xml']) {
      const res = await site.site.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('/robots.txt lets crawlers in and names both sitemaps', async () => {
    const res = await site.site.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${SITE_URL}/news-sitemap.xml`);
  });
});

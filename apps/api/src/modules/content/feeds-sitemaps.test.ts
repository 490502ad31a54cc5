/**
 * GET /api/content/sitemaps/index.xml, /api/content/sitemaps/articles-{n}.xml and
 * /api/content/sitemaps/news.xml (docs/api.md, "Content API"), parsed as XML: only published
 * articles, in buckets of ids; the Google News sitemap of the last 48 hours; the content API's
 * caching, without a key.
 */
import { CONTENT_MESSAGES } from '@newsroom/shared';
import { and, eq, lte, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import type { TestPost } from '../../test/harness.ts';
import { SITEMAP_URLS } from './feeds.service.ts';
import { API_ORIGIN, parseXml, SITE_NAME, useFeedsApp } from './feeds-support.ts';

const { t, get, article } = useFeedsApp();

/** An id in the 13th bucket of ids: the article moved there makes a second article sitemap. */
const FAR_ID = 12 * SITEMAP_URLS + 3456;
let far: TestPost;

beforeAll(async () => {
  far = await article({ title: 'Távoli azonosító', thumbnail: '/uploads/posts/covers/tavoli.jpg' });
  await t.db.update(posts).set({ id: FAR_ID }).where(eq(posts.id, far.id));
});

const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

async function urlsOf(path: string): Promise<Array<Record<string, unknown>>> {
  return parseXml(await get(path)).urlset.url ?? [];
}

describe('article sitemaps', () => {
  it('the index lists a sitemap per non-empty bucket of ids, with its newest change', async () => {
    await article({ title: 'Első vödör' });
    const res = await get('/api/content/sitemaps/index.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = parseXml(res).sitemapindex;
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const [newest] = await t.db
      .select({ at: max(posts.lastUpdate) })
      .from(posts)
      .where(and(eq(posts.menuType, 'post'), eq(posts.isActive, true), lte(posts.id, SITEMAP_URLS)));
    expect(index.sitemap).toEqual([
      {
        loc: `${API_ORIGIN}/api/content/sitemaps/articles-1.xml`,
        lastmod: w3c(new Date(newest?.at ?? 0).toISOString()),
      },
      { loc: `${API_ORIGIN}/api/content/sitemaps/articles-13.xml`, lastmod: w3c(far.last_update) },
    ]);
  });

  it("an article sitemap holds its bucket's published articles with loc, lastmod and image", async () => {
    const a = await article({ title: 'Térképen' });
    const draft = await article({ title: 'Piszkozat', menu_type: 'draft' });
    const deleted = await article({ title: 'Törölt', is_active: false });
    const scheduled = await article({ title: 'Időzített', menu_type: 'draft' });
    await t.db.execute(`update posts set publish_at = now() + interval '1 hour' where id = ${scheduled.id}`);
    const urls = await urlsOf('/api/content/sitemaps/articles-1.xml');
    const locs = urls.map((u) => u.loc);
    expect(urls.find((u) => u.loc === `https://hirek.example${a.post_url}`)).toEqual({
      loc: `https://hirek.example${a.post_url}`,
      lastmod: w3c(a.last_update),
      'image:image': { 'image:loc': `${API_ORIGIN}${a.thumbnail}` },
    });
    for (const hidden of [draft, deleted, scheduled])
      expect(locs).not.toContain(`https://hirek.example${hidden.post_url}`);
    expect(locs).not.toContain(`https://hirek.example${far.post_url}`);
    expect(await urlsOf('/api/content/sitemaps/articles-13.xml')).toEqual([
      {
        loc: `https://hirek.example${far.post_url}`,
        lastmod: w3c(far.last_update),
        'image:image': { 'image:loc': `${API_ORIGIN}/uploads/posts/covers/tavoli.jpg` },
      },
    ]);
    // Unpublished: gone at once.
    await t.db.update(posts).set({ menuType: 'draft' }).where(eq(posts.id, a.id));
    await expect
      .poll(async () => (await urlsOf('/api/content/sitemaps/articles-1.xml')).map((u) => u.loc))
      .not.toContain(`https://hirek.example${a.post_url}`);
  });

  it('answers 404 for a sitemap the index does not list', async () => {
    for (const n of ['2', '12', '0', '01', 'x', '', '99999999999']) {
      const res = await get(`/api/content/sitemaps/articles-${n}.xml`);
      expect(res.statusCode, n).toBe(404);
      expect(res.json(), n).toEqual({ status: 'error', message: CONTENT_MESSAGES.sitemapNotFound });
    }
  });
});

describe('the Google News sitemap', () => {
  it('holds the articles of the last 48 hours, newest first, with the publication, date and title', async () => {
    const older = await article({ title: 'Tegnapi', creation_date: new Date(Date.now() - 24 * 3600_000) });
    const fresh = await article({ title: 'Tom & Jerry <3 "idézet"' });
    const old = await article({ title: 'Háromnapos' });
    await t.db.execute(`update posts set published_at = now() - interval '3 days' where id = ${old.id}`);
    const draft = await article({ title: 'Friss piszkozat', menu_type: 'draft' });
    const res = await get('/api/content/sitemaps/news.xml');
    const urlset = parseXml(res).urlset;
    expect(urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls = urlset.url as Array<{ loc: string; 'news:news': Record<string, unknown> }>;
    const locs = urls.map((u) => u.loc);
    expect(locs).not.toContain(`https://hirek.example${old.post_url}`);
    expect(locs).not.toContain(`https://hirek.example${draft.post_url}`);
    expect(locs.indexOf(`https://hirek.example${fresh.post_url}`)).toBeLessThan(
      locs.indexOf(`https://hirek.example${older.post_url}`),
    );
    expect(urls.find((u) => u.loc === `https://hirek.example${fresh.post_url}`)).toEqual({
      loc: `https://hirek.example${fresh.post_url}`,
      'news:news': {
        'news:publication': { 'news:name': SITE_NAME, 'news:language': 'hu' },
        'news:publication_date': w3c(fresh.creation_date),
        'news:title': 'Tom & Jerry <3 "idézet"',
      },
    });
    expect(res.body).toContain('<news:title>Tom &amp; Jerry &lt;3');
  });
});

describe('sitemap caching', () => {
  it('needs no key, and has the content API caching: ETag, 304, Cache-Control, surrogate keys', async () => {
    for (const path of ['/api/content/sitemaps/index.xml', '/api/content/sitemaps/news.xml']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
      );
      expect(res.headers['surrogate-key']).toBe('articles');
      expect(res.headers['cache-tag']).toBe('articles');
      const revalidated = await get(path, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    }
    // A publication changes the news sitemap at once.
    const before = (await get('/api/content/sitemaps/news.xml')).headers.etag as string;
    const a = await article({ title: 'Épp most' });
    await expect
      .poll(async () => (await get('/api/content/sitemaps/news.xml', { 'if-none-match': before })).statusCode)
      .toBe(200);
    expect((await get('/api/content/sitemaps/news.xml')).body).toContain(a.post_url);
  });
});

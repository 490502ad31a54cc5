/**
 * What the pages say over HTTP, on a real content API: the configured Cache-Control, an ETag and its
 * 304, br and gzip; a draft's preview (private, not indexed, not counted) and a refused token; the
 * 503 page while the API does not answer; and the one small script a page loads.
 */
import zlib from 'node:zlib';
import { formatDateTime, SITE_STRINGS } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embargoArticle, previewToken, publishArticle } from '../test/content.ts';
import { attrOf, parsePage, select, selectAll, textOf } from '../test/html.ts';
import { deadAddress, type LiveSite, setUpSite, startSite } from '../test/site-harness.ts';

const CACHE_CONTROL = 'public, max-age=45, stale-while-revalidate=120';
const { api, site } = setUpSite({ siteEnv: { SITE_CACHE_CONTROL: CACHE_CONTROL } });
const get = (url: string, headers: Record<string, string> = {}) =>
  site.site.inject({ method: 'GET', url, headers });

describe('caching and compression', () => {
  it('sends the configured Cache-Control and an ETag, and 304 for If-None-Match', async () => {
    const article = await publishArticle(api, { content: `<p>${'Hosszú bekezdés. '.repeat(300)}</p>` });
    for (const url of ['/', '/hirek/', article.post_url]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CACHE_CONTROL);
      const etag = res.headers.etag as string;
      expect(etag, url).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect((await get(url, { 'if-none-match': '"mas"' })).statusCode, url).toBe(200);
    }
  });

  it('compresses a page with br or gzip for a browser that accepts it', async () => {
    const article = await publishArticle(api, { content: `<p>${'Tömöríthető szöveg. '.repeat(300)}</p>` });
    const plain = await get(article.post_url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(article.post_url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await get(article.post_url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('previews', () => {
  it("shows a draft behind the editor's link: marked, private, not indexed and not counted", async () => {
    const draft = await publishArticle(api, { menu_type: 'draft', title: 'Készülő cikk' });
    expect((await get(draft.post_url)).statusCode).toBe(404);

    const { url } = await previewToken(api, draft.id);
    const link = new URL(url);
    expect(link.origin).toBe('https://hirek.example');
    expect(link.searchParams.get('draft')).toBe('1');
    const res = await get(`${link.pathname}${link.search}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = parsePage(res.body);
    expect(textOf(select(page, 'h1.article-title') ?? page)).toBe('Készülő cikk');
    expect(textOf(select(page, '.preview-bar') ?? page)).toBe(SITE_STRINGS.preview.bar);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(attrOf(page, 'meta[name="robots"]', 'content')).toContain('noindex');
    expect(select(page, 'link[rel="canonical"]')).toBeUndefined();
    expect(select(page, 'body')?.attribs).not.toHaveProperty('data-track');
  });

  it("marks an embargoed article's preview with the embargo's end", async () => {
    const draft = await publishArticle(api, { menu_type: 'draft', title: 'Embargós cikk' });
    const until = new Date(Date.now() + 2 * 86_400_000);
    await embargoArticle(api, draft.id, until);
    const link = new URL((await previewToken(api, draft.id)).url);
    const page = parsePage((await get(`${link.pathname}${link.search}`)).body);
    expect(textOf(select(page, '.preview-bar') ?? page)).toBe(
      SITE_STRINGS.preview.embargoed(formatDateTime(until.toISOString())),
    );
  });

  it('refuses a tampered or missing token with the 401 page', async () => {
    const draft = await publishArticle(api, { menu_type: 'draft' });
    const { token } = await previewToken(api, draft.id);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const query of [`?draft=1&preview=${encodeURIComponent(tampered)}`, '?draft=1', '?preview=semmi']) {
      const res = await get(`${draft.post_url}${query}`);
      expect(res.statusCode, query).toBe(401);
      expect(textOf(select(parsePage(res.body), 'h1') ?? parsePage('')), query).toBe(
        SITE_STRINGS.preview.invalidTitle,
      );
      expect(res.headers['cache-control'], query).toBe('private, no-store');
      expect(res.body, query).not.toContain('data-track');
    }
  });
});

describe('the API away, nothing read before', () => {
  let away: LiveSite;
  beforeAll(async () => {
    away = await startSite({ url: await deadAddress(), key: api.key });
  });
  afterAll(async () => {
    await away?.site.close();
  });

  it("answers every page with the 503 page 'Az oldal átmenetileg nem érhető el', never a 500", async () => {
    for (const url of ['/', '/hirek/', '/hirek/egy-cikk/', '/nincs/', '/rss.xml', '/sitemap.xml']) {
      const res = await away.site.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('30');
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(textOf(select(parsePage(res.body), 'h1') ?? parsePage('')), url).toBe(
        SITE_STRINGS.unavailable.title,
      );
    }
  });
});

describe('the JavaScript a page loads', () => {
  it('is one script of at most 20 KB with brotli, served for a year under its hash', async () => {
    const article = await publishArticle(api);
    const page = parsePage((await get(article.post_url)).body);
    const external = selectAll(page, 'script[src]');
    expect(external.map((s) => s.attribs.src)).toEqual([
      expect.stringMatching(/^\/assets\/site\.[0-9a-f]{10}\.js$/),
    ]);
    // Every other script element is data (JSON-LD, the ad slots' JSON), which browsers do not run.
    const inline = selectAll(page, 'script').filter((s) => !s.attribs.src);
    expect(
      inline.map((s) => s.attribs.type).every((t) => t === 'application/ld+json' || t === 'application/json'),
    ).toBe(true);

    const src = external[0]?.attribs.src ?? '';
    const script = await get(src, { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sent =
      script.headers['content-encoding'] === 'br'
        ? script.rawPayload
        : zlib.brotliCompressSync(script.rawPayload);
    expect(sent.length).toBeLessThanOrEqual(20 * 1024);
    const body =
      script.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(sent) : script.rawPayload;
    expect(zlib.brotliCompressSync(body).length).toBeLessThanOrEqual(20 * 1024);
    // Another name under /assets/ is no script.
    expect((await get('/assets/site.0000000000.js')).statusCode).toBe(404);
  });
});

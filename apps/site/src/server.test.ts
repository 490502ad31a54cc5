/**
 * What the site passes through to the real API on the same origin (server.tsx): the page views its
 * script sends (counted, each reader limited by their own address, which the API learns from
 * X-Forwarded-For), and the uploaded images with the API's cache headers and width copies.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { postVisitTotals } from '../../api/src/db/schema/index.ts';
import { imageDataUrl } from '../../api/src/test/harness.ts';
import { type Published, publishArticle } from './test/content.ts';
import { CHROME_UA, setUpSite } from './test/site-harness.ts';

const LIMIT = 2;
const { api, site } = setUpSite({ apiEnv: { PUBLIC_RATE_LIMIT: String(LIMIT), TRACK_FLUSH_MS: '0' } });

describe('page views through the site', () => {
  let article: Published;
  beforeAll(async () => {
    article = await publishArticle(api);
  });

  const track = (remoteAddress: string) =>
    site.site.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: { 'user-agent': CHROME_UA, 'content-type': 'application/json' },
      payload: JSON.stringify({ path: article.post_url, device: 'desktop' }),
      remoteAddress,
    });
  const desktopViews = async () => {
    const [row] = await api.t.db
      .select({ desktop: postVisitTotals.desktop })
      .from(postVisitTotals)
      .where(eq(postVisitTotals.postId, article.id));
    return row?.desktop ?? 0;
  };

  it("reach the API and count, with the reader's address in X-Forwarded-For", async () => {
    const from = api.requests.length;
    const res = await track('203.0.113.10');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(await desktopViews()).toBe(1);
    const seen = api.requests.slice(from).filter((r) => r.url === '/api/public/track');
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', forwardedFor: '203.0.113.10', status: 202 }),
    ]);
  });

  it("are limited per reader's address, not once for the whole site", async () => {
    const before = await desktopViews();
    const first: number[] = [];
    for (let i = 0; i <= LIMIT; i++) first.push((await track('198.51.100.1')).statusCode);
    expect(first).toEqual([202, 202, 429]);
    // Another reader behind the same site has a limit of their own.
    expect((await track('198.51.100.2')).statusCode).toBe(202);
    expect(await desktopViews()).toBe(before + LIMIT + 1);
  });
});

describe('uploaded images through the site', () => {
  let url: string;
  beforeAll(async () => {
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/image-upload/post-content',
      headers: api.editor.headers,
      payload: { image: await imageDataUrl({ width: 1600, height: 900 }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    url = res.json<{ url: string }>().url;
    expect(url).toMatch(/^\/uploads\//);
  });

  it("serves the image with the API's bytes and cache headers, and answers If-None-Match with 304", async () => {
    const direct = await fetch(`${api.url}${url}`);
    const bytes = Buffer.from(await direct.arrayBuffer());
    const res = await site.site.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe(direct.headers.get('cache-control'));
    expect(res.headers.etag).toBe(direct.headers.get('etag'));
    const again = await site.site.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers ?w=480 with a copy 480 px wide', async () => {
    const res = await site.site.inject({ method: 'GET', url: `${url}?w=480` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 270]);
  });

  it('answers an image that is not there with 404', async () => {
    const res = await site.site.inject({ method: 'GET', url: '/uploads/posts/nincs-ilyen.jpg' });
    expect(res.statusCode).toBe(404);
  });
});

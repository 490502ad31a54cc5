/**
 * GET /api/public/banners/{id}/click (docs/api.md): no token, one click counted atomically,
 * a redirect to the campaign's or banner's link, rate-limited per client address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { RATE_LIMITED_MESSAGE } from '../../lib/rate-limit.ts';
import { buildUser, createTestApp, errorBody, type TestApp } from '../../test/harness.ts';

/** A campaign or banner straight in the table. */
async function buildBanner(
  db: Db,
  values: { kind?: 'campaign' | 'banner'; url?: string; isActive?: boolean; totalClicks?: number } = {},
): Promise<number> {
  const author = await buildUser(db);
  const [row] = await db
    .insert(banners)
    .values({
      kind: values.kind ?? 'banner',
      title: 'Kattintható',
      url: values.url ?? 'https://hirdeto.example/cel?utm=1',
      side: values.kind === 'campaign' ? 'campaign' : 'top_90',
      bannerUrl: '/uploads/banners/x.jpg',
      width: 728,
      height: 90,
      isActive: values.isActive ?? true,
      totalClicks: values.totalClicks ?? 0,
      userId: author.id,
    })
    .returning({ id: banners.id });
  if (!row) throw new Error('no row');
  return row.id;
}

async function clicksOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: banners.totalClicks }).from(banners).where(eq(banners.id, id));
  return row?.n ?? -1;
}

describe('the click counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const click = (id: number | string, address = t.nextAddress()) =>
    t.app.inject({ method: 'GET', url: `/api/public/banners/${id}/click`, remoteAddress: address });

  it('counts a click without a token and redirects to the link, for a banner and a campaign', async () => {
    for (const kind of ['banner', 'campaign'] as const) {
      const id = await buildBanner(t.db, { kind, totalClicks: 5 });
      const res = await click(id);
      expect(res.statusCode, kind).toBe(302);
      expect(res.headers.location).toBe('https://hirdeto.example/cel?utm=1');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await clicksOf(t.db, id)).toBe(6);
    }
  });

  it('redirects to a link with Hungarian accents, percent-encoded', async () => {
    const id = await buildBanner(t.db, { url: 'https://hirdető.example/őszi-vásár?kód=ű' });
    const res = await click(id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(new URL('https://hirdető.example/őszi-vásár?kód=ű').href);
    expect(res.headers.location).toMatch(/^https:\/\/xn--/);
    expect(await clicksOf(t.db, id)).toBe(1);
  });

  it('answers a HEAD request with the redirect, without counting a click', async () => {
    const id = await buildBanner(t.db, { totalClicks: 3 });
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/api/public/banners/${id}/click`,
      remoteAddress: t.nextAddress(),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://hirdeto.example/cel?utm=1');
    expect(await clicksOf(t.db, id)).toBe(3);
  });

  it('answers 404 JSON for a missing or deleted item, one without a link or with a non-http link', async () => {
    const deleted = await buildBanner(t.db, { isActive: false });
    const noUrl = await buildBanner(t.db, { url: '' });
    const script = await buildBanner(t.db, { url: 'javascript:alert(1)' });
    for (const id of [987654, deleted, noUrl, script]) {
      const res = await click(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(errorBody(res).status).toBe('error');
    }
    for (const id of [deleted, noUrl, script]) expect(await clicksOf(t.db, id)).toBe(0);
    expect((await click('abc')).statusCode).toBe(400);
  });

  it('refuses an address past the limit with 429, and counts nothing for it', async () => {
    const id = await buildBanner(t.db);
    const address = t.nextAddress();
    for (let i = 0; i < 3; i++) expect((await click(id, address)).statusCode).toBe(302);
    const refused = await click(id, address);
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).message).toBe(RATE_LIMITED_MESSAGE);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await click(id)).statusCode).toBe(302);
    expect(await clicksOf(t.db, id)).toBe(4);
  });
});

describe('500 concurrent clicks over loopback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_RATE_LIMIT: '100000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loses none of them', { timeout: 60_000 }, async () => {
    const id = await buildBanner(t.db);
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}/api/public/banners/${id}/click`;
    const statuses = await Promise.all(
      Array.from({ length: 500 }, () => fetch(url, { redirect: 'manual' }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 302)).toHaveLength(500);
    expect(await clicksOf(t.db, id)).toBe(500);
  });
});

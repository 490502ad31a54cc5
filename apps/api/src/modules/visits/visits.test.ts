import { addDays, today, VISITS_MESSAGES } from '@newsroom/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postVisitsDaily, postVisitTotals, siteVisitsDaily } from '../../db/schema/index.ts';
import { buildPost, createTestApp, errorBody, type TestApp } from '../../test/harness.ts';
import { urlVariants } from './visit-tracker.ts';
import { addVisitCounts } from './visits.repo.ts';
import { isBotUserAgent } from './visits.service.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let t: TestApp;

beforeAll(async () => {
  // The tracker buffers hits (as shipped); the tests flush it explicitly before reading.
  t = await createTestApp({ env: { TRACK_FLUSH_MS: '60000', PUBLIC_RATE_LIMIT: '1000' } });
});

afterAll(async () => {
  await t?.close();
});

function track(body: unknown, options: { ua?: string | null; address?: string } = {}) {
  const ua = options.ua === undefined ? BROWSER : options.ua;
  return t.app.inject({
    method: 'POST',
    url: '/api/public/track',
    payload: body as Record<string, unknown>,
    headers: ua === null ? { 'user-agent': '' } : { 'user-agent': ua },
    remoteAddress: options.address ?? '192.0.2.1',
  });
}

async function countsOf(postId: number) {
  await t.app.visitTracker.flush();
  const daily = await t.db
    .select({ day: postVisitsDaily.day, device: postVisitsDaily.device, views: postVisitsDaily.views })
    .from(postVisitsDaily)
    .where(eq(postVisitsDaily.postId, postId));
  const [totals] = await t.db
    .select({ desktop: postVisitTotals.desktop, mobile: postVisitTotals.mobile })
    .from(postVisitTotals)
    .where(eq(postVisitTotals.postId, postId));
  return { daily, totals };
}

async function siteViewsToday(device: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<string>`coalesce(sum(${siteVisitsDaily.views}), 0)` })
    .from(siteVisitsDaily)
    .where(sql`${siteVisitsDaily.day} = ${today()} and ${siteVisitsDaily.device} = ${device}`);
  return Number(row?.n ?? 0);
}

describe('POST /api/public/track', () => {
  it('needs no token, answers 202 and counts desktop, mobile and tablet (as mobile) per day', async () => {
    const post = await buildPost(t.db);
    const siteDesktopBefore = await siteViewsToday('desktop');
    const siteMobileBefore = await siteViewsToday('mobile');
    const res = await track({ path: post.post_url, device: 'desktop' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'ok', message: VISITS_MESSAGES.tracked });
    await track({ path: post.post_url, device: 'mobile' });
    await track({ path: post.post_url, device: 'tablet' });
    await track({ path: post.post_url, device: 'desktop' });
    const { daily, totals } = await countsOf(post.id);
    expect(daily.sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { day: today(), device: 'desktop', views: 2 },
      { day: today(), device: 'mobile', views: 2 },
    ]);
    expect(totals).toEqual({ desktop: 2, mobile: 2 });
    expect(await siteViewsToday('desktop')).toBe(siteDesktopBefore + 2);
    expect(await siteViewsToday('mobile')).toBe(siteMobileBefore + 2);
  });

  it('matches the path without the trailing slash, with a query string or fragment, or as a full URL', async () => {
    const post = await buildPost(t.db, { post_url: '/sport/gol-a-90-percben/' });
    for (const path of [
      '/sport/gol-a-90-percben',
      '/sport/gol-a-90-percben/?utm_source=x',
      '/sport/gol-a-90-percben#comments',
      'https://hirportal.example/sport/gol-a-90-percben/',
    ]) {
      const res = await track({ path, device: 'desktop' });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(202);
    }
    expect((await countsOf(post.id)).totals).toEqual({ desktop: 4, mobile: 0 });
  });

  it('answers 404 and records nothing for an unknown path, a draft or a deleted article', async () => {
    const draft = await buildPost(t.db, { menu_type: 'draft' });
    const deleted = await buildPost(t.db, { is_active: false });
    for (const path of ['/nincs/ilyen-cikk/', draft.post_url, deleted.post_url]) {
      const res = await track({ path, device: 'mobile' });
      expect(res.statusCode, path).toBe(404);
      expect(errorBody(res).message).toBe(VISITS_MESSAGES.unknownPath);
    }
    expect((await countsOf(draft.id)).daily).toEqual([]);
    expect((await countsOf(deleted.id)).daily).toEqual([]);
  });

  it('refuses bots, crawlers, headless browsers and a missing User-Agent with 403, counting nothing', async () => {
    const post = await buildPost(t.db);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      null,
    ]) {
      const res = await track({ path: post.post_url, device: 'desktop' }, { ua });
      expect(res.statusCode, String(ua)).toBe(403);
      expect(errorBody(res).message).toBe(VISITS_MESSAGES.bot);
    }
    expect((await countsOf(post.id)).daily).toEqual([]);
  });

  it('refuses malformed input with 400 and field errors, never 500', async () => {
    const post = await buildPost(t.db);
    for (const body of [
      {},
      { path: post.post_url },
      { path: post.post_url, device: 'watch' },
      { path: '', device: 'desktop' },
      { path: 12, device: 'desktop' },
      { path: 'x'.repeat(3000), device: 'desktop' },
    ]) {
      const res = await track(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {}).length).toBeGreaterThan(0);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      payload: '{"path":',
    });
    expect(badJson.statusCode).toBe(400);
    expect((await countsOf(post.id)).daily).toEqual([]);
  });

  it('answers 400, not 500, for a path the database cannot hold (a NUL character)', async () => {
    const res = await track({ path: '/hirek/nul\u0000/', device: 'desktop' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).status).toBe('error');
  });

  it('keeps hits in memory until a flush, then writes every one of them', async () => {
    const post = await buildPost(t.db);
    await Promise.all(Array.from({ length: 40 }, () => track({ path: post.post_url, device: 'mobile' })));
    expect(t.app.visitTracker.pendingViews).toBe(40);
    const [stored] = await t.db
      .select({ mobile: postVisitTotals.mobile })
      .from(postVisitTotals)
      .where(eq(postVisitTotals.postId, post.id));
    expect(stored).toBeUndefined();
    expect((await countsOf(post.id)).totals).toEqual({ desktop: 0, mobile: 40 });
    expect(t.app.visitTracker.pendingViews).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 past PUBLIC_RATE_LIMIT hits per address per minute, and counts only the accepted', async () => {
    const limited = await createTestApp({ env: { TRACK_FLUSH_MS: '0', PUBLIC_RATE_LIMIT: '3' } });
    try {
      const post = await buildPost(limited.db);
      const send = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/public/track',
          payload: { path: post.post_url, device: 'desktop' },
          headers: { 'user-agent': BROWSER },
          remoteAddress: address,
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send('198.51.100.7')).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect((await send('198.51.100.8')).statusCode).toBe(202);
      const [totals] = await limited.db
        .select({ desktop: postVisitTotals.desktop })
        .from(postVisitTotals)
        .where(eq(postVisitTotals.postId, post.id));
      expect(totals?.desktop).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it('writes buffered hits when the server closes', async () => {
    const other = await createTestApp({ env: { TRACK_FLUSH_MS: '60000' } });
    const post = await buildPost(other.db);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/public/track',
      payload: { path: post.post_url, device: 'tablet' },
      headers: { 'user-agent': BROWSER },
    });
    expect(res.statusCode).toBe(202);
    await other.app.close();
    const [totals] = await other.db
      .select({ mobile: postVisitTotals.mobile })
      .from(postVisitTotals)
      .where(eq(postVisitTotals.postId, post.id));
    await other.close();
    expect(totals?.mobile).toBe(1);
  });
});

describe('what a hard kill can lose (README: "Visitor statistics")', () => {
  async function totalsOf(app: TestApp, postId: number): Promise<number> {
    const [row] = await app.db
      .select({ desktop: postVisitTotals.desktop })
      .from(postVisitTotals)
      .where(eq(postVisitTotals.postId, postId));
    return row?.desktop ?? 0;
  }

  const view = (app: TestApp, path: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/public/track',
      payload: { path, device: 'desktop' },
      headers: { 'user-agent': BROWSER },
    });

  it('with TRACK_FLUSH_MS=0 a view is in the counters before its 202: a kill loses nothing acknowledged', async () => {
    const own = await createTestApp({ env: { TRACK_FLUSH_MS: '0' } });
    try {
      const post = await buildPost(own.db);
      for (let i = 1; i <= 3; i++) {
        expect((await view(own, post.post_url)).statusCode).toBe(202);
        expect(await totalsOf(own, post.id)).toBe(i);
        expect(own.app.visitTracker.pendingViews).toBe(0);
      }
    } finally {
      await own.close();
    }
  });

  it('with a flush interval, acknowledged views reach the counters within it, with no flush asked for', async () => {
    const own = await createTestApp({ env: { TRACK_FLUSH_MS: '200' } });
    try {
      const post = await buildPost(own.db);
      for (let i = 0; i < 5; i++) expect((await view(own, post.post_url)).statusCode).toBe(202);
      const acknowledged = Date.now();
      while ((await totalsOf(own, post.id)) < 5 && Date.now() - acknowledged < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await totalsOf(own, post.id)).toBe(5);
      // Written by the timer within its interval (a busy machine gets some slack).
      expect(Date.now() - acknowledged).toBeLessThan(2000);
    } finally {
      await own.close();
    }
  });
});

describe('helpers', () => {
  it('urlVariants gives the stored forms of a path', () => {
    expect(urlVariants('/a/b')).toEqual(['/a/b/', '/a/b']);
    expect(urlVariants('a/b/?x=1#y')).toEqual(['/a/b/', '/a/b']);
    expect(urlVariants('/')).toEqual(['/']);
  });

  it('isBotUserAgent spots automated agents and lets browsers through', () => {
    expect(isBotUserAgent(BROWSER)).toBe(false);
    expect(
      isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
  });
});

describe('addVisitCounts', () => {
  it('writes a batch larger than one statement may carry (18,000 rows, 72,000 parameters) in one go', async () => {
    const post = await buildPost(t.db);
    const counts = Array.from({ length: 9000 }, (_, i) => [
      { postId: post.id, day: addDays('2020-01-01', i), device: 'desktop' as const, views: 1 },
      { postId: post.id, day: addDays('2020-01-01', i), device: 'mobile' as const, views: 2 },
    ]).flat();
    await t.db.transaction((tx) => addVisitCounts(tx, counts));
    const [totals] = await t.db
      .select({ desktop: postVisitTotals.desktop, mobile: postVisitTotals.mobile })
      .from(postVisitTotals)
      .where(eq(postVisitTotals.postId, post.id));
    expect(totals).toEqual({ desktop: 9000, mobile: 18000 });
  });
});

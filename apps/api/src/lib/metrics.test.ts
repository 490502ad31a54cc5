/**
 * Prometheus metrics: served on METRICS_PORT only (startMetricsServer), never on the public port,
 * with request counts and latencies per route, login throttle and public limit refusals, the
 * page-view buffer and its flushes, and the PostgreSQL pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, createTestApp, type TestApp } from '../test/harness.ts';
import { startMetricsServer } from './metrics.ts';

let t: TestApp;
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;

beforeAll(async () => {
  t = await createTestApp({
    loginThrottle: { lockAfterPerPair: 2 },
    env: { PUBLIC_RATE_LIMIT: '2', TRACK_FLUSH_MS: '60000' },
  });
  metricsServer = await startMetricsServer(t.app.metrics, 0, '127.0.0.1');
});

afterAll(async () => {
  await metricsServer?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series, e.g. `newsroom_login_throttle_refusals_total`, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics port', () => {
  it('serves /metrics there and nowhere on the public port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const other = await fetch(`http://127.0.0.1:${metricsServer.port}/api/user`);
    expect(other.status).toBe(404);
    expect(await scrape()).toContain('newsroom_process_cpu_seconds_total');
  });

  it('counts and times requests by route pattern and status, not by URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/posts/12345' });
    await t.app.inject({ method: 'GET', url: '/api/posts/67890' });
    const text = await scrape();
    expect(
      seriesValue(text, 'newsroom_http_requests_total{method="GET",route="/api/posts/:id",status="401"}'),
    ).toBe(2);
    expect(
      seriesValue(
        text,
        'newsroom_http_request_duration_seconds_count{method="GET",route="/api/posts/:id",status="401"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('12345');
  });

  it('counts sign-ins refused by the login throttle', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const before = seriesValue(await scrape(), 'newsroom_login_throttle_refusals_total') ?? 0;
    for (let i = 0; i < 2; i++)
      expect((await t.login(user.email, 'rossz', { address })).statusCode).toBe(401);
    expect((await t.login(user.email, user.password, { address })).statusCode).toBe(429);
    expect(seriesValue(await scrape(), 'newsroom_login_throttle_refusals_total')).toBe(before + 1);
  });

  it('counts public calls refused past the limit, by call, and shows the page-view buffer and its flushes', async () => {
    const post = await buildPost(t.db);
    const track = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/track',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
        remoteAddress: '198.51.100.7',
        payload: { path: post.post_url, device: 'mobile' },
      });
    expect((await track()).statusCode).toBe(202);
    expect((await track()).statusCode).toBe(202);
    expect((await track()).statusCode).toBe(429);
    let text = await scrape();
    expect(seriesValue(text, 'newsroom_public_rate_limit_refusals_total{call="track"}')).toBe(1);
    expect(seriesValue(text, 'newsroom_page_view_buffer')).toBe(2);
    await t.app.visitTracker.flush();
    text = await scrape();
    expect(seriesValue(text, 'newsroom_page_view_buffer')).toBe(0);
    expect(seriesValue(text, 'newsroom_page_view_flush_seconds_count')).toBe(1);
  });

  it('shows the PostgreSQL pool when the database is a server', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(seriesValue(text, 'newsroom_db_pool_connections')).toBeGreaterThan(0);
      expect(seriesValue(text, 'newsroom_db_pool_waiting')).toBe(0);
      expect(seriesValue(text, 'newsroom_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    } else {
      // The embedded database has one connection and no pool to report.
      expect(text).not.toContain('newsroom_db_pool_connections');
    }
  });
});

/**
 * TRUST_PROXY: by default only a proxy on this machine (the reader site, which forwards its
 * readers' votes, clicks and page views) names the client in X-Forwarded-For; with 1 every proxy
 * does. Seen through the public per-address limit (PUBLIC_RATE_LIMIT), which counts req.ip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { buildPost, createTestApp, type TestApp } from './test/harness.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const LIMIT = 2;

describe.each([
  ['unset', {}],
  ['0', { TRUST_PROXY: '0' }],
  ['false', { TRUST_PROXY: 'false' }],
] as const)('TRUST_PROXY %s: only loopback proxies are trusted', (_, env) => {
  let t: TestApp;
  let postUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, TRACK_FLUSH_MS: '60000', PUBLIC_RATE_LIMIT: String(LIMIT) } });
    postUrl = (await buildPost(t.db)).post_url;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A page view sent from `remoteAddress`, naming `forwardedFor` in X-Forwarded-For when given. */
  const track = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      payload: { path: postUrl, device: 'desktop' },
      headers: { 'user-agent': BROWSER, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      remoteAddress,
    });

  async function statuses(send: () => ReturnType<typeof track>, times: number): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < times; i++) codes.push((await send()).statusCode);
    return codes;
  }

  it('counts a request from a loopback proxy against the forwarded address', async () => {
    expect(t.config.trustProxy).toBe('loopback');
    expect(await statuses(() => track('127.0.0.1', '203.0.113.7'), LIMIT + 1)).toEqual([202, 202, 429]);
    // Another reader behind the same proxy has a limit of its own…
    expect((await track('127.0.0.1', '203.0.113.8')).statusCode).toBe(202);
    // …and so does the proxy itself, and the reader's address through an IPv6 or IPv4-mapped loopback.
    expect((await track('127.0.0.1')).statusCode).toBe(202);
    expect((await track('::1', '203.0.113.7')).statusCode).toBe(429);
    expect((await track('::ffff:127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    expect((await track('::1', '203.0.113.9')).statusCode).toBe(202);
  });

  it('believes only the address the loopback proxy saw, not what the client wrote before it', async () => {
    expect(await statuses(() => track('127.0.0.1', '192.0.2.50'), LIMIT)).toEqual([202, 202]);
    // A client that sends its own X-Forwarded-For through the proxy is still counted by its address.
    expect((await track('127.0.0.1', '198.51.100.99, 192.0.2.50')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    expect(await statuses(() => track('198.51.100.2', '203.0.113.20'), LIMIT)).toEqual([202, 202]);
    // The header changes nothing: the limit is the sender's own.
    expect((await track('198.51.100.2', '203.0.113.21')).statusCode).toBe(429);
    expect((await track('198.51.100.2')).statusCode).toBe(429);
    // And it names no one else: the forwarded address was never counted.
    expect((await track('127.0.0.1', '203.0.113.20')).statusCode).toBe(202);
  });
});

describe('TRUST_PROXY 1: every proxy is trusted', () => {
  let t: TestApp;
  let postUrl: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '1', TRACK_FLUSH_MS: '60000', PUBLIC_RATE_LIMIT: String(LIMIT) },
    });
    postUrl = (await buildPost(t.db)).post_url;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('counts a request from any address against the forwarded one', async () => {
    expect(t.config.trustProxy).toBe(true);
    const track = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/track',
        payload: { path: postUrl, device: 'desktop' },
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor },
        remoteAddress: '198.51.100.2',
      });
    for (let i = 0; i < LIMIT; i++) expect((await track('203.0.113.7')).statusCode).toBe(202);
    expect((await track('203.0.113.7')).statusCode).toBe(429);
    expect((await track('203.0.113.8')).statusCode).toBe(202);
  });
});

describe('TRUST_PROXY values', () => {
  it('takes 1 and true for every proxy, 0, false and nothing for loopback only, refuses the rest', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe('loopback');
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'igen' })).toThrow(/TRUST_PROXY/);
  });
});

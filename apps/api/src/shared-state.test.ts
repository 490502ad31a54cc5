/**
 * Two servers on one database, as two instances behind a load balancer: what one knows, the other
 * knows. Sessions and the vote cookie's key on both databases; the login throttle and the public
 * limits where they are shared (a PostgreSQL server: the embedded database runs one process, so
 * it counts in memory). The same is proved with two real processes in instances.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildPost, createSiblingServer, createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
let other: FastifyInstance;
const LOCK_AFTER = 4;
const PUBLIC_LIMIT = 5;

beforeAll(async () => {
  // No VOTE_COOKIE_SECRET: the key must come from the database.
  t = await createTestApp({
    loginThrottle: { lockAfterPerPair: LOCK_AFTER },
    env: { PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT) },
  });
  other = await createSiblingServer(t);
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The two instances in turn: the first request to `t.app`, the next to `other`, and so on. */
const alternate = (i: number) => (i % 2 === 0 ? t.app : other);

function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no cookie set: ${res.statusCode} ${res.body}`);
  return line.split(';')[0] ?? '';
}

describe('two instances on one database', () => {
  it('a session opened on one works on the other, and a logout on either ends it on both', async () => {
    const user = await t.createUser();
    const token = await t.loginAs(user.email, user.password);
    expect((await other.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect(
      (await other.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('sign the vote cookie with one key: a vote on one is refused (409) on the other', async () => {
    const admin = await t.signIn({ is_admin: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/voting-widgets/add',
      headers: admin.headers,
      payload: { name: 'Közös szavazás', items: [{ name: 'Igen' }, { name: 'Nem' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    const vote = (app: FastifyInstance, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/public/voting-widgets/${id}/vote`,
        payload: { item_index: 0 },
        remoteAddress: t.nextAddress(),
        headers: cookie ? { cookie } : {},
      });
    const first = await vote(t.app);
    expect(first.statusCode, first.body).toBe(200);
    const again = await vote(other, cookieOf(first));
    expect(again.statusCode).toBe(409);
    // And the other way round, for a browser that voted on the second instance.
    const fresh = await vote(other);
    expect(fresh.statusCode).toBe(200);
    expect((await vote(t.app, cookieOf(fresh))).statusCode).toBe(409);
  });
});

// Only on a PostgreSQL server: the embedded database serves one process, which counts in memory.
const onPostgresServer = (name: string, tests: () => void) => {
  if (process.env.TEST_DATABASE_URL) describe(name, tests);
};
onPostgresServer('two instances on one PostgreSQL count together', () => {
  it('the login throttle refuses (429) at the same attempt alternating between them as on one', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LOCK_AFTER + 1; i++) {
      const res = await alternate(i).inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'rossz-jelszo' },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LOCK_AFTER).fill(401), 429]);
    // Both refuse that address for that account; the owner signs in from another, on either.
    for (const server of [0, 1]) {
      const res = await alternate(server).inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(429);
      expect(
        (
          await alternate(server).inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: user.email, password: user.password },
            remoteAddress: t.nextAddress(),
          })
        ).statusCode,
      ).toBe(200);
    }
  });

  it('a public limit holds across both: page views past the limit are refused on either', async () => {
    const post = await buildPost(t.db);
    const address = '198.51.100.44';
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMIT + 2; i++) {
      const res = await alternate(i).inject({
        method: 'POST',
        url: '/api/public/track',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
        payload: { path: post.post_url, device: 'desktop' },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PUBLIC_LIMIT).fill(202), 429, 429]);
  });
});

// With REDIS_URL, the counters live in Redis: shared even by two servers on the embedded database.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('two instances with REDIS_URL count in Redis', () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      const env = { REDIS_URL: redisUrl, PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT) };
      first = await createSiblingServer(t, { env });
      second = await createSiblingServer(t, { env });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('the login throttle refuses at the same attempt alternating between them', async () => {
      const user = await t.createUser();
      // Keys of this run only: Redis may be shared by other runs.
      const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const email = `${randomBytes(4).toString('hex')}.${user.email}`;
      const statuses: number[] = [];
      for (let i = 0; i < LOCK_AFTER + 1; i++) {
        const res = await (i % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'rossz-jelszo' },
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(LOCK_AFTER).fill(401), 429]);
    });
  });
}

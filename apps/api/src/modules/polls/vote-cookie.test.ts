import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readVotedPolls, rememberVotes, VOTE_COOKIE_NAME, voteCookieSigner } from './vote-cookie.ts';

const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server that sets the vote cookie to the ids it is sent, and reads it back, as the vote call does. */
function cookieServer(secret = 'titok'): FastifyInstance {
  const app = Fastify({ trustProxy: true });
  apps.push(app);
  void app.register(fastifyCookie, { secret: voteCookieSigner(secret) });
  app.get('/read', async (req) => ({ ids: readVotedPolls(req) }));
  app.post<{ Body: { ids: number[] } }>('/write', async (req, reply) => {
    rememberVotes(reply, req.body.ids);
    return {};
  });
  return app;
}

async function setCookieFor(app: FastifyInstance, ids: number[], https = false): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/write',
    payload: { ids },
    headers: https ? { 'x-forwarded-proto': 'https' } : {},
  });
  return String(res.headers['set-cookie']);
}

async function idsOf(app: FastifyInstance, cookie: string): Promise<number[]> {
  const res = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
  return res.json<{ ids: number[] }>().ids;
}

/** The `name=value` part of a Set-Cookie value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('the vote cookie', () => {
  it('reads back the poll ids it wrote, with the attributes of a private, long-lived cookie', async () => {
    const app = cookieServer();
    const header = await setCookieFor(app, [3, 17, 3, 42]);
    expect(header).toMatch(/^nr_votes=3-17-42\.[\w-]+;/);
    const attributes = header.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'Path=/api/public/voting-widgets',
        `Max-Age=${365 * 24 * 3600}`,
        'HttpOnly',
        'SameSite=Lax',
      ]),
    );
    expect(attributes).not.toContain('Secure');
    expect(await idsOf(app, sent(header))).toEqual([3, 17, 42]);
    expect((await setCookieFor(app, [1], true)).split('; ')).toContain('Secure');
  });

  it('treats a tampered, foreign-key or malformed cookie as empty', async () => {
    const app = cookieServer();
    const value = sent(await setCookieFor(app, [5])).slice(VOTE_COOKIE_NAME.length + 1);
    const signature = value.slice(value.indexOf('.') + 1);
    expect(await idsOf(app, `${VOTE_COOKIE_NAME}=${value}`)).toEqual([5]);
    expect(await idsOf(app, `${VOTE_COOKIE_NAME}=6.${signature}`)).toEqual([]);
    expect(await idsOf(app, `${VOTE_COOKIE_NAME}=5`)).toEqual([]);
    expect(await idsOf(app, `${VOTE_COOKIE_NAME}=.${signature}`)).toEqual([]);
    expect(await idsOf(cookieServer('másik titok'), `${VOTE_COOKIE_NAME}=${value}`)).toEqual([]);
    expect(await idsOf(app, '')).toEqual([]);
  });

  it('remembers only the newest 200 polls', async () => {
    const app = cookieServer();
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const read = await idsOf(app, sent(await setCookieFor(app, ids)));
    expect(read).toHaveLength(200);
    expect(read[0]).toBe(51);
    expect(read.at(-1)).toBe(250);
  });

  it('is found among other cookies, and not by a longer name', async () => {
    const app = cookieServer();
    const value = sent(await setCookieFor(app, [7])).slice(VOTE_COOKIE_NAME.length + 1);
    expect(await idsOf(app, `a=1; ${VOTE_COOKIE_NAME}=${value}; b=2`)).toEqual([7]);
    expect(await idsOf(app, `broken; ${VOTE_COOKIE_NAME}=${value}`)).toEqual([7]);
    expect(await idsOf(app, `x${VOTE_COOKIE_NAME}=${value}; ${VOTE_COOKIE_NAME}_old=${value}`)).toEqual([]);
  });
});

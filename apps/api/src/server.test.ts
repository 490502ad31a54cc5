import { SERVER_MESSAGES, type SessionUser } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test/harness.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Newsroom</title></head><body><div id="root"></div></body></html>';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webIndexHtml: INDEX_HTML });
});

afterAll(async () => {
  await t?.close();
});

/** The CSP header split into its directives: `{ 'script-src': ["'self'"], … }`. */
function cspDirectives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe('security headers', () => {
  it.each(['/api/user', '/posts/12'])('%s carries a strict CSP and nosniff', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows nothing of Google Analytics while it is not configured', async () => {
    const csp = cspDirectives(
      (await t.app.inject({ method: 'GET', url: '/posts' })).headers['content-security-policy'],
    );
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeUndefined();
  });

  it('with both analytics ids set, allows Google sign-in and the configured analytics API origin only', async () => {
    const ga = await createTestApp({
      webIndexHtml: INDEX_HTML,
      env: {
        ANALYTICS_CLIENT_ID: 'kliens.apps.googleusercontent.com',
        ANALYTICS_PROPERTY_ID: '123456',
        ANALYTICS_API_URL: 'http://127.0.0.1:4567/ga/',
      },
    });
    try {
      const res = await ga.app.inject({ method: 'GET', url: '/posts' });
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp['frame-src']).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'http://127.0.0.1:4567',
        'https://oauth2.googleapis.com',
      ]);
      expect(csp['object-src']).toEqual(["'none'"]);
    } finally {
      await ga.close();
    }
  });
});

describe('/api replies', () => {
  it('an unknown /api path is a 404 with the envelope, signed in or not', async () => {
    const { headers } = await t.signIn();
    for (const [method, url, h] of [
      ['GET', '/api/nincs-ilyen', {}],
      ['GET', '/api/nincs-ilyen', headers],
      ['POST', '/api/nincs/ilyen', headers],
      ['GET', '/api', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: h });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
  });

  it('a missing upload is a 404 with the envelope, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/posts/nincs.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
  });

  it('are never cached: cache-control no-store on success and on errors', async () => {
    const { headers } = await t.signIn();
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user', headers }),
      t.app.inject({ method: 'GET', url: '/api/user' }),
      t.app.inject({ method: 'GET', url: '/api/nincs-ilyen' }),
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of replies) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the web app', () => {
  it('is served for every other GET path (history-mode routing)', async () => {
    for (const url of ['/', '/posts/12', '/users/add?fwd=%2Fposts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('is not served for other methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/posts/12' });
    expect(res.statusCode).toBe(404);
  });
});

describe('concurrent requests', () => {
  it('30 parallel logins and session reads all succeed, each for its own user', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => t.createUser()));

    const tokens = await Promise.all(people.map((u) => t.loginAs(u.email, u.password)));
    expect(new Set(tokens).size).toBe(people.length);

    // Reads, new logins and logouts interleaved.
    const [reads, logins, notifications] = await Promise.all([
      Promise.all(
        tokens.map((token) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })),
      ),
      Promise.all(people.map((u) => t.login(u.email, u.password))),
      Promise.all(
        tokens.map((token) =>
          t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) }),
        ),
      ),
    ]);
    reads.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: SessionUser }>().data.id).toBe(people[i]?.id);
    });
    for (const res of logins) expect(res.statusCode, res.body).toBe(200);
    for (const res of notifications)
      expect(res.json()).toEqual({
        status: 'ok',
        data: { drafts: 0, review: 0, returned: 0, mentions: 0 },
      });

    const logouts = await Promise.all(
      tokens.map((token) => t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })),
    );
    for (const res of logouts) expect(res.statusCode, res.body).toBe(200);
    const after = await Promise.all(
      tokens.map((token) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })),
    );
    for (const res of after) expect(res.statusCode).toBe(401);
  });
});

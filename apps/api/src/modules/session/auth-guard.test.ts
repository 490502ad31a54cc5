import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGES } from '@newsroom/shared';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type RegisteredRoute, type TestApp } from '../../test/harness.ts';
import { registerAuthGuard } from './auth-guard.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: parameters and wildcards filled with plausible values. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '1').replace(/\*/g, 'x');
}

function apiRoutes(): RegisteredRoute[] {
  return t.routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
}

describe('every /api route', () => {
  it('declares who may call it', () => {
    const routes = apiRoutes();
    // Guards against a broken seam: the list must hold the routes we know exist.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/user',
        'POST /api/logout',
        'GET /api/notifications',
      ]),
    );
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it("has the login, the public site's calls and feeds, previews, the probes and the API reference as its only public routes", () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      // Feeds and sitemaps for readers and crawlers; a preview, whose signed token is its key
      'GET /api/content/feeds/:menu_path/rss.xml',
      'GET /api/content/feeds/rss.xml',
      'GET /api/content/preview/:token',
      'GET /api/content/sitemaps/articles-:n.xml',
      'GET /api/content/sitemaps/index.xml',
      'GET /api/content/sitemaps/news.xml',
      // The API reference: its page (Swagger UI) with the page's own files, and the document
      'GET /api/docs',
      'GET /api/docs/json',
      'GET /api/docs/static/*',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      'GET /api/docs/yaml',
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/public/banners/:id/click',
      'GET /api/ready',
      'HEAD /api/content/feeds/:menu_path/rss.xml',
      'HEAD /api/content/feeds/rss.xml',
      'HEAD /api/content/preview/:token',
      'HEAD /api/content/sitemaps/articles-:n.xml',
      'HEAD /api/content/sitemaps/index.xml',
      'HEAD /api/content/sitemaps/news.xml',
      'HEAD /api/docs',
      'HEAD /api/docs/json',
      'HEAD /api/docs/static/*',
      'HEAD /api/docs/static/index.html',
      'HEAD /api/docs/static/swagger-initializer.js',
      'HEAD /api/docs/yaml',
      'HEAD /api/health',
      'HEAD /api/openapi.json',
      'HEAD /api/public/banners/:id/click',
      'HEAD /api/ready',
      'POST /api/login',
      // The second step of a sign-in: the login's challenge stands for the password
      'POST /api/login/two-factor',
      'POST /api/login/two-factor/setup',
      'POST /api/public/track',
      'POST /api/public/voting-widgets/:id/vote',
    ]);
  });

  it('answers 401 without a token, or with a token the server never issued, unless public', async () => {
    // The content calls need a content key, not a session: their own 401 (modules/content-keys).
    const guarded = apiRoutes().filter((r) => r.access !== 'public' && r.access !== 'contentKey');
    expect(guarded.length).toBeGreaterThan(0);
    const forged = randomBytes(32).toString('base64url');
    for (const route of guarded) {
      const method = route.method as InjectOptions['method'];
      const url = concreteUrl(route.url);
      for (const headers of [{}, bearer(forged)]) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'GET' || method === 'HEAD' ? undefined : {},
        });
        const label = `${route.method} ${url} ${'authorization' in headers ? 'forged token' : 'no token'}`;
        expect(res.statusCode, label).toBe(401);
        if (method !== 'HEAD') expect(errorBody(res).message, label).toBe(SERVER_MESSAGES.unauthorized);
      }
    }
  });
});

describe('registerAuthGuard', () => {
  let bare: FastifyInstance | undefined;

  afterEach(async () => {
    await bare?.close().catch(() => {});
    bare = undefined;
  });

  /** A bare server guarded by a small table of its own. */
  function guarded(): FastifyInstance {
    bare = Fastify();
    registerAuthGuard(bare, t.db, { 'GET /api/open': 'public', 'GET /api/closed': 'signedIn' });
    return bare;
  }

  it('refuses an /api route missing from the table at start-up', () => {
    const app = guarded();
    expect(() => app.get('/api/forgotten', async () => ({ status: 'ok' }))).toThrow(/ROUTE_ACCESS/);
    expect(() => app.post('/api/open', async () => ({ status: 'ok' }))).toThrow(/POST \/api\/open/);
  });

  it('refuses it inside a plugin too, so the server does not start', async () => {
    const app = guarded();
    void app.register(async (child) => {
      child.get('/api/in-plugin', async () => ({ status: 'ok' }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/in-plugin.*ROUTE_ACCESS/);
  });

  it('refuses a config.access that differs from the table', () => {
    const app = guarded();
    expect(() =>
      app.get('/api/closed', { config: { access: 'public' } }, async () => ({ status: 'ok' })),
    ).toThrow(/config\.access/);
  });

  it('takes the access from the table, and leaves non-/api routes alone', async () => {
    const app = guarded();
    app.get('/api/open', async () => ({ status: 'ok' }));
    app.get('/api/closed', { config: { access: 'signedIn' } }, async () => ({ status: 'ok' }));
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    // No error handler on this bare instance: the guard's refusal still carries 401.
    expect((await app.inject({ method: 'GET', url: '/api/closed' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: '/api/closed' })).statusCode).toBe(401);
  });
});

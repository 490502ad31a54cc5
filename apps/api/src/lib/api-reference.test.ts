import { RIGHTS } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { securityOf } from './api-reference.ts';
import { lookupAccess, ROUTE_ACCESS } from './route-access.ts';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-access'?: string;
  'x-roles'?: string[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: Array<{ name: string }>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApiDocument>();
});

afterAll(async () => {
  await t?.close();
});

/** The document's path of a route: `:id` → `{id}`, `*` → `{*}`. */
const pathOf = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*/g, '{*}');

/** Every route the API answers (the reference page's own files aside); HEAD mirrors its GET. */
function documentedRoutes() {
  return t.routes.filter(
    (r) =>
      r.method !== 'HEAD' &&
      (r.url.startsWith('/api/') || r.url.startsWith('/uploads/')) &&
      !r.url.startsWith('/api/docs/'),
  );
}

function operation(method: string, url: string): Operation {
  const op = doc.paths[pathOf(url)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${url} is not in the document`);
  return op;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route the server registered', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !doc.paths[pathOf(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Including the public site's calls, the probes, the sign-in and the reference itself.
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/ready'],
      ['POST', '/api/login'],
      ['GET', '/api/public/banners/:id/click'],
      ['POST', '/api/public/voting-widgets/:id/vote'],
      ['POST', '/api/public/track'],
      ['GET', '/api/openapi.json'],
      ['GET', '/api/docs'],
      ['GET', '/uploads/*'],
    ] as const) {
      expect(operation(method, url).summary, `${method} ${url}`).toBeTruthy();
    }
  });

  it('says who may call each operation, from ROUTE_ACCESS: in words, as x-roles and as its security', () => {
    for (const route of documentedRoutes()) {
      const label = `${route.method} ${route.url}`;
      const op = operation(route.method, route.url);
      const access = route.url.startsWith('/api/')
        ? lookupAccess(ROUTE_ACCESS, route.method, route.url)
        : 'public';
      expect(op['x-access'], label).toBe(access);
      expect(op.description, label).toContain('**Who may call:**');
      expect(op['x-roles']?.length, label).toBeGreaterThan(0);
      expect(op.security, label).toEqual(securityOf(access ?? 'public'));
      expect(op.tags?.length, label).toBe(1);
      expect(
        doc.tags.map((tag) => tag.name),
        label,
      ).toContain(op.tags?.[0]);
      for (const role of op['x-roles'] ?? []) {
        expect(['public', 'content-key', 'signed-in', ...RIGHTS], label).toContain(role);
      }
    }
    expect(operation('POST', '/api/posts/add')['x-roles']).toEqual([
      'articles.write_own',
      'articles.write_all',
    ]);
    expect(operation('PUT', '/api/campaigns/:id')['x-roles']).toEqual(['ads.manage']);
    expect(operation('DELETE', '/api/ga/:id')['x-roles']).toEqual(['ad_slots.manage']);
    expect(operation('POST', '/api/users/add')['x-roles']).toEqual(['users.manage']);
    expect(operation('POST', '/api/roles')['x-roles']).toEqual(['roles.manage']);
    expect(operation('GET', '/api/admin-posts')['x-roles']).toEqual(['signed-in']);
    expect(operation('POST', '/api/public/track')['x-roles']).toEqual(['public']);
    expect(operation('POST', '/api/posts/add').description).toContain(
      '`articles.write_own` or `articles.write_all`',
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the replies: the envelopes of success and every error status a call can give', () => {
    const statuses = (method: string, url: string) =>
      Object.keys(operation(method, url).responses ?? {}).sort();
    expect(statuses('PUT', '/api/posts/:id')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '503',
    ]);
    expect(statuses('GET', '/api/admin-posts')).toEqual(['200', '400', '401', '503']);
    expect(statuses('POST', '/api/login')).toEqual(['200', '400', '401', '413', '415', '429', '503']);
    expect(statuses('POST', '/api/public/track')).toEqual([
      '202',
      '400',
      '403',
      '404',
      '413',
      '415',
      '429',
      '503',
    ]);
    expect(statuses('GET', '/api/public/banners/:id/click')).toEqual(['302', '400', '404', '429', '503']);
    expect(statuses('GET', '/uploads/*')).toEqual(['404', '416', '503']);
    for (const route of documentedRoutes()) {
      for (const [status, response] of Object.entries(operation(route.method, route.url).responses ?? {})) {
        if (Number(status) < 400) continue;
        const label = `${route.method} ${route.url} ${status}`;
        expect(response.description, label).not.toBe('Default Response');
        expect(JSON.stringify(response.content?.['application/json']?.schema), label).toContain('"error"');
      }
    }
    // The items of the replies are named components, as the web app's types are.
    for (const name of ['Post', 'PostListItem', 'UserDetails', 'BannerItem', 'GoogleAd', 'VotingWidget']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(JSON.stringify(operation('GET', '/api/posts/:id').responses?.['200'])).toContain(
      '#/components/schemas/Post"',
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive page and its files from this server, under the strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    // No inline script and nothing from another origin: every file is one of ours.
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect(file, file).toMatch(/^\/api\/docs\/static\//);
      const res = await t.app.inject({ method: 'GET', url: file });
      expect(res.statusCode, file).toBe(200);
    }
    // The page reads the same document.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(doc);
  });
});

/**
 * The route walk of docs/architecture.md: every /api route, called by an anonymous visitor and by
 * a user of each role, is refused with 401 (anonymous, non-public) or 403 exactly when the route
 * table (lib/route-access.ts) and the permissions (packages/shared/src/permissions.ts) say so.
 */
import {
  CONTENT_MESSAGES,
  can,
  type HasRights,
  PERMISSION_RIGHTS,
  type Permission,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createSessionToken, errorBody, type RegisteredRoute } from '../test/harness.ts';
import { type RoleUser, useRoleUsers } from './roles-support.ts';

const { t, roleUsers } = useRoleUsers();

const isPermission = (access: string | undefined): access is Permission =>
  access !== undefined && Object.hasOwn(PERMISSION_RIGHTS, access);

/** A concrete URL for a route pattern: ids that do not exist, so an allowed write finds nothing. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '987654').replace(/\*/g, 'x');
}

function apiRoutes(): RegisteredRoute[] {
  return t.routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
}

/**
 * Routes the table gives to every signed-in user whose service decides by the target: on one's own
 * row (with this payload) they are allowed; on another user's row only when `others` says so.
 */
const SELF_RULES: Record<
  string,
  { selfPayload: Record<string, unknown>; others: (u: HasRights) => boolean }
> = {
  'PUT /api/users/:id': { selfPayload: { myaccount: 1 }, others: (u) => can(u, 'manageUsers') },
  'PUT /api/users/:id/change-password': { selfPayload: {}, others: () => false },
};

/** Calls a route with a dummy payload; logout gets a throw-away session so the walk keeps its own. */
async function call(
  route: RegisteredRoute,
  who: RoleUser | null,
  target?: { url: string; payload: Record<string, unknown> },
) {
  const method = route.method as InjectOptions['method'];
  const token = who && route.url === '/api/logout' ? await createSessionToken(t.db, who.user.id) : who?.token;
  return t.app.inject({
    method,
    url: target?.url ?? concreteUrl(route.url),
    headers: token ? bearer(token) : {},
    payload: method === 'GET' || method === 'HEAD' ? undefined : (target?.payload ?? {}),
  });
}

describe('the route walk', () => {
  it('covers the article routes with the permissions of docs/product.md, Roles', () => {
    const access = new Map(apiRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(
      Object.fromEntries([...access].filter(([k]) => /posts|image-upload|menu-items|users\/search/.test(k))),
    ).toMatchObject({
      'GET /api/admin-posts': 'signedIn',
      'GET /api/posts/:id': 'signedIn',
      'POST /api/posts/add': 'writePosts',
      'PUT /api/posts/:id': 'writePosts',
      'DELETE /api/posts/:id': 'deletePosts',
      'GET /api/posts/types': 'signedIn',
      'GET /api/posts/most-used-keywords/:menu_path': 'signedIn',
      'POST /api/image-upload/post-content': 'writePosts',
      'GET /api/admin-menu-items': 'signedIn',
      'GET /api/admin-sub-menu-items/:parent_id': 'signedIn',
      'GET /api/users/search/:q': 'signedIn',
    });
    for (const route of apiRoutes()) {
      const label = `${route.method} ${route.url}`;
      expect(
        route.access === 'public' ||
          route.access === 'contentKey' ||
          route.access === 'signedIn' ||
          isPermission(route.access),
        `${label}: ${route.access}`,
      ).toBe(true);
    }
  });

  it('covers the campaign, banner and Google ad routes with the permissions of docs/product.md, Roles', () => {
    const access = Object.fromEntries(
      apiRoutes()
        .filter((r) => /\/api\/(campaigns|banners|ga|public\/banners)\b/.test(r.url) && r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    const expected: Record<string, string> = { 'GET /api/public/banners/:id/click': 'public' };
    for (const [base, write] of [
      ['/api/campaigns', 'writeAds'],
      ['/api/banners', 'writeAds'],
      ['/api/ga', 'writeGoogleAds'],
    ] as const) {
      Object.assign(expected, {
        [`GET ${base}`]: 'signedIn',
        [`GET ${base}/:id`]: 'signedIn',
        [`POST ${base}/add`]: write,
        [`PUT ${base}/:id`]: write,
        [`DELETE ${base}/:id`]: write,
      });
    }
    expect(access).toEqual(expected);
  });

  it('answers 401 to an anonymous visitor on every route that is not public', async () => {
    const walked: string[] = [];
    for (const route of apiRoutes()) {
      const res = await call(route, null);
      const label = `${route.method} ${route.url} anonymous → ${res.statusCode} ${res.body.slice(0, 200)}`;
      walked.push(label);
      if (route.url === '/api/content/preview/:token') {
        // Public, its signed token the credential: a made-up one is the preview's own 401.
        expect(res.statusCode, label).toBe(401);
        if (route.method !== 'HEAD')
          expect(errorBody(res).message, label).toBe(CONTENT_MESSAGES.previewInvalid);
      } else if (route.access === 'public') {
        expect(res.statusCode, label).not.toBe(401);
      } else if (route.access === 'contentKey') {
        // No session needed, but a content key: without one, the content API's own 401.
        expect(res.statusCode, label).toBe(401);
        if (route.method !== 'HEAD') expect(errorBody(res).message, label).toBe(CONTENT_MESSAGES.keyMissing);
      } else {
        expect(res.statusCode, label).toBe(401);
        if (route.method !== 'HEAD') expect(errorBody(res).message, label).toBe(SERVER_MESSAGES.unauthorized);
      }
    }
    expect(walked.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 403 on the self-rule routes exactly as the rule says, on the own row and on another', async () => {
    const selfRoutes = apiRoutes().filter((r) => Object.hasOwn(SELF_RULES, `${r.method} ${r.url}`));
    expect(selfRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(SELF_RULES).sort());
    for (const route of selfRoutes) {
      const rule = SELF_RULES[`${route.method} ${route.url}`];
      if (!rule) throw new Error('no rule');
      for (const who of roleUsers) {
        const own = await call(route, who, {
          url: route.url.replace(':id', String(who.user.id)),
          payload: rule.selfPayload,
        });
        const ownLabel = `${route.method} ${route.url} own row as ${who.role} → ${own.statusCode} ${own.body}`;
        expect(own.statusCode, ownLabel).not.toBe(403);
        expect(own.statusCode, ownLabel).toBeLessThan(500);
        const other = await call(route, who);
        const otherLabel = `${route.method} ${route.url} another row as ${who.role} → ${other.statusCode} ${other.body}`;
        expect(other.statusCode, otherLabel).toBeLessThan(500);
        if (rule.others(who.user)) expect(other.statusCode, otherLabel).not.toBe(403);
        else expect(other.statusCode, otherLabel).toBe(403);
      }
    }
  });

  it('answers 403 exactly when can(user, permission) is false, for every /api route and role', async () => {
    const walked: string[] = [];
    for (const route of apiRoutes()) {
      if (route.access === 'public' || route.access === 'contentKey') continue;
      if (Object.hasOwn(SELF_RULES, `${route.method} ${route.url}`)) continue;
      for (const who of roleUsers) {
        const res = await call(route, who);
        const label = `${route.method} ${route.url} as ${who.role} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        walked.push(label);
        expect(res.statusCode, label).not.toBe(401);
        expect(res.statusCode, label).toBeLessThan(500);
        const allowed =
          route.access === 'signedIn' || (isPermission(route.access) && can(who.user, route.access));
        if (allowed) {
          expect(res.statusCode, label).not.toBe(403);
        } else {
          expect(res.statusCode, label).toBe(403);
          if (route.method !== 'HEAD') expect(errorBody(res).message, label).toBe(SERVER_MESSAGES.forbidden);
        }
      }
    }
    // Guards against an empty walk (a broken route list).
    expect(walked.length).toBeGreaterThanOrEqual(roleUsers.length * 10);
  });

  it('the table itself: writers are is_admin, is_developer, Szerző and Adminisztrátor', () => {
    expect(roleUsers.map((r) => [r.role, can(r.user, 'writePosts'), can(r.user, 'publishPosts')])).toEqual([
      ['no flags', false, false],
      ['is_admin only', true, true],
      ['is_developer only', true, true],
      ['is_administrator only', false, false],
      ['Szerző', true, false],
      ['Adminisztrátor', true, true],
    ]);
  });

  it('the table itself: is_administrator and Adminisztrátor manage users; the flags derive from the role', () => {
    expect(
      roleUsers.map((r) => [
        r.role,
        can(r.user, 'manageUsers'),
        r.user.is_admin,
        r.user.is_administrator,
        r.user.is_developer,
      ]),
    ).toEqual([
      ['no flags', false, 0, 0, 0],
      ['is_admin only', false, 1, 0, 0],
      ['is_developer only', false, 0, 0, 1],
      ['is_administrator only', true, 0, 1, 0],
      ['Szerző', false, 0, 0, 0],
      ['Adminisztrátor', true, 1, 1, 1],
    ]);
  });
});

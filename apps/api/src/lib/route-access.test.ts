/**
 * The table of route permissions (lib/route-access.ts) and the routes the server registers are the
 * same set: no route without an entry (the server would not start), no entry without a route.
 */
import { PERMISSION_RIGHTS } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ROUTE_ACCESS, routeKey } from './route-access.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The /api routes of the server, HEAD left out (it follows its GET). */
function registeredKeys(): string[] {
  return t.routes
    .filter((r) => r.method !== 'HEAD' && (r.url === '/api' || r.url.startsWith('/api/')))
    .map((r) => routeKey(r.method, r.url))
    .sort();
}

describe('ROUTE_ACCESS', () => {
  it('has an entry for every /api route, and a route for every entry', () => {
    const registered = registeredKeys();
    const table = Object.keys(ROUTE_ACCESS).sort();
    expect(
      registered.filter((k) => !table.includes(k)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      table.filter((k) => !registered.includes(k)),
      'entries without a route',
    ).toEqual([]);
    expect(registered).toEqual(table);
  });

  it('gives every route the table access, and only known accesses', () => {
    for (const route of t.routes.filter((r) => r.url.startsWith('/api/'))) {
      const key = routeKey(route.method === 'HEAD' ? 'GET' : route.method, route.url);
      expect(route.access, key).toBe(ROUTE_ACCESS[key]);
    }
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      expect(
        access === 'public' ||
          access === 'contentKey' ||
          access === 'signedIn' ||
          Object.hasOwn(PERMISSION_RIGHTS, access),
        key,
      ).toBe(true);
    }
  });

  it('holds the user routes of docs/product.md, Roles', () => {
    expect(
      Object.fromEntries(Object.entries(ROUTE_ACCESS).filter(([k]) => k.includes('/api/users'))),
    ).toEqual({
      'GET /api/users/search/:q': 'signedIn',
      'GET /api/users': 'signedIn',
      'GET /api/users/:id': 'signedIn',
      'POST /api/users/add': 'manageUsers',
      'PUT /api/users/:id': 'signedIn',
      'DELETE /api/users/:id': 'manageUsers',
      'PUT /api/users/:id/change-password': 'signedIn',
      'DELETE /api/users/:id/two-factor': 'manageUsers',
    });
  });
});

import type { Access } from './auth.ts';

/**
 * Who may call each /api route (CONTRACT.md point 3), keyed `'METHOD /api/path/:param'` as Fastify
 * registers the route. The auth guard reads only this table: a route missing from it stops the
 * server at start-up, and lib/route-access.test.ts fails on an entry without a route. A HEAD route
 * Fastify adds for a GET has the GET's access.
 *
 * Routes whose rule depends on the target (a user's own row) are 'signedIn' here; their service
 * enforces the self/administrator rule with 403.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  // Session
  'POST /api/login': 'public',
  'GET /api/user': 'signedIn',
  'POST /api/logout': 'signedIn',
  // Application shell
  'GET /api/application-modules': 'signedIn',
  'GET /api/app-settings': 'signedIn',
  'GET /api/notifications': 'signedIn',
  // Categories and post types
  'GET /api/admin-menu-items': 'signedIn',
  'GET /api/admin-sub-menu-items/:parent_id': 'signedIn',
  'GET /api/posts/types': 'signedIn',
  // Articles
  'GET /api/admin-posts': 'signedIn',
  'GET /api/posts/:id': 'signedIn',
  'POST /api/posts/add': 'writePosts',
  'PUT /api/posts/:id': 'writePosts',
  'DELETE /api/posts/:id': 'writePosts',
  'GET /api/posts/most-used-keywords/:menu_path': 'signedIn',
  'POST /api/image-upload/post-content': 'writePosts',
  // Users
  'GET /api/users/search/:q': 'signedIn',
  'GET /api/users': 'signedIn',
  'GET /api/users/:id': 'signedIn',
  'POST /api/users/add': 'manageUsers',
  /** Another user's row: manageUsers; one's own with myaccount: 1: the user (users.service.ts). */
  'PUT /api/users/:id': 'signedIn',
  'DELETE /api/users/:id': 'manageUsers',
  /** Only one's own password (users.service.ts). */
  'PUT /api/users/:id/change-password': 'signedIn',
  // Dashboard and reports
  'GET /api/dashboard': 'signedIn',
  'GET /api/reports/post-count': 'signedIn',
  'GET /api/reports/post-type': 'signedIn',
  // Public calls (CONTRACT.md point 6), rate-limited per address
  'POST /api/public/track': 'public',
};

/** The table's key of a route. */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** The access of a route in a table; a HEAD route falls back to its GET. */
export function lookupAccess(table: Record<string, Access>, method: string, url: string): Access | undefined {
  const key = routeKey(method, url);
  if (Object.hasOwn(table, key)) return table[key];
  if (method.toUpperCase() === 'HEAD') {
    const getKey = routeKey('GET', url);
    if (Object.hasOwn(table, getKey)) return table[getKey];
  }
  return undefined;
}

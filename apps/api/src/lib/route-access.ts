import type { Permission } from '@newsroom/shared';

/**
 * Who may call a route: anyone, a holder of a content key (checked by modules/content-keys, not by
 * the session guard), any signed-in user, or holders of a permission (packages/shared/src/permissions.ts).
 */
export type Access = 'public' | 'contentKey' | 'signedIn' | Permission;

/**
 * Who may call each /api route (docs/product.md, Roles), keyed `'METHOD /api/path/:param'` as Fastify
 * registers the route. The auth guard reads only this table: a route missing from it stops the
 * server at start-up, and lib/route-access.test.ts fails on an entry without a route. A HEAD route
 * Fastify adds for a GET has the GET's access.
 *
 * Routes whose rule depends on the target (a user's own row) are 'signedIn' here; their service
 * enforces the self/administrator rule with 403.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  // Probes for load balancers (modules/health): public, cheap, not logged at info level
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  // Session
  'POST /api/login': 'public',
  'GET /api/user': 'signedIn',
  'POST /api/logout': 'signedIn',
  /** The second step of a sign-in: the challenge of POST /api/login stands for the password. */
  'POST /api/login/two-factor': 'public',
  'POST /api/login/two-factor/setup': 'public',
  // Account security (modules/two-factor, modules/session): one's own second factor and sessions
  'GET /api/user/two-factor': 'signedIn',
  'POST /api/user/two-factor/setup': 'signedIn',
  'POST /api/user/two-factor/enable': 'signedIn',
  /** Refused with 403 while a role of the user requires a second factor (two-factor.service.ts). */
  'POST /api/user/two-factor/disable': 'signedIn',
  /** Only one's own sessions: another user's is a 404 (sessions.service.ts). */
  'GET /api/user/sessions': 'signedIn',
  'DELETE /api/user/sessions/:id': 'signedIn',
  'POST /api/user/sessions/revoke-others': 'signedIn',
  // Administrators: another user's second factor, and which roles must have one
  'DELETE /api/users/:id/two-factor': 'manageUsers',
  'GET /api/settings/two-factor': 'manageUsers',
  'PUT /api/settings/two-factor': 'manageUsers',
  // The own inbox (modules/inbox): only one's own entries
  'GET /api/inbox': 'signedIn',
  'POST /api/inbox/:id/read': 'signedIn',
  'POST /api/inbox/read-all': 'signedIn',
  /** Names only: who a submission would tell. */
  'GET /api/workflow/reviewers': 'signedIn',
  /** Names only: who may be an article's 'Felelős szerkesztő'. */
  'GET /api/workflow/editors': 'signedIn',
  // Application shell
  'GET /api/application-modules': 'signedIn',
  'GET /api/app-settings': 'signedIn',
  'GET /api/notifications': 'signedIn',
  // Categories and post types
  'GET /api/admin-menu-items': 'signedIn',
  'GET /api/admin-sub-menu-items/:parent_id': 'signedIn',
  'GET /api/posts/types': 'signedIn',
  /** 'Rovatok': everyone reads (the screen is read-only without the right); writes need it. */
  'GET /api/categories': 'signedIn',
  'POST /api/admin-menu-items': 'manageTaxonomy',
  'PUT /api/admin-menu-items/:id': 'manageTaxonomy',
  'DELETE /api/admin-menu-items/:id': 'manageTaxonomy',
  'POST /api/admin-menu-items/order': 'manageTaxonomy',
  'POST /api/admin-sub-menu-items': 'manageTaxonomy',
  'PUT /api/admin-sub-menu-items/:id': 'manageTaxonomy',
  'DELETE /api/admin-sub-menu-items/:id': 'manageTaxonomy',
  'POST /api/admin-sub-menu-items/:parent_id/order': 'manageTaxonomy',
  'POST /api/posts/types': 'manageTaxonomy',
  'PUT /api/posts/types/:id': 'manageTaxonomy',
  'DELETE /api/posts/types/:id': 'manageTaxonomy',
  'POST /api/posts/types/order': 'manageTaxonomy',
  // Articles
  'GET /api/admin-posts': 'signedIn',
  'GET /api/posts/:id': 'signedIn',
  'POST /api/posts/add': 'writePosts',
  'PUT /api/posts/:id': 'writePosts',
  'DELETE /api/posts/:id': 'deletePosts',
  /**
   * Delete, move, publish or unpublish several articles, each with its own optimistic lock; the
   * service asks for the right of the action (modules/posts/bulk.service.ts).
   */
  'POST /api/posts/bulk': 'writePosts',
  /** A step of the review workflow: the service asks for the step's right (workflow.service.ts). */
  'POST /api/posts/:id/workflow': 'signedIn',
  /** Comments: only those who may open the article in the editor (modules/comments/comments.service.ts). */
  'GET /api/posts/:id/comments': 'writePosts',
  'GET /api/posts/:id/comments/mentionable': 'writePosts',
  'POST /api/posts/:id/comments': 'writePosts',
  'PUT /api/posts/:id/comments/:comment_id': 'writePosts',
  'GET /api/posts/most-used-keywords/:menu_path': 'signedIn',
  /** Corrections: any staff member reads them; the service asks articles.publish to record one. */
  'GET /api/posts/:id/corrections': 'signedIn',
  'POST /api/posts/:id/corrections': 'signedIn',
  /** The publish checklist: every writer's editor reads it; administrators of roles set it. */
  'GET /api/publish-checklist': 'signedIn',
  'PUT /api/publish-checklist': 'manageRoles',
  'POST /api/image-upload/post-content': 'writePosts',
  // The media library ('Médiatár'): everyone browses; writers upload and describe; replacing or
  // deleting another's upload needs taxonomy.manage (media.service.ts, 403)
  'GET /api/media': 'signedIn',
  'GET /api/media/:id': 'signedIn',
  'GET /api/media/:id/usages': 'signedIn',
  'POST /api/media': 'useMedia',
  'PUT /api/media/:id': 'useMedia',
  'DELETE /api/media/:id': 'useMedia',
  'POST /api/media/:id/replace': 'useMedia',
  // An article's revisions (modules/revisions) and who has it open in an editor (modules/presence)
  'GET /api/posts/:id/revisions': 'signedIn',
  'GET /api/posts/:id/revisions/:revision_id': 'signedIn',
  'POST /api/posts/:id/revisions/:revision_id/restore': 'writePosts',
  'GET /api/posts/:id/presence': 'signedIn',
  'POST /api/posts/:id/presence': 'signedIn',
  // Users
  'GET /api/users/search/:q': 'signedIn',
  'GET /api/users': 'signedIn',
  'GET /api/users/:id': 'signedIn',
  'POST /api/users/add': 'manageUsers',
  /** Another user's row: manageUsers; one's own with myaccount: 1: the user (users.service.ts). */
  'PUT /api/users/:id': 'signedIn',
  'DELETE /api/users/:id': 'manageUsers',
  // Roles (modules/roles): anyone signed in reads them (the user form's choice); roles.manage writes
  'GET /api/roles': 'signedIn',
  'GET /api/roles/:id': 'signedIn',
  'POST /api/roles': 'manageRoles',
  'PUT /api/roles/:id': 'manageRoles',
  'DELETE /api/roles/:id': 'manageRoles',
  /** Only one's own password (users.service.ts). */
  'PUT /api/users/:id/change-password': 'signedIn',
  // Campaigns and banners (one table, the same calls)
  'GET /api/campaigns': 'signedIn',
  'GET /api/campaigns/:id': 'signedIn',
  'POST /api/campaigns/add': 'writeAds',
  'PUT /api/campaigns/:id': 'writeAds',
  'DELETE /api/campaigns/:id': 'writeAds',
  'GET /api/banners': 'signedIn',
  'GET /api/banners/:id': 'signedIn',
  'POST /api/banners/add': 'writeAds',
  'PUT /api/banners/:id': 'writeAds',
  'DELETE /api/banners/:id': 'writeAds',
  // Google ad slots
  'GET /api/ga': 'signedIn',
  'GET /api/ga/:id': 'signedIn',
  'POST /api/ga/add': 'writeGoogleAds',
  'PUT /api/ga/:id': 'writeGoogleAds',
  'DELETE /api/ga/:id': 'writeGoogleAds',
  // Public calls for the public web site (docs/api.md), rate-limited per address
  'GET /api/public/banners/:id/click': 'public',
  // Voting polls (polls.manage)
  'GET /api/voting-widgets': 'signedIn',
  'GET /api/voting-widgets/:id': 'signedIn',
  'POST /api/voting-widgets/add': 'writePolls',
  'PUT /api/voting-widgets/:id': 'writePolls',
  'DELETE /api/voting-widgets/:id': 'writePolls',
  'PUT /api/voting-widgets/:id/right-item': 'writePolls',
  'PUT /api/voting-widgets-remove-all': 'writePolls',
  /** The public site's vote (docs/api.md): no token, rate-limited, one per browser. */
  'POST /api/public/voting-widgets/:id/vote': 'public',
  // The audit trail (modules/audit): read-only, audit.read
  'GET /api/audit-log': 'readAudit',
  'GET /api/audit-log/csv': 'readAudit',
  // Dashboard and reports
  'GET /api/dashboard': 'signedIn',
  'GET /api/reports/post-count': 'signedIn',
  'GET /api/reports/post-type': 'signedIn',
  'GET /api/reports/stock-out-report': 'signedIn',
  // Public calls (docs/api.md), rate-limited per address
  'POST /api/public/track': 'public',
  // The API reference (lib/api-reference.ts, docs/api.md): the OpenAPI document, and the
  // interactive page with its own files (Swagger UI, served from here), all public
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  // Keywords ('Címkék', modules/keywords): everyone signed in reads them (the editor suggests them)
  'GET /api/keywords': 'signedIn',
  'GET /api/keywords/suggest': 'signedIn',
  'GET /api/keywords/:id': 'signedIn',
  'PUT /api/keywords/:id': 'manageTaxonomy',
  'POST /api/keywords/:id/merge': 'manageTaxonomy',
  // Delivery to the public site (docs/api.md, "Content API"): the read calls need a content key;
  // a preview's signed token is its own key.
  'GET /api/content/articles': 'contentKey',
  'GET /api/content/articles/:shortname': 'contentKey',
  'GET /api/content/menus': 'contentKey',
  'GET /api/content/keywords/:slug': 'contentKey',
  'GET /api/content/placements': 'contentKey',
  'GET /api/content/preview/:token': 'public',
  // Feeds and sitemaps (modules/content/feeds.routes.ts): for readers and crawlers, no content key.
  'GET /api/content/feeds/rss.xml': 'public',
  'GET /api/content/feeds/:menu_path/rss.xml': 'public',
  'GET /api/content/sitemaps/index.xml': 'public',
  'GET /api/content/sitemaps/articles-:n.xml': 'public',
  'GET /api/content/sitemaps/news.xml': 'public',
  'POST /api/posts/:id/preview': 'writePosts',
  // Content keys and webhooks ('Integrációk'): administrators only
  'GET /api/content-keys': 'integrations',
  'POST /api/content-keys': 'integrations',
  'DELETE /api/content-keys/:id': 'integrations',
  'GET /api/webhooks': 'integrations',
  'POST /api/webhooks': 'integrations',
  'GET /api/webhooks/:id': 'integrations',
  'PUT /api/webhooks/:id': 'integrations',
  'DELETE /api/webhooks/:id': 'integrations',
  'GET /api/webhooks/:id/deliveries': 'integrations',
  'POST /api/webhooks/:id/deliveries/:delivery_id/retry': 'integrations',
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

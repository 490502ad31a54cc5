/**
 * Who may do what (docs/product.md, Roles). A user has one role; a role is a named set of rights.
 * The API guard and the web app both read this table, so a button is shown exactly when the server
 * would accept the call.
 */

/** The rights a role may hold, in the order the 'Szerepkörök' screen lists them. */
export const RIGHTS = [
  'articles.write_own',
  'articles.write_all',
  'articles.publish',
  'articles.review',
  'articles.delete',
  'ads.manage',
  'ad_slots.manage',
  'polls.manage',
  'taxonomy.manage',
  'users.manage',
  'roles.manage',
  'audit.read',
  'integrations.manage',
] as const;
export type Right = (typeof RIGHTS)[number];

/** What a permission check needs of a user: the rights of their role. */
export interface HasRights {
  rights: readonly string[];
}

/**
 * Each permission the routes and screens ask for, and the rights any one of which grants it
 * (an empty list: every signed-in user).
 */
export const PERMISSION_RIGHTS = {
  /** Read anything in the back office. */
  read: [],
  /** Create articles and edit one's own; upload images. */
  writePosts: ['articles.write_own', 'articles.write_all'],
  /** Edit and restore the articles of others. */
  editAllPosts: ['articles.write_all'],
  /** Publish, schedule or unpublish an article, alone or in bulk. */
  publishPosts: ['articles.publish'],
  /** Return or approve a submitted article. */
  reviewPosts: ['articles.review'],
  /** Delete articles. */
  deletePosts: ['articles.delete'],
  /** Create, edit, delete campaigns and banners. */
  writeAds: ['ads.manage'],
  /** Create, edit, delete voting polls. */
  writePolls: ['polls.manage'],
  /** Upload images to the library and edit their alt text, credit, caption and focal point. */
  useMedia: ['articles.write_own', 'articles.write_all', 'ads.manage'],
  /**
   * Replace or delete library items, and manage the categories, subcategories, post types and
   * keywords ('Médiatár', 'Rovatok', 'Címkék').
   */
  manageTaxonomy: ['taxonomy.manage'],
  /** Create, edit, delete Google ad slots. */
  writeGoogleAds: ['ad_slots.manage'],
  /** Create users, edit or delete other users, reset their second factor, require one for roles. */
  manageUsers: ['users.manage'],
  /** Create, edit and delete roles. */
  manageRoles: ['roles.manage'],
  /** See the modules flagged requires_admin. */
  adminModules: ['ads.manage', 'polls.manage'],
  /** Read the audit trail. */
  readAudit: ['audit.read'],
  /** Manage the content keys and webhooks the public site uses ('Integrációk'). */
  integrations: ['integrations.manage'],
} as const satisfies Record<string, readonly Right[]>;

export type Permission = keyof typeof PERMISSION_RIGHTS;

/** What each permission allows, in words (the API reference's description of a route). */
export const PERMISSION_MEANINGS: Record<Permission, string> = {
  read: 'read anything in the back office',
  writePosts: 'create articles, edit their own and upload images',
  editAllPosts: 'edit the articles of others',
  publishPosts: 'publish, schedule and unpublish articles',
  reviewPosts: 'return or approve submitted articles',
  deletePosts: 'delete articles',
  writeAds: 'create, edit and delete campaigns and banners',
  writePolls: 'create, edit and delete voting polls',
  useMedia: 'upload images and edit their alt text, credit, caption and focal point',
  manageTaxonomy: 'replace and delete library images, manage categories, post types and keywords',
  writeGoogleAds: 'create, edit and delete Google ad slots',
  manageUsers: 'create users, edit or delete other users and manage their second factor',
  manageRoles: 'create, edit and delete roles',
  adminModules: 'see the modules flagged requires_admin',
  readAudit: 'read the audit trail',
  integrations: 'manage the content keys and webhooks of the public site',
};

/** The rights any one of which grants a permission. */
export function rightsFor(permission: Permission): readonly Right[] {
  return PERMISSION_RIGHTS[permission];
}

export function can(user: HasRights | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  const rights: readonly string[] = PERMISSION_RIGHTS[permission];
  return rights.length === 0 || rights.some((r) => user.rights.includes(r));
}

export function hasRight(user: HasRights | null | undefined, right: Right): boolean {
  return Boolean(user?.rights.includes(right));
}

// ---------------------------------------------------------------------------------------------
// The spec's role flags, derived from the rights

/** The spec's role flags, in the order the API reference lists them. */
export const ROLE_FLAGS = ['is_admin', 'is_administrator', 'is_developer'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleFlags = Record<RoleFlag, 0 | 1>;

const ARTICLE_RIGHTS = [
  'articles.write_own',
  'articles.write_all',
  'articles.publish',
  'articles.review',
  'articles.delete',
] as const satisfies readonly Right[];

/**
 * The rights each spec flag stood for before roles: a user whose flags were these gets exactly the
 * union (the upgrade's mapping, apps/api/drizzle/0020_roles.sql, and the test factories').
 */
export const FLAG_RIGHTS: Record<RoleFlag, readonly Right[]> = {
  is_admin: [...ARTICLE_RIGHTS, 'ads.manage', 'polls.manage', 'taxonomy.manage'],
  is_administrator: ['users.manage', 'roles.manage', 'audit.read', 'integrations.manage'],
  is_developer: [
    'articles.write_own',
    'articles.write_all',
    'articles.publish',
    'articles.delete',
    'ad_slots.manage',
  ],
};

/** The right that marks each flag: a role holding it answers the flag as 1. */
const FLAG_MARK: Record<RoleFlag, Right> = {
  is_admin: 'ads.manage',
  is_administrator: 'users.manage',
  is_developer: 'ad_slots.manage',
};

/** The spec's flags of a role's rights: every reply carries them, so the product's (docs/product.md) screens keep working. */
export function flagsOfRights(rights: readonly string[]): RoleFlags {
  return {
    is_admin: rights.includes(FLAG_MARK.is_admin) ? 1 : 0,
    is_administrator: rights.includes(FLAG_MARK.is_administrator) ? 1 : 0,
    is_developer: rights.includes(FLAG_MARK.is_developer) ? 1 : 0,
  };
}

/** The rights of a combination of flags, in RIGHTS order. */
export function rightsOfFlags(flags: Partial<Record<RoleFlag, unknown>>): Right[] {
  const held = new Set<Right>(ROLE_FLAGS.flatMap((f) => (flags[f] ? FLAG_RIGHTS[f] : [])));
  return RIGHTS.filter((r) => held.has(r));
}

// ---------------------------------------------------------------------------------------------
// Built-in roles

export const BUILTIN_ROLE_KEYS = ['author', 'editor', 'administrator', 'developer', 'reader'] as const;
export type BuiltinRoleKey = (typeof BUILTIN_ROLE_KEYS)[number];

/** The built-in roles: they cannot be deleted or renamed, and their rights are fixed. */
export const BUILTIN_ROLES: Record<BuiltinRoleKey, { name: string; rights: readonly Right[] }> = {
  /** Writes and submits their own articles; cannot publish. */
  author: { name: 'Szerző', rights: ['articles.write_own'] },
  /** Writes, reviews, publishes and deletes every article; runs campaigns, banners and polls (the spec's is_admin). */
  editor: { name: 'Szerkesztő', rights: rightsOfFlags({ is_admin: 1 }) },
  /** Every right. */
  administrator: { name: 'Adminisztrátor', rights: RIGHTS },
  /** Writes and publishes articles, manages the Google ad slots (the spec's is_developer). */
  developer: { name: 'Fejlesztő', rights: rightsOfFlags({ is_developer: 1 }) },
  /** Reads the back office, writes nothing (a user with no flag before roles). */
  reader: { name: 'Olvasó', rights: [] },
};

/** Whether two lists hold the same rights. */
export function sameRights(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((r) => set.has(r));
}

/**
 * Who may do what (docs/product.md, Roles). The API guard and the web app both read this table,
 * so a button is shown exactly when the server would accept the call.
 */
export interface RoleFlags {
  is_admin: number | boolean;
  is_administrator: number | boolean;
  is_developer: number | boolean;
}

export const PERMISSIONS = {
  /** Read anything in the back office. */
  read: () => true,
  /** Create, edit, delete articles; upload images. */
  writePosts: (u: RoleFlags) => Boolean(u.is_admin || u.is_developer),
  /** Create, edit, delete campaigns, banners and polls. */
  writeAds: (u: RoleFlags) => Boolean(u.is_admin),
  /** Create, edit, delete Google ad slots. */
  writeGoogleAds: (u: RoleFlags) => Boolean(u.is_developer),
  /** Create users, edit or delete other users. */
  manageUsers: (u: RoleFlags) => Boolean(u.is_administrator),
  /** See modules flagged requires_admin. */
  adminModules: (u: RoleFlags) => Boolean(u.is_admin),
  /** Read the audit trail; require a second factor for roles; reset a user's second factor. */
  security: (u: RoleFlags) => Boolean(u.is_administrator),
  /** Manage the content keys and webhooks the public site uses ('Integrációk'). */
  integrations: (u: RoleFlags) => Boolean(u.is_administrator),
} as const;

export type Permission = keyof typeof PERMISSIONS;

/** The role flags, in the order the API reference lists them. */
export const ROLE_FLAGS = ['is_admin', 'is_administrator', 'is_developer'] as const satisfies ReadonlyArray<
  keyof RoleFlags
>;

/** What each permission allows, in words (the API reference's description of a route). */
export const PERMISSION_MEANINGS: Record<Permission, string> = {
  read: 'read anything in the back office',
  writePosts: 'create, edit and delete articles; upload images',
  writeAds: 'create, edit and delete campaigns, banners and polls',
  writeGoogleAds: 'create, edit and delete Google ad slots',
  manageUsers: 'create users, edit or delete other users',
  adminModules: 'see the modules flagged requires_admin',
  security: "read the audit trail, require a second factor for roles and reset a user's second factor",
  integrations: 'manage the content keys and webhooks of the public site',
};

/** The role flags any one of which grants a permission (is_admin or is_developer for writePosts). */
export function rolesWith(permission: Permission): Array<(typeof ROLE_FLAGS)[number]> {
  return ROLE_FLAGS.filter((flag) =>
    PERMISSIONS[permission]({ is_admin: 0, is_administrator: 0, is_developer: 0, [flag]: 1 }),
  );
}

export function can(user: RoleFlags | null | undefined, permission: Permission): boolean {
  return user ? PERMISSIONS[permission](user) : false;
}

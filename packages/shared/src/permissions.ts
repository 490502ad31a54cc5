/**
 * Who may do what (CONTRACT.md point 3). The API guard and the web app both read this table,
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
} as const;

export type Permission = keyof typeof PERMISSIONS;

export function can(user: RoleFlags | null | undefined, permission: Permission): boolean {
  return user ? PERMISSIONS[permission](user) : false;
}

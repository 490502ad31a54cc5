import { can, type Permission, type RoleFlags } from '../permissions.ts';

/**
 * The one line a list shows when it is read-only for the signed-in user, saying why (docs/product.md,
 * Roles): the interface offers no control the permission table refuses, and tells what is missing.
 * Hungarian screens in Hungarian; the English poll and user-details screens in English.
 */
export const READ_ONLY_REASONS = {
  /** Cikkek, Piszkozatok. */
  writePosts: 'Cikket csak adminisztrátor vagy fejlesztő írhat, ezért a listát csak olvashatja.',
  /** Kampányok, Bannerek. */
  writeAds:
    'Kampányt és bannert csak adminisztrátor vehet fel, módosíthat vagy törölhet, ezért a listát csak olvashatja.',
  /** Google hirdetések. */
  writeGoogleAds:
    'Google hirdetést csak fejlesztő vehet fel, módosíthat vagy törölhet, ezért a listát csak olvashatja.',
  /** Felhasználók. */
  manageUsers:
    'Felhasználót csak rendszergazda vehet fel, módosíthat vagy törölhet, ezért a listát csak olvashatja.',
  /** Felhasználók, for a rendszergazda who is not also an adminisztrátor (no row actions, SPEC's isAdmin). */
  manageUsersRows:
    'Más felhasználót csak adminisztrátori joggal is rendelkező rendszergazda módosíthat vagy törölhet.',
  /** Integrációk. */
  integrations: 'Tartalomkulcsot és webhookot csak rendszergazda láthat és kezelhet.',
  /** Voting polls (English screen). */
  writePolls: 'Only admins can add, edit and delete voting polls, so this list is read-only for you.',
  /** User data (English screen): an existing user. */
  userDetails: 'Only system administrators can edit or delete users, so these details are read-only for you.',
  /** User data (English screen): /users/add. */
  newUser: 'Only system administrators can add users.',
} as const;

/** The reason line of a list whose writes need `permission`, or null when the user may write. */
export function readOnlyReason(
  user: RoleFlags | null | undefined,
  permission: Exclude<Permission, 'read' | 'adminModules' | 'security'>,
): string | null {
  return can(user, permission) ? null : READ_ONLY_REASONS[permission];
}

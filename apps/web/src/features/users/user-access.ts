import {
  can,
  READ_ONLY_REASONS,
  type SessionUser,
  type UserDetails,
  type UserListItem,
} from '@newsroom/shared';

/**
 * Edit and delete are offered to administrators who are also admins ("the store's isAdmin"), never
 * on their own row and never on a deleted one (docs/product.md, Roles).
 */
export function canManageRow(sessionUser: SessionUser | null, row: UserListItem): boolean {
  return Boolean(
    sessionUser &&
      can(sessionUser, 'manageUsers') &&
      sessionUser.is_admin &&
      row.id !== sessionUser.id &&
      row.is_active,
  );
}

/**
 * Why the user list offers this user no row actions, or null when it does: only administrators
 * manage users, and the rows' actions need an administrator who is also an admin.
 */
export function userListReadOnlyReason(sessionUser: SessionUser | null): string | null {
  if (!can(sessionUser, 'manageUsers')) return READ_ONLY_REASONS.manageUsers;
  if (!sessionUser?.is_admin) return READ_ONLY_REASONS.manageUsersRows;
  return null;
}

/**
 * What the details screen offers: the form with Save (and Delete on another user) to
 * administrators, the details read-only with the reason to everyone else; for a new user, the
 * form or only the reason. Mirrors the server's rules (users.service.ts).
 */
export type UserDetailsAccess = { mode: 'form'; canDelete: boolean } | { mode: 'read-only'; reason: string };

export function userDetailsAccess(
  sessionUser: SessionUser | null,
  user: Pick<UserDetails, 'id'> | null,
): UserDetailsAccess {
  if (!can(sessionUser, 'manageUsers'))
    return { mode: 'read-only', reason: user ? READ_ONLY_REASONS.userDetails : READ_ONLY_REASONS.newUser };
  return { mode: 'form', canDelete: user !== null && user.id !== sessionUser?.id };
}

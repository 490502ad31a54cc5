import { READ_ONLY_REASONS, rightsOfFlags, type SessionUser, type UserListItem } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { canManageRow, userDetailsAccess, userListReadOnlyReason } from './user-access.ts';

const person = (
  id: number,
  flags: Partial<Pick<SessionUser, 'is_admin' | 'is_administrator' | 'is_developer'>>,
) =>
  ({
    id,
    first_name: 'Anna',
    last_name: 'Kiss',
    email: `u${id}@example.test`,
    is_admin: 0,
    is_administrator: 0,
    is_developer: 0,
    ...flags,
    role_id: 1,
    role_name: 'Szerepkör',
    rights: rightsOfFlags(flags),
  }) as SessionUser;

const row = (id: number, is_active: 0 | 1 = 1): UserListItem => ({
  id,
  full_name: 'Kiss Anna',
  email: `u${id}@example.test`,
  is_admin: 0,
  role_id: 1,
  role_name: 'Olvasó',
  is_active,
  last_update: '2025-01-01T00:00:00.000Z',
});

const reader = person(1, {});
const admin = person(2, { is_admin: 1 });
const administrator = person(3, { is_administrator: 1 });
const both = person(4, { is_admin: 1, is_administrator: 1 });

describe('the user list (docs/product.md, Roles)', () => {
  it('offers row actions to an administrator who is also an admin, never on the own or a deleted row', () => {
    expect(canManageRow(both, row(9))).toBe(true);
    expect(canManageRow(both, row(both.id))).toBe(false);
    expect(canManageRow(both, row(9, 0))).toBe(false);
    for (const who of [reader, admin, administrator, null]) expect(canManageRow(who, row(9))).toBe(false);
  });

  it('says in one line why the list is read-only', () => {
    expect(userListReadOnlyReason(reader)).toBe(READ_ONLY_REASONS.manageUsers);
    expect(userListReadOnlyReason(admin)).toBe(READ_ONLY_REASONS.manageUsers);
    expect(userListReadOnlyReason(administrator)).toBe(READ_ONLY_REASONS.manageUsersRows);
    expect(userListReadOnlyReason(both)).toBeNull();
  });
});

describe('the user details', () => {
  it('gives administrators the form, with Delete only on another user', () => {
    expect(userDetailsAccess(administrator, { id: 9 })).toEqual({ mode: 'form', canDelete: true });
    expect(userDetailsAccess(administrator, { id: administrator.id })).toEqual({
      mode: 'form',
      canDelete: false,
    });
    expect(userDetailsAccess(both, null)).toEqual({ mode: 'form', canDelete: false });
  });

  it('shows everyone else the details read-only, with the reason', () => {
    for (const who of [reader, admin, null]) {
      expect(userDetailsAccess(who, { id: 9 })).toEqual({
        mode: 'read-only',
        reason: READ_ONLY_REASONS.userDetails,
      });
      expect(userDetailsAccess(who, null)).toEqual({ mode: 'read-only', reason: READ_ONLY_REASONS.newUser });
    }
  });
});

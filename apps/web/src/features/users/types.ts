import type { Flag } from '@newsroom/shared';

/** One row of GET /api/users (SPEC.md point 3: in the list). */
export interface UserListItem {
  id: number;
  full_name: string;
  email: string;
  is_admin: Flag;
  is_active: Flag;
  last_update: string;
}

/** GET /api/users/{id}. */
export interface UserDetails {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: Flag;
  is_administrator: Flag;
  is_developer: Flag;
  is_active: Flag;
  created_by: number | null;
  updated_by: number | null;
  creation_date: string;
  last_update: string;
}

/** The name as the list shows it: last name first. */
export function fullNameOf(user: Pick<UserDetails, 'first_name' | 'last_name'>): string {
  return `${user.last_name} ${user.first_name}`.trim();
}

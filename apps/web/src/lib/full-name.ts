import type { UserDetails } from '@newsroom/shared';

/** The name as the list shows it: last name first. */
export function fullNameOf(user: Pick<UserDetails, 'first_name' | 'last_name'>): string {
  return `${user.last_name} ${user.first_name}`.trim();
}

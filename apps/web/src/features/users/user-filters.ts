import type { UsersParams } from './api/users-list.ts';

/**
 * The filters of the user list (docs/product.md: q, email, is_admin, page), kept in the URL query so
 * that reload, back and a shared link show the same list. An empty string means "not set".
 */
export interface UserFilters {
  q: string;
  email: string;
  /** '' (all), '0' (Felhasználó) or '1' (Adminisztrátor). */
  is_admin: '' | '0' | '1';
  include_inactive: boolean;
}

export const EMPTY_USER_FILTERS: UserFilters = { q: '', email: '', is_admin: '', include_inactive: false };

function adminFlag(value: string | null): UserFilters['is_admin'] {
  return value === '0' || value === '1' ? value : '';
}

export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  return {
    q: search.get('q')?.trim() ?? '',
    email: search.get('email')?.trim() ?? '',
    is_admin: adminFlag(search.get('is_admin')),
    include_inactive: search.get('include_inactive') === '1',
  };
}

/** Only the filters that are set; no page (= 1). */
export function searchFromUserFilters(filters: UserFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.email.trim()) search.set('email', filters.email.trim());
  if (filters.is_admin) search.set('is_admin', filters.is_admin);
  if (filters.include_inactive) search.set('include_inactive', '1');
  return search;
}

export function countActiveUserFilters(filters: UserFilters): number {
  return (
    [filters.q, filters.email, filters.is_admin].filter(Boolean).length + (filters.include_inactive ? 1 : 0)
  );
}

export { pageFromSearch as userPageFromSearch } from '../../lib/page-param.ts';

export function userListParams(filters: UserFilters, page: number, perPage?: string | null): UsersParams {
  const params: UsersParams = { page: String(page) };
  if (filters.q) params.q = filters.q;
  if (filters.email) params.email = filters.email;
  if (filters.is_admin) params.is_admin = filters.is_admin;
  if (filters.include_inactive) params.include_inactive = '1';
  if (perPage) params.per_page = perPage;
  return params;
}

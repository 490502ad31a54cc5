import {
  DEFAULT_MENU_ID,
  DEFAULT_POST_SORT,
  type MenuType,
  POST_SORTS,
  type PostSort,
} from '@newsroom/shared';
import type { AdminPostsParams } from './api/admin-posts.ts';

/**
 * The filters of the article and draft lists, as the form edits them. An empty string means
 * "not set" (all menus, all types, every author, no date bound).
 *
 * Every filter lives in the URL query so that reload, back and a shared link show the same list.
 * A parameter that is absent takes its default; a parameter that is present wins, even when empty.
 * So on /posts, where the menu defaults to 1, "all menus" is written as an empty `menu_id=`, and a
 * filter equal to its default is left out of the URL. The list kind (post or draft) comes from the
 * route, not from the query.
 */
export interface PostFilters {
  q: string;
  menu_id: string;
  post_type: string;
  user_id: string;
  date_from: string;
  date_to: string;
  include_inactive: boolean;
}

type TextKey = Exclude<keyof PostFilters, 'include_inactive'>;
const TEXT_KEYS: TextKey[] = ['q', 'menu_id', 'post_type', 'user_id', 'date_from', 'date_to'];

/** Filters the drafts view hides (docs/product.md); there they always keep their defaults. */
export const DRAFT_HIDDEN_KEYS: readonly TextKey[] = ['menu_id', 'post_type', 'user_id'];

/** docs/product.md: menu 1 on the article list; on the drafts list no menu and the current user. */
export function defaultFilters(kind: MenuType, currentUserId: number | undefined): PostFilters {
  return {
    q: '',
    menu_id: kind === 'post' ? String(DEFAULT_MENU_ID) : '',
    post_type: '',
    user_id: kind === 'draft' && currentUserId ? String(currentUserId) : '',
    date_from: '',
    date_to: '',
    include_inactive: false,
  };
}

function isHidden(kind: MenuType, key: TextKey): boolean {
  return kind === 'draft' && DRAFT_HIDDEN_KEYS.includes(key);
}

/** Reads the filters from the URL query, falling back to the defaults for absent parameters. */
export function filtersFromSearch(
  search: URLSearchParams,
  kind: MenuType,
  currentUserId: number | undefined,
): PostFilters {
  const filters = defaultFilters(kind, currentUserId);
  for (const key of TEXT_KEYS) {
    const value = search.get(key);
    if (value !== null && !isHidden(kind, key)) filters[key] = value.trim();
  }
  filters.include_inactive = search.get('include_inactive') === '1';
  return filters;
}

/** Writes the filters into a URL query: only those that differ from the defaults. No page (= 1). */
export function searchFromFilters(
  filters: PostFilters,
  kind: MenuType,
  currentUserId: number | undefined,
): URLSearchParams {
  const defaults = defaultFilters(kind, currentUserId);
  const search = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value !== defaults[key] && !isHidden(kind, key)) search.set(key, value);
  }
  if (filters.include_inactive) search.set('include_inactive', '1');
  return search;
}

/** How many filters differ from the defaults (shown on the closed filter panel). */
export function countActiveFilters(filters: PostFilters, kind: MenuType, currentUserId: number | undefined) {
  const defaults = defaultFilters(kind, currentUserId);
  return (
    TEXT_KEYS.filter((key) => filters[key] !== defaults[key]).length + (filters.include_inactive ? 1 : 0)
  );
}

/** The page in the URL query (`page`), 1 when absent or not a positive whole number. */
export { pageFromSearch } from '../../lib/page-param.ts';

/** The drafts view's 'Időzítettek' filter: `type=scheduled` in the URL query (drafts only). */
export function scheduledFromSearch(search: URLSearchParams, kind: MenuType): boolean {
  return kind === 'draft' && search.get('type') === 'scheduled';
}

/**
 * The GET /api/admin-posts parameters for a list kind, its filters and a page; `scheduled` (drafts
 * only) lists the scheduled drafts, soonest first (whatever the sort).
 */
export function listParams(
  filters: PostFilters,
  kind: MenuType,
  page: number,
  perPage?: string | null,
  scheduled = false,
  sort: PostSort = DEFAULT_POST_SORT,
): AdminPostsParams {
  const params: AdminPostsParams = {
    type: kind === 'draft' && scheduled ? 'scheduled' : kind,
    page: String(page),
  };
  for (const key of TEXT_KEYS) if (filters[key]) params[key] = filters[key];
  if (filters.include_inactive) params.include_inactive = '1';
  if (perPage) params.per_page = perPage;
  if (sort !== DEFAULT_POST_SORT && !scheduled) params.sort = sort;
  return params;
}

/** The list's order in the URL query (`sort`); the default (newest first) when absent or unknown. */
export function sortFromSearch(search: URLSearchParams): PostSort {
  const value = search.get('sort');
  return (POST_SORTS as readonly string[]).includes(value ?? '') ? (value as PostSort) : DEFAULT_POST_SORT;
}

/** Writes the order into a URL query: left out when it is the default. */
export function withSort(search: URLSearchParams, sort: PostSort): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort === DEFAULT_POST_SORT) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/** The columns whose header sorts the list. */
export type SortColumn = 'title' | 'date' | 'visitors';

/** How a column's header shows the order (its aria-sort). */
export function columnSort(sort: PostSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  switch (column) {
    case 'title':
      return sort === 'title' ? 'ascending' : sort === 'title_desc' ? 'descending' : 'none';
    case 'date':
      return sort === 'date' ? 'descending' : sort === 'date_asc' ? 'ascending' : 'none';
    default:
      return sort === 'visitors' ? 'descending' : 'none';
  }
}

/**
 * The order after a click on a column's header: a title starts A to Z, a date newest first, and a
 * second click turns the order round; visitors are the most visited first only.
 */
export function nextSort(sort: PostSort, column: SortColumn): PostSort {
  switch (column) {
    case 'title':
      return sort === 'title' ? 'title_desc' : 'title';
    case 'date':
      return sort === 'date' ? 'date_asc' : 'date';
    default:
      return 'visitors';
  }
}

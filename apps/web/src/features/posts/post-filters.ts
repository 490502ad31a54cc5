import {
  DEFAULT_MENU_ID,
  DEFAULT_POST_SORT,
  DESK_STATUS,
  type Desk,
  type MenuType,
  POST_SORTS,
  type PostSort,
} from '@newsroom/shared';
import type { AdminPostsParams } from './api/admin-posts.ts';

/**
 * The filters of the article and draft lists, as the form edits them. An empty string means
 * "not set" (all menus, all types, every author, no date bound). `q` is 'Cím' (in the title),
 * `text` is 'Szöveg' (words in the title, lead and text, ranked by the API).
 *
 * Every filter lives in the URL query so that reload, back and a shared link show the same list.
 * A parameter that is absent takes its default; a parameter that is present wins, even when empty.
 * So on /posts, where the menu defaults to 1, "all menus" is written as an empty `menu_id=`, and a
 * filter equal to its default is left out of the URL. The list kind (post or draft) comes from the
 * route, not from the query.
 */
export interface PostFilters {
  q: string;
  text: string;
  menu_id: string;
  post_type: string;
  user_id: string;
  date_from: string;
  date_to: string;
  include_inactive: boolean;
}

type TextKey = Exclude<keyof PostFilters, 'include_inactive'>;
const TEXT_KEYS: TextKey[] = ['q', 'text', 'menu_id', 'post_type', 'user_id', 'date_from', 'date_to'];

/** Filters the drafts view hides (docs/product.md); there they always keep their defaults. */
export const DRAFT_HIDDEN_KEYS: readonly TextKey[] = ['menu_id', 'post_type', 'user_id'];

/** docs/product.md: menu 1 on the article list; on the drafts list no menu and the current user. */
export function defaultFilters(kind: MenuType, currentUserId: number | undefined): PostFilters {
  return {
    q: '',
    text: '',
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
 * A desk list's parameters: its review state; 'Jóváhagyásra vár' lists everyone's submitted
 * drafts, the others one's own.
 */
export function withDesk(params: AdminPostsParams, desk: Desk | null): AdminPostsParams {
  if (!desk) return params;
  const { user_id, ...rest } = params;
  return { ...rest, ...(desk === 'review' ? {} : { user_id }), workflow_status: DESK_STATUS[desk] };
}

/**
 * The GET /api/admin-posts parameters for a list kind, its filters and a page; `scheduled` (drafts
 * only) lists the scheduled drafts, soonest first (whatever the sort). Without `sort`, the order an
 * absent `sort` means (sortFromSearch).
 */
export function listParams(
  filters: PostFilters,
  kind: MenuType,
  page: number,
  perPage?: string | null,
  scheduled = false,
  sort: ListSort = filters.text ? 'relevance' : DEFAULT_POST_SORT,
): AdminPostsParams {
  const params: AdminPostsParams = {
    type: kind === 'draft' && scheduled ? 'scheduled' : kind,
    page: String(page),
  };
  for (const key of TEXT_KEYS) if (filters[key]) params[key] = filters[key];
  if (filters.include_inactive) params.include_inactive = '1';
  if (perPage) params.per_page = perPage;
  // With `text` and no `sort` the API ranks the matches, so there newest first is asked for by name.
  if (sort !== 'relevance' && !scheduled && (sort !== DEFAULT_POST_SORT || params.text)) params.sort = sort;
  return params;
}

/**
 * The list's order: one of POST_SORTS, or 'relevance' (best matches first), which a 'Szöveg' search
 * has while no order is chosen. No column header shows it, so none is marked as sorted then.
 */
export type ListSort = PostSort | 'relevance';

/** Whether a URL query or the filters search for words ('Szöveg'). */
const hasText = (search: URLSearchParams) => Boolean(search.get('text')?.trim());

/**
 * The list's order in the URL query (`sort`); when absent or unknown: best matches first for a
 * 'Szöveg' search, else the default (newest first).
 */
export function sortFromSearch(search: URLSearchParams): ListSort {
  const value = search.get('sort');
  if ((POST_SORTS as readonly string[]).includes(value ?? '')) return value as PostSort;
  return hasText(search) ? 'relevance' : DEFAULT_POST_SORT;
}

/**
 * Writes the order into a URL query: left out when it is the one an absent `sort` means, so with
 * words in 'Szöveg' newest first is written out, and 'relevance' never is.
 */
export function withSort(search: URLSearchParams, sort: ListSort): URLSearchParams {
  const next = new URLSearchParams(search);
  const implied = hasText(next) ? 'relevance' : DEFAULT_POST_SORT;
  if (sort === implied || sort === 'relevance') next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/**
 * The order after 'Keresés': the one in force, except that new words in 'Szöveg' start best first,
 * as a search is expected to; otherwise, once a header was clicked, nothing would lead back to that
 * order (no header shows it).
 */
export function sortAfterSearch(values: PostFilters, current: PostFilters, sort: ListSort): ListSort {
  const text = values.text.trim();
  return text && text !== current.text ? 'relevance' : sort;
}

/** The columns whose header sorts the list. */
export type SortColumn = 'title' | 'date' | 'visitors';

/** How a column's header shows the order (its aria-sort). */
export function columnSort(sort: ListSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
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
 * second click turns the order round; visitors are the most visited first only. From 'relevance'
 * each header starts its own order.
 */
export function nextSort(sort: ListSort, column: SortColumn): PostSort {
  switch (column) {
    case 'title':
      return sort === 'title' ? 'title_desc' : 'title';
    case 'date':
      return sort === 'date' ? 'date_asc' : 'date';
    default:
      return 'visitors';
  }
}

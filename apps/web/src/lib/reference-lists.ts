import { categoriesOverviewReplySchema, menusReplySchema, postTypesReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api.ts';

/** The reference lists the article and report screens share; they rarely change. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /api/admin-menu-items: the article categories. */
export const menusQuery = queryOptions({
  queryKey: ['admin-menu-items'],
  queryFn: ({ signal }) => apiGet('/admin-menu-items', menusReplySchema, signal).then((r) => r.data),
  staleTime: REFERENCE_STALE_MS,
});

/** GET /api/posts/types: the article types (Hír, Galéria, …). */
export const postTypesQuery = queryOptions({
  queryKey: ['post-types'],
  queryFn: ({ signal }) => apiGet('/posts/types', postTypesReplySchema, signal).then((r) => r.data),
  staleTime: REFERENCE_STALE_MS,
});

export function useMenus(enabled = true) {
  return useQuery({ ...menusQuery, enabled });
}

export function usePostTypes(enabled = true) {
  return useQuery({ ...postTypesQuery, enabled });
}

/**
 * GET /api/categories: every category, subcategory and post type, inactive ones too ('Rovatok'
 * manages them; the editor names an article's inactive category with it).
 */
export const allCategoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => apiGet('/categories', categoriesOverviewReplySchema, signal).then((r) => r.data),
});

export function useAllCategories(enabled = true) {
  return useQuery({ ...allCategoriesQuery, enabled });
}

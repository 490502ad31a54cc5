import { type QueryClient, useQuery } from '@tanstack/react-query';
import { allCategoriesQuery, menusQuery, postTypesQuery } from '../../../lib/reference-lists.ts';

/** The list of 'Rovatok' lives in lib/reference-lists.ts: the editor names an inactive category with it. */
export const categoriesQuery = allCategoriesQuery;
export const categoriesKey = allCategoriesQuery.queryKey;

export function useCategories() {
  return useQuery(categoriesQuery);
}

/**
 * After any change on 'Rovatok': this screen's list and the reference lists the editor's and the
 * filters' selects read (categories, every category's subcategories, post types), so they show the
 * change at once.
 */
export function reloadTaxonomy(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: categoriesKey }),
    queryClient.invalidateQueries({ queryKey: menusQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin-sub-menu-items'] }),
    queryClient.invalidateQueries({ queryKey: postTypesQuery.queryKey }),
  ]);
}

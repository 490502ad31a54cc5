import type { MenuType } from '@newsroom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { menusQuery, postTypesQuery } from '../../lib/reference-lists.ts';
import { sessionStore } from '../../lib/session.ts';
import { adminPostsQuery } from './api/admin-posts.ts';
import {
  filtersFromSearch,
  listParams,
  pageFromSearch,
  scheduledFromSearch,
  sortFromSearch,
} from './post-filters.ts';

/**
 * Starts loading a list's rows as soon as the route is known, in parallel with the screen's own
 * code, so the first rows do not wait for the page to download and render first.
 */
export function prefetchPostList(queryClient: QueryClient, kind: MenuType, url: URL): void {
  const { token, user } = sessionStore.get();
  if (!token) return;
  if (kind === 'draft' && user?.id === undefined) return;
  const search = url.searchParams;
  const filters = filtersFromSearch(search, kind, user?.id);
  const params = listParams(
    filters,
    kind,
    pageFromSearch(search),
    search.get('per_page'),
    scheduledFromSearch(search, kind),
    sortFromSearch(search),
  );
  void queryClient.prefetchQuery(adminPostsQuery(params));
  void queryClient.prefetchQuery(menusQuery);
  void queryClient.prefetchQuery(postTypesQuery);
}

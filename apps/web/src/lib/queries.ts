import type { ListReply, OkReply, ReplySchema } from '@newsroom/shared';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiGet, withQuery } from './api.ts';

/**
 * One item an edit form or dialog works on (GET <path>): loaded once and never refetched under the
 * form (a background refetch must not replace what it edits), forgotten when it closes, and a
 * missing one (404) is not asked for again.
 */
export function editedItemQuery<K extends QueryKey, T>(
  queryKey: K,
  path: string,
  schema: ReplySchema<OkReply<T>>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(path, schema, signal).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * One page of a list (GET <path>?<params>): paging and filtering keep the rows on screen until
 * the next page arrives (no flash).
 */
export function pagedListQuery<K extends QueryKey, T>(
  queryKey: K,
  path: string,
  params: Partial<Record<string, string>>,
  schema: ReplySchema<ListReply<T>>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(withQuery(path, params), schema, signal),
    placeholderData: keepPreviousData,
  });
}

import { mostUsedKeywordsReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/posts/most-used-keywords/{menu_path}: the category's keywords, most used first. */
export const mostUsedKeywordsQuery = (menuPath: string) =>
  queryOptions({
    queryKey: ['most-used-keywords', menuPath],
    queryFn: ({ signal }) =>
      apiGet(
        `/posts/most-used-keywords/${encodeURIComponent(menuPath)}`,
        mostUsedKeywordsReplySchema,
        signal,
      ).then((r) => Object.keys(r.most_used_keywords)),
    staleTime: 5 * 60_000,
    meta: { background: true },
  });

export function useMostUsedKeywords(menuPath: string | undefined) {
  return useQuery({ ...mostUsedKeywordsQuery(menuPath ?? ''), enabled: Boolean(menuPath) });
}

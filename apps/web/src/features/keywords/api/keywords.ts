import {
  type KeywordSort,
  type KeywordSuggestion,
  keywordSchema,
  keywordSuggestionSchema,
  listReplySchema,
  okReplySchema,
} from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, withQuery } from '../../../lib/api.ts';

/** Every keyword query: a rename or merge reloads them all. */
export const keywordsKey = ['keywords'] as const;

export interface KeywordListParams {
  q: string;
  sort: KeywordSort;
  page: number;
}

const PER_PAGE = 50;
const listSchema = listReplySchema(keywordSchema);

/** GET /api/keywords: one page, searched (folded) and sorted by count or name. */
export const keywordListQuery = ({ q, sort, page }: KeywordListParams) =>
  queryOptions({
    queryKey: [...keywordsKey, 'list', { q, sort, page }],
    queryFn: ({ signal }) =>
      apiGet(
        withQuery('/keywords', { q, sort, page: String(page), per_page: String(PER_PAGE) }),
        listSchema,
        signal,
      ),
  });

export function useKeywordList(params: KeywordListParams) {
  return useQuery({ ...keywordListQuery(params), placeholderData: keepPreviousData });
}

const suggestSchema = okReplySchema(z.array(keywordSuggestionSchema));

/** GET /api/keywords/suggest: the keywords whose folded name holds `q`, most used first. */
export function useKeywordSuggestions(q: string) {
  return useQuery<KeywordSuggestion[]>({
    queryKey: [...keywordsKey, 'suggest', q],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/keywords/suggest', { q }), suggestSchema, signal).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

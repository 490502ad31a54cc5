import { type KeywordSuggestion, keywordSuggestionSchema, okReplySchema } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, withQuery } from '../../../lib/api.ts';

const suggestSchema = okReplySchema(z.array(keywordSuggestionSchema));

/**
 * GET /api/keywords/suggest: the existing keywords whose name holds what the editor types, accents
 * and case folded ('gazdasag' finds 'Gazdaság'), most used first. Nothing is asked for an empty text.
 */
export function useKeywordSuggestions(q: string) {
  const text = q.trim();
  return useQuery<KeywordSuggestion[]>({
    queryKey: ['keywords', 'suggest', text],
    queryFn: ({ signal }) =>
      apiGet(withQuery('/keywords/suggest', { q: text }), suggestSchema, signal).then((r) => r.data),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { background: true },
  });
}

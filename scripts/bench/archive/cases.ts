// The archive benchmark's cases, in groups: every case of the article list's benchmark, each sort
// on the whole archive, a deep page of each sort, and the 'Szöveg' (full-text) search.
import { POST_SORTS } from '@newsroom/shared';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { COMMON_TITLE_WORD, RARE_TITLE_WORD } from '../../../apps/api/src/scripts/demo-content.ts';
import { type BenchCase, buildCases } from '../lists/cases.ts';

export interface CaseGroup {
  name: string;
  /** Text searches have their own p95 target. */
  text: boolean;
  cases: BenchCase[];
}

/**
 * The searches: a word in about a quarter of the titles (past the count's cap on a large archive),
 * one in a thousand, two words that must both be there, and a word typed without its accents
 * ('közgyűlés', in the headlines of every city's council).
 */
export const TEXT_SEARCHES: Array<[label: string, text: string]> = [
  ['common word', COMMON_TITLE_WORD],
  ['rare word', RARE_TITLE_WORD],
  ['two words', 'kormány infláció'],
  ['without accents', 'kozgyules'],
];

export async function archiveGroups(database: Database, deepPage: number): Promise<CaseGroup[]> {
  return [
    { name: 'List cases of bench:lists', text: false, cases: await buildCases(database) },
    {
      name: 'Sorts, whole archive',
      text: false,
      cases: POST_SORTS.map((sort) => ({
        name: `sort=${sort}: type=post, page 1`,
        query: { type: 'post', sort },
      })),
    },
    {
      name: `Deep pages (page ${deepPage})`,
      text: false,
      cases: POST_SORTS.map((sort) => ({
        name: `sort=${sort}: type=post, page ${deepPage}`,
        query: { type: 'post', sort, page: deepPage, per_page: 20 },
      })),
    },
    {
      name: 'Text search (best matches first)',
      text: true,
      cases: TEXT_SEARCHES.map(([label, text]) => ({
        name: `Text, ${label}: text=${text}`,
        query: { type: 'post', text },
      })),
    },
  ];
}

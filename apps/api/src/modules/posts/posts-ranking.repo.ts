import type { PostFilter, PostListItem } from '@newsroom/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { toPostListItemDto } from './posts-columns.repo.ts';
import { filterConditions, rowsOf } from './posts-list.repo.ts';
import { candidateIds, relevanceOrder, textRank, textSnippets } from './posts-text-search.repo.ts';

/**
 * The best matches of a text search as the list's cache keeps them (text-search-changes.ts Ranking): the
 * first `limit` of the matches considered, ranked as the list orders them, with their ranks; and
 * the rows of a page cut from them.
 */
export async function rankTextMatches(
  db: Db,
  filter: PostFilter,
  limit: number,
): Promise<Array<[id: number, rank: number]>> {
  const rank = textRank(sql`${posts.searchVector}`, sql`${filter.text ?? ''}`);
  const rows = await db
    .select({ id: posts.id, rank: sql<number>`${rank}` })
    .from(posts)
    .where(inArray(posts.id, candidateIds(filterConditions(filter))))
    .orderBy(...relevanceOrder(filter))
    .limit(limit);
  return rows.map((r) => [r.id, Number(r.rank)]);
}

/** The list rows of some articles in the order given, each with its snippet for `text`. */
export async function findRankedRows(db: Db, ids: number[], text: string): Promise<PostListItem[]> {
  if (ids.length === 0) return [];
  const [rows, snippets] = await Promise.all([rowsOf(db, ids, []), textSnippets(db, ids, text)]);
  const byId = new Map(rows.map((row) => [row.id, toPostListItemDto(row)]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, snippet: snippets.get(id) ?? '' }] : [];
  });
}

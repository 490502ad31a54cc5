import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The rewrite of the articles' keywords that a keyword's rename or merge makes (modules/keywords),
 * in the caller's transaction. The articles are found by the posts_keyword_folds_idx index, not by
 * reading the archive; trashed articles are rewritten too, so a restored one carries the new tag.
 * last_update stays: an editor with the article open saves without a conflict, and the save's
 * spelling trigger turns a merged keyword they still have into the one it went into.
 */
export async function retagArticles(tx: Db, fromFold: string, toName: string): Promise<number> {
  const result = await tx.execute(sql`
    with rewritten as (
      update posts set keywords = keywords_replace(keywords, ${fromFold}, ${toName})
      where keyword_folds(keywords) @> array[${fromFold}::text]
      returning 1)
    select count(*)::int as n from rewritten`);
  // Both drivers answer raw queries with `{ rows }`.
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

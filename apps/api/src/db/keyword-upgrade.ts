import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** client.ts's Db, named here so that client.ts can run the upgrade without an import cycle. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What migration 0029 (keywords as managed tags) leaves to the start-up upgrade
 * (db/archive-upgrade.ts): the keywords of the articles that existed before it are counted into the
 * keywords table in batches of ids, each a short transaction, so a large archive stays writable
 * (the triggers count an article only once a batch has passed it, as the list counters do). A
 * database without the keywords tables yet (an older migration) is left alone.
 */

/**
 * Articles per batch: one GROUP BY over their tags and one keyword row written per tag, about 0.45 s
 * for 5,000 articles of five tags on PostgreSQL (100,000 in 9.3 s). A save waits for the batch in
 * flight (its trigger takes the state row FOR SHARE), so this bounds that wait.
 */
export const KEYWORD_BATCH = 5_000;
const ALL_COUNTED = 2_147_483_647;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The articles' keyword index (posts_keyword_folds_idx), for the list of concurrent indexes. */
export const KEYWORD_FOLDS_INDEX = {
  name: 'posts_keyword_folds_idx',
  definition: sql`"posts" USING gin (keyword_folds("keywords"))`,
  /** Only once migration 0029 made the function it indexes. */
  needs: 'keyword_folds(text)',
};

/** Counts the articles the keyword counts have not passed yet; the number of articles counted. */
export async function fillKeywordCounts(db: Db, batch = KEYWORD_BATCH): Promise<number> {
  const [exists] = rowsOf<{ t: string | null }>(
    await db.execute(sql`select to_regclass('keyword_upgrade_state')::text as t`),
  );
  if (!exists?.t) return 0;
  let counted = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // FOR UPDATE waits for the writers in flight (their triggers hold FOR SHARE): no article is
      // counted twice or missed.
      const [state] = rowsOf<{ counted_to: number }>(
        await tx.execute(sql`select counted_to from keyword_upgrade_state where id = 1 for update`),
      );
      const from = Number(state?.counted_to ?? ALL_COUNTED);
      if (from >= ALL_COUNTED) return true;
      const [last] = rowsOf<{ max: number | null }>(await tx.execute(sql`select max(id) as max from posts`));
      const to = Math.min(from + batch, Number(last?.max ?? 0));
      await tx.execute(sql`select keywords_count_range(${from}::int, ${to}::int)`);
      const [n] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from posts where id > ${from} and id <= ${to}`),
      );
      counted += Number(n?.n ?? 0);
      const next = to >= Number(last?.max ?? 0) ? ALL_COUNTED : to;
      await tx.execute(sql`update keyword_upgrade_state set counted_to = ${next} where id = 1`);
      return next === ALL_COUNTED;
    });
    if (done) return counted;
  }
}

import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { hungarianOrder } from './hungarian-sort.ts';
import { fillKeywordCounts, KEYWORD_FOLDS_INDEX } from './keyword-upgrade.ts';
import type * as schema from './schema/index.ts';

/** client.ts's Db, named here so that client.ts can run the upgrade without an import cycle. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What migrations 0016 and 0017 leave to start-up, because a large archive must stay writable
 * meanwhile: the list counters of the articles that existed before 0016 and their search vectors
 * (again after 0017) are filled in batches (each a short transaction), and the new indexes are built with CREATE INDEX
 * CONCURRENTLY, which cannot run inside a migration's transaction. Every step is idempotent and
 * resumes where a stopped start left off; on a database that is already upgraded it costs three
 * small queries. Runs after the migrations (db/client.ts `migrate`).
 */

/** counted_to once every article is counted (the largest integer: no id is beyond it). */
export const ALL_COUNTED = 2_147_483_647;
/**
 * Articles per counter batch: one GROUP BY over an id range, about 0.35 s at 1M. A writer's
 * counter trigger waits for the batch in flight (FOR SHARE), so this bounds a save's wait: batches
 * of 50,000 held a save for up to 1.4 s.
 */
export const COUNT_BATCH = 20_000;
/**
 * Articles per search-vector batch: each row is parsed and written again with its indexes, about
 * 0.85 ms an article at 1M. A save of an article in the batch waits for its row until the batch
 * commits: batches of 2,000 held one for 1.1 s.
 */
export const VECTOR_BATCH = 1_000;

/**
 * The indexes built concurrently (their definitions are also in schema/posts.ts, but for the
 * keywords' one, whose expression is a function of migration 0029: `needs` names it).
 */
const CONCURRENT_INDEXES: Array<{ name: string; definition: SQL; needs?: string }> = [
  { name: 'posts_search_vector_idx', definition: sql`"posts" USING gin ("search_vector")` },
  {
    name: 'posts_type_title_key_list_idx',
    definition: sql`"posts" USING btree ("post_type", "menu_type", "is_active", (${hungarianOrder(sql`"title"`)}), "id", "title")`,
  },
  KEYWORD_FOLDS_INDEX,
];

export interface UpgradeReport {
  countedArticles: number;
  /** Articles whose keywords were counted into the keywords table (db/keyword-upgrade.ts). */
  keywordArticles: number;
  vectorsFilled: number;
  indexesBuilt: string[];
  /** Seconds of each step, and in all. */
  phases: { counters: number; vectors: number; indexes: number };
  seconds: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Counts the articles the counters have not passed yet, a batch at a time. */
async function fillCounters(db: Db): Promise<number> {
  let counted = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // FOR UPDATE waits for the writers in flight (their triggers hold FOR SHARE) and holds new
      // ones back until this batch commits: no article is counted twice or missed.
      const [state] = rowsOf<{ counted_to: number }>(
        await tx.execute(sql`select counted_to from archive_upgrade_state where id = 1 for update`),
      );
      const from = Number(state?.counted_to ?? ALL_COUNTED);
      if (from >= ALL_COUNTED) return true;
      const [last] = rowsOf<{ max: number | null }>(await tx.execute(sql`select max(id) as max from posts`));
      const to = Math.min(from + COUNT_BATCH, Number(last?.max ?? 0));
      const inserted = rowsOf<{ n: number }>(
        await tx.execute(sql`
          with added as (
            insert into post_counts as c (level, day, menu_type, is_active, scheduled, menu_id, post_type, user_id, n)
            select p.level, p.day, r.menu_type, r.is_active, r.menu_type = 'draft' and r.publish_at is not null,
                   r.menu_id, r.post_type, r.user_id, count(*)
            from posts r cross join lateral post_count_periods(r.creation_date) p
            where r.id > ${from} and r.id <= ${to}
            group by 1, 2, 3, 4, 5, 6, 7, 8
            order by 1, 2, 3, 4, 5, 6, 7, 8
            on conflict (level, day, menu_type, is_active, scheduled, menu_id, post_type, user_id)
              do update set n = c.n + excluded.n
            returning 1)
          select (select count(*) from posts where id > ${from} and id <= ${to})::int as n`),
      );
      counted += Number(inserted[0]?.n ?? 0);
      const next = to >= Number(last?.max ?? 0) ? ALL_COUNTED : to;
      await tx.execute(sql`update archive_upgrade_state set counted_to = ${next} where id = 1`);
      return next === ALL_COUNTED;
    });
    if (done) return counted;
  }
}

/**
 * Gives the articles written before migrations 0016 and 0017 their search vectors, a batch of ids
 * at a time (an article written meanwhile got its vector from the trigger; computing it again
 * changes nothing). Each batch tells every instance that text searches may answer otherwise now.
 */
async function fillSearchVectors(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const [state] = rowsOf<{ vectors_to: number; max: number | null }>(
      await db.execute(
        sql`select vectors_to, (select max(id) from posts) as max from archive_upgrade_state where id = 1`,
      ),
    );
    const from = Number(state?.vectors_to ?? ALL_COUNTED);
    if (from >= ALL_COUNTED) return filled;
    const to = Math.min(from + VECTOR_BATCH, Number(state?.max ?? 0));
    await db.transaction(async (tx) => {
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update posts set search_vector = post_search_vector(title, short_content, content)
          where id > ${from} and id <= ${to}
          returning id`),
      );
      filled += rows.length;
      const next = to >= Number(state?.max ?? 0) ? ALL_COUNTED : to;
      await tx.execute(sql`update archive_upgrade_state set vectors_to = ${next} where id = 1`);
      // The list channel, as the triggers of migration 0016 name it (lib/content-changes.ts).
      await tx.execute(sql`select pg_notify('newsroom_lists', 'text')`);
    });
  }
}

async function functionExists(db: Db, signature: string): Promise<boolean> {
  const [row] = rowsOf<{ f: string | null }>(
    await db.execute(sql`select to_regprocedure(${signature})::text as f`),
  );
  return Boolean(row?.f);
}

/** Builds the indexes that are missing; on PostgreSQL concurrently, replacing a failed attempt's. */
async function buildIndexes(db: Db, concurrently: boolean): Promise<string[]> {
  const built: string[] = [];
  for (const { name, definition, needs } of CONCURRENT_INDEXES) {
    if (needs && !(await functionExists(db, needs))) continue;
    const [state] = rowsOf<{ valid: boolean }>(
      await db.execute(sql`
        select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = ${name}`),
    );
    if (state?.valid) continue;
    // A concurrent build that was stopped leaves an invalid index behind: drop it, build again.
    if (state) await db.execute(sql.raw(`drop index ${concurrently ? 'concurrently ' : ''}"${name}"`));
    const how = sql.raw(concurrently ? 'create index concurrently' : 'create index');
    await db.execute(sql`${how} "${sql.raw(name)}" on ${definition}`);
    built.push(name);
  }
  return built;
}

/** Runs the upgrade; `concurrently` on PostgreSQL (PGlite has one connection and no other writer). */
export async function upgradeArchive(db: Db, options: { concurrently: boolean }): Promise<UpgradeReport> {
  const started = performance.now();
  const since = (from: number) => (performance.now() - from) / 1000;
  const countedArticles = await fillCounters(db);
  const counters = since(started);
  const vectorsFilled = await fillSearchVectors(db);
  const vectors = since(started) - counters;
  const keywordArticles = await fillKeywordCounts(db);
  const indexesBuilt = await buildIndexes(db, options.concurrently);
  const seconds = since(started);
  return {
    countedArticles,
    keywordArticles,
    vectorsFilled,
    indexesBuilt,
    phases: { counters, vectors, indexes: seconds - counters - vectors },
    seconds,
  };
}

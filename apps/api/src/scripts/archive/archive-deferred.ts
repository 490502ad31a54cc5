// What a load of `npm run seed:archive` defers to its end: the articles' per-row triggers (every
// load) and, for a large load, the articles' non-unique indexes (one build over the finished
// table is several times cheaper than growing it a row at a time, the full-text GIN index most of
// all) and the foreign keys of the articles and their visitor counters (one join validates each,
// where a check per row took longer than writing a counter). Each is dropped or switched off and
// put back from its own definition as the catalog gives it (pg_get_indexdef,
// pg_get_constraintdef); unique indexes and primary keys stay and keep checking every row. The
// definitions wait in a small table of their own until each is back, so a seed that is stopped
// halfway leaves a record, and the next run puts them back first.
import { type SQL, sql } from 'drizzle-orm';
import type { Run } from './archive-staging.ts';

const PENDING = sql.raw('archive_seed_pending');

/** Memory for one index build: a GIN index is built in batches of this size. */
const BUILD_MEMORY = '512MB';

/** Drops what `select` lists (name, restore, rank, drop) and records it, in one transaction; answers the names. */
async function deferAll(run: Run, select: SQL): Promise<string[]> {
  await run(
    sql`create table if not exists ${PENDING} (name text primary key, restore text not null, rank int not null)`,
  );
  await run(sql`begin`);
  try {
    const rows = await run(select);
    for (const row of rows) {
      await run(sql`insert into ${PENDING} (name, restore, rank)
        values (${String(row.name)}, ${String(row.restore)}, ${Number(row.rank)})`);
      await run(sql.raw(String(row.drop)));
    }
    await run(sql`commit`);
    return rows.map((r) => String(r.name));
  } catch (err) {
    await run(sql`rollback`);
    throw err;
  }
}

/** Drops the articles' non-unique indexes (the GIN ones ranked first: the longest builds). */
export function deferPostIndexes(run: Run): Promise<string[]> {
  return deferAll(
    run,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as restore,
        case when am.amname = 'gin' then 0 else 1 end as rank,
        format('drop index %I.%I', n.nspname, c.relname) as drop
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where i.indrelid = 'posts'::regclass and not i.indisunique and not i.indisprimary`,
  );
}

/**
 * The articles' per-row triggers and the list notification, switched off for a load (ranked
 * first, so they are back on before the long index builds): the search vector (each row's is
 * built from its paragraphs' vectors instead, archive-rows.ts) and the list and content
 * notifications (one for the whole load, seed-archive.ts; a load must not queue a webhook per
 * article). The list counters' trigger stays on: it counts a whole chunk in one GROUP BY, in the
 * chunk's own transaction, about as fast as counting afterwards and right beside a running server.
 */
const DEFERRED_TRIGGERS = ['posts_search_vector', 'posts_list_insert', 'posts_content'];

export function deferTriggers(run: Run): Promise<string[]> {
  const names = sql.join(
    DEFERRED_TRIGGERS.map((name) => sql`${name}`),
    sql`, `,
  );
  return deferAll(
    run,
    sql`select t.tgname as name, -1 as rank,
        format('alter table posts enable trigger %I', t.tgname) as restore,
        format('alter table posts disable trigger %I', t.tgname) as drop
      from pg_trigger t
      where t.tgrelid = 'posts'::regclass and t.tgenabled = 'O' and t.tgname in (${names})`,
  );
}

/**
 * Drops the foreign keys of the articles (category, author, scheduler) and of the daily visitor
 * counters: each is checked again, for all rows at once, when restored.
 */
export function deferForeignKeys(run: Run): Promise<string[]> {
  return deferAll(
    run,
    sql`select c.conname as name, 2 as rank,
        format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as restore,
        format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop
      from pg_constraint c
      where c.conrelid in ('posts'::regclass, 'post_visits_daily'::regclass) and c.contype = 'f'`,
  );
}

/** How many deferred objects wait to be put back (an earlier run may have been stopped halfway). */
async function pendingCount(run: Run): Promise<number> {
  const [row] = await run(sql`select to_regclass('archive_seed_pending') is not null as present`);
  if (!row?.present) return 0;
  const [count] = await run(sql`select count(*)::int as n from ${PENDING}`);
  return Number(count?.n ?? 0);
}

/**
 * Puts back everything deferred, each connection taking the next (indexes first, the GIN ones
 * leading; the foreign keys last, their locks waiting for the index builds); each rebuild and
 * the removal of its record commit together.
 */
export async function restoreDeferred(runs: Run[], log: (line: string) => void): Promise<number> {
  const [first] = runs;
  if (!first || (await pendingCount(first)) === 0) return 0;
  const rows = await first(
    sql`select name, restore, rank from ${PENDING} order by rank, length(restore) desc, name`,
  );
  let next = 0;
  const worker = async (run: Run) => {
    await run(sql.raw(`set maintenance_work_mem = '${BUILD_MEMORY}'`));
    for (let i = next++; i < rows.length; i = next++) {
      const row = rows[i];
      if (!row) continue;
      const started = performance.now();
      await run(sql`begin`);
      try {
        await run(sql.raw(String(row.restore)));
        await run(sql`delete from ${PENDING} where name = ${String(row.name)}`);
        await run(sql`commit`);
      } catch (err) {
        await run(sql`rollback`);
        throw err;
      }
      log(`  ${String(row.name)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    await run(sql`reset maintenance_work_mem`);
  };
  await Promise.all(runs.map(worker));
  await first(sql`drop table if exists ${PENDING}`);
  return rows.length;
}

// npm run bench:upgrade: how the list counters and the text search (migrations 0016 to 0018)
// arrive on a big existing database. It takes the archive database (BENCH_ARCHIVE_URL, default
// postgres://postgres@127.0.0.1:5432/newsroom_archive, filled by `npm run seed:archive`), puts it
// back to how it was before 0016 (their tables, triggers, functions, column and indexes dropped,
// their migration records removed), then starts as a server does (the migrations, then apps/api/src/db/archive-upgrade.ts)
// while another connection saves an article every 100 ms and times each save. It reports the time
// of each step, the longest save meanwhile, a second start on the upgraded database, and whether
// the counters equal count(*); the figures go to docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { COUNT_BATCH, upgradeArchive, VECTOR_BATCH } from '../apps/api/src/db/archive-upgrade.ts';
import { type Db, openPostgres } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { migrationsFolder } from '../apps/api/src/lib/paths.ts';
import { repoRoot } from './bench/options.ts';
import { machineLines, writeSection } from './bench/report.ts';

/** When migration 0016 was made, as drizzle's migration records name it. */
const migration0016When = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  }
).entries.find((e) => e.tag === '0016_archive_scale')?.when;

const url = process.env.BENCH_ARCHIVE_URL ?? 'postgres://postgres@127.0.0.1:5432/newsroom_archive';

/** Everything migrations 0016 to 0018 add, dropped (the functions take their triggers with them). */
const DOWNGRADE = `
  drop function if exists post_text_query(text);
  drop function if exists post_snippet_query(text, text);
  drop function if exists tsvector_unaccent(tsvector);
  drop function if exists tsvector_unaccent_words(tsvector);
  drop function if exists ts_quoted(text);
  drop function if exists posts_count_changes() cascade;
  drop function if exists posts_counts_truncate() cascade;
  drop function if exists posts_list_changes() cascade;
  drop function if exists posts_list_truncated() cascade;
  drop function if exists list_names_changed() cascade;
  drop function if exists posts_set_search_vector() cascade;
  drop function if exists post_list_tags(text, integer, integer, integer, text, text);
  drop function if exists post_count_periods(timestamptz);
  drop index if exists posts_type_title_key_list_idx;
  alter table posts drop column if exists search_vector;
  drop function if exists post_search_vector(text, text, text);
  drop function if exists post_plain_text(text);
  drop text search configuration if exists newsroom_hu;
  drop table if exists post_counts, archive_upgrade_state;
  delete from drizzle.__drizzle_migrations where created_at >= ${migration0016When};`;

/** Saves an article every 100 ms on its own connection until stopped; answers each save's ms. */
function startWriter(): { stop: () => Promise<number[]> } {
  const client = new pg.Client({ connectionString: url });
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    await client.connect();
    const { rows } = await client.query<{ max: number }>('select max(id) as max from posts');
    const max = Number(rows[0]?.max ?? 1);
    while (running) {
      const id = 1 + Math.floor(Math.random() * max);
      const started = performance.now();
      await client.query(
        `update posts set title = title || '', short_content = short_content || ' ', last_update = now() where id = $1`,
        [id],
      );
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

async function scalar(db: Db, text: string): Promise<number> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const database = openPostgres(url);
  const { db } = database;
  try {
    const articles = await scalar(db, 'select count(*) as n from posts');
    console.log(`${articles} articles; putting the database back before migration 0016…`);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await pool.query(DOWNGRADE);
    // On its own: VACUUM cannot run in the implicit transaction of several statements.
    await pool.query('vacuum analyze posts');
    await pool.end();

    const writer = startWriter();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const migrateStarted = performance.now();
    await migrate(drizzle(database.pool as pg.Pool, { schema }), { migrationsFolder });
    const migrationSeconds = (performance.now() - migrateStarted) / 1000;
    console.log(`migrations 0016 to 0018: ${migrationSeconds.toFixed(2)} s; upgrading…`);
    const report = await upgradeArchive(db, { concurrently: true });
    const saves = await writer.stop();
    console.log(report);

    const secondStarted = performance.now();
    await database.migrate();
    const secondStart = (performance.now() - secondStarted) / 1000;
    const counted = await scalar(db, "select coalesce(sum(n), 0) as n from post_counts where level = 'a'");
    const actual = await scalar(db, 'select count(*) as n from posts');
    const sorted = [...saves].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const lines = [
      '## Upgrading a large archive: migrations 0016 to 0018 and their start-up work',
      '',
      `Command: \`npm run bench:upgrade\` on PostgreSQL with ${articles.toLocaleString('en-US')} articles (\`npm run seed:archive -- --posts ${articles}\`), put back to how it was before migration 0016 first.`,
      '',
      ...machineLines(startedAt, loadBefore, [`Database: ${url.replace(/\/\/[^@]*@/, '//')}`]),
      '',
      '| step | time |',
      '| --- | ---: |',
      `| migrations 0016 to 0018 (one transaction each: tables, column, triggers, functions) | ${migrationSeconds.toFixed(2)} s |`,
      `| counters of ${report.countedArticles.toLocaleString('en-US')} articles, in batches of ${COUNT_BATCH.toLocaleString('en-US')} | ${report.phases.counters.toFixed(1)} s |`,
      `| search vectors of ${report.vectorsFilled.toLocaleString('en-US')} articles, in batches of ${VECTOR_BATCH.toLocaleString('en-US')} | ${report.phases.vectors.toFixed(1)} s |`,
      `| indexes built concurrently (${report.indexesBuilt.join(', ') || 'none'}) | ${report.phases.indexes.toFixed(1)} s |`,
      `| **a later start** (migrations and upgrade find nothing to do) | ${secondStart.toFixed(2)} s |`,
      '',
      `An article was saved every 100 ms on another connection meanwhile: ${saves.length} saves, median ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, longest ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms. After the upgrade the counters say ${counted.toLocaleString('en-US')} articles and count(*) ${actual.toLocaleString('en-US')}.`,
    ];
    writeSection(path.join(repoRoot, 'docs/benchmarks.md'), 'upgrade', lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await database.close();
  }
}

await main();

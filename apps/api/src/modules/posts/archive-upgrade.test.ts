/**
 * A database that holds articles from before migrations 0016 and 0017 (db/archive-upgrade.ts): the
 * migrations and the start-up upgrade give every older article its counters and its search
 * vector, build the indexes, and a second start finds nothing to do. On PGlite, and on
 * PostgreSQL (a throw-away database) when TEST_DATABASE_URL is set.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UpgradeReport, upgradeArchive } from '../../db/archive-upgrade.ts';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../lib/paths.ts';
import { createStepwiseDatabase, type StepwiseDatabase } from '../../test/stepwise-database.ts';
import { lateBound } from '../../test/use-test-app.ts';
import { counterMismatches } from './post-counts-support.ts';

let stepwise: StepwiseDatabase | undefined;
let db: Db;
const steps = lateBound('the stepwise database', () => stepwise);
let concurrently = false;

beforeAll(async () => {
  stepwise = await createStepwiseDatabase('upgrade', 4);
  db = stepwise.db;
  concurrently = stepwise.server;
}, 120_000);

afterAll(async () => {
  await stepwise?.close();
});

const rows = async <T>(query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

/** `n` articles in three categories, two authors, both states and three years, each about the government. */
async function writeArticles(n: number, from: number): Promise<void> {
  await db.execute(sql`
    insert into posts (title, short_content, content, menu_id, user_id, menu_type, is_active, post_type,
                       shortname, post_url, creation_date)
    select 'Cikk ' || i, 'Bevezető a kormányról.', '<p>A <b>gazdaságból</b> és az iskolákban: ' || i || '.</p>',
           (select min(id) from menus) + i % 3, (select min(id) from users) + i % 2,
           case when i % 4 = 0 then 'draft' else 'post' end, i % 5 <> 0, case when i % 2 = 0 then 'Hír' else '' end,
           'cikk-' || i, '/hirek/cikk-' || i || '/', timestamptz '2024-03-01 10:00+01' + i * interval '5 days'
    from generate_series(${from}::int, ${from + n - 1}::int) i`);
}

const searchFinds = async (words: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from posts where search_vector @@ post_text_query(${words})`,
    )
  ).rows[0]?.n;

describe('upgrading a database with articles from before migrations 0016 and 0017', () => {
  let first: UpgradeReport;

  it('counts them, gives them search vectors and builds the indexes', async () => {
    await steps.migrateTo(steps.migrationsBefore('0016_archive_scale'));
    await db.execute(sql`
      insert into users (first_name, last_name, email, password_hash)
      values ('Anna', 'Első', 'anna@upgrade.teszt', 'x'), ('Béla', 'Második', 'bela@upgrade.teszt', 'x')`);
    await db.execute(
      sql`insert into menus (name, path) values ('Belföld', '/belfold/'), ('Gazdaság', '/gazdasag/'), ('Sport', '/sport/')`,
    );
    await writeArticles(150, 1);
    // Migration 0016 and its start-up work, as the last release ran them; then articles written
    // with that release's search vectors (accents folded before stemming).
    await steps.migrateTo(steps.migrationsBefore('0017_search_stems'));
    await upgradeArchive(db, { concurrently });
    await writeArticles(90, 151);
    // Those vectors miss 'kormány' in 'kormányról' (kept as 'kormanyrol').
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from posts where search_vector @@ websearch_to_tsquery('newsroom_hu', 'kormány')`,
    );
    expect(before.rows[0]?.n).toBe(0);

    await steps.migrateTo(migrationsFolder);
    first = await upgradeArchive(db, { concurrently });
    expect(first.countedArticles).toBe(0);
    expect(first.vectorsFilled).toBe(240);
    expect(await counterMismatches(db)).toEqual([]);
    expect(await searchFinds('kormány')).toBe(240);
    expect(await searchFinds('gazdasag')).toBe(240);
    const stale = await rows<{ n: number }>(sql`
      select count(*)::int as n from posts
      where search_vector is distinct from post_search_vector(title, short_content, content)`);
    expect(stale.rows[0]?.n).toBe(0);
    const indexes = await rows<{ name: string; valid: boolean }>(sql`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname in ('posts_search_vector_idx', 'posts_type_title_key_list_idx') order by 1`);
    expect(indexes.rows).toEqual([
      { name: 'posts_search_vector_idx', valid: true },
      { name: 'posts_type_title_key_list_idx', valid: true },
    ]);
  });

  it('a second start finds nothing to do', async () => {
    expect(first).toBeDefined();
    await steps.migrateTo(migrationsFolder);
    const again = await upgradeArchive(db, { concurrently });
    expect(again).toMatchObject({ countedArticles: 0, vectorsFilled: 0, indexesBuilt: [] });
  });
});

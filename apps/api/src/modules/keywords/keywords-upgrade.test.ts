/**
 * An archive whose articles predate the keywords table (migration 0029): the start-up upgrade
 * counts their keywords in batches (db/keyword-upgrade.ts), folding spellings into one keyword,
 * while saves meanwhile count only the articles the batches have passed; a second start finds
 * nothing to do. On PGlite, and on PostgreSQL (a throw-away database) with TEST_DATABASE_URL.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { fillKeywordCounts } from '../../db/keyword-upgrade.ts';
import { migrationsFolder } from '../../lib/paths.ts';
import { createStepwiseDatabase, type StepwiseDatabase } from '../../test/stepwise-database.ts';
import { lateBound } from '../../test/use-test-app.ts';

let stepwise: StepwiseDatabase | undefined;
let db: Db;
const steps = lateBound('the stepwise database', () => stepwise);

beforeAll(async () => {
  stepwise = await createStepwiseDatabase('keywords', 2);
  db = stepwise.db;
}, 120_000);

afterAll(async () => {
  await stepwise?.close();
});

const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const SPELLINGS = ['Gazdaság', 'gazdasag', 'GAZDASÁG'];

/** Articles `from`…`from + n - 1`: every one 'Sport', and one spelling of 'gazdaság'; every fifth trashed. */
async function writeArticles(n: number, from: number): Promise<void> {
  await db.execute(sql`
    insert into posts (title, menu_id, user_id, menu_type, is_active, keywords, shortname, post_url)
    select 'Cikk ' || i, (select min(id) from menus), (select min(id) from users),
           case when i % 4 = 0 then 'draft' else 'post' end, i % 5 <> 0,
           (${sql.param(SPELLINGS)}::text[])[1 + i % 3] || ', Sport' || case when i % 7 = 0 then ', C, C#' else '' end,
           'cikk-' || i, '/hirek/cikk-' || i || '/'
    from generate_series(${from}::int, ${from + n - 1}::int) i`);
}

/** Each keyword's counts against the articles themselves. */
const mismatches = () =>
  rows<{ name: string }>(sql`
    select k.name from keywords k cross join lateral (
      select count(*) filter (where p.is_active) as n,
             count(*) filter (where p.is_active and p.menu_type = 'post') as np
      from posts p where keyword_folds(p.keywords) @> array[k.fold]) c
    where k.merged_into_id is null and (k.article_count, k.published_count) is distinct from (c.n, c.np)`);

describe('counting the keywords of an older archive', () => {
  it('counts them in batches into one keyword per fold, and a save meanwhile counts once', async () => {
    await steps.migrateTo(steps.migrationsBefore('0029_keyword_triggers'));
    await db.execute(sql`
      insert into users (first_name, last_name, email, password_hash, role_id)
      values ('Anna', 'Első', 'anna@kw.teszt', 'x', (select min(id) from roles))`);
    await db.execute(sql`insert into menus (name, path) values ('Hírek', 'hirek')`);
    await writeArticles(100, 1);
    await steps.migrateTo(migrationsFolder);
    // Not counted yet: a save now counts only its own, newer article.
    await writeArticles(1, 101);
    const before = await rows<{ name: string; n: number }>(
      sql`select name, article_count as n from keywords order by name`,
    );
    expect(before).toEqual([]);

    expect(await fillKeywordCounts(db, 17)).toBe(101);
    const counted = await rows<{ name: string; slug: string; n: number; p: number }>(
      sql`select name, slug, article_count as n, published_count as p from keywords order by slug`,
    );
    expect(counted.map((k) => [k.slug, k.n])).toEqual([
      ['c', 12],
      ['c-2', 12],
      ['gazdasag', 81],
      ['sport', 81],
    ]);
    expect(SPELLINGS).toContain(counted[2]?.name);
    expect(await mismatches()).toEqual([]);

    // From now on every save counts: one more, one trashed.
    await writeArticles(2, 200);
    await db.execute(sql`update posts set is_active = false where id = 1`);
    expect(await mismatches()).toEqual([]);
    expect(await fillKeywordCounts(db)).toBe(0);
  });
});

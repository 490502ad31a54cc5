/**
 * `npm run seed:archive`: a small archive on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) looks like the demo's articles spread over twenty years, as a user of the
 * lists and the reports would see it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import type { ArchiveReport } from './archive/archive-report.ts';
import { seedArchive } from './seed-archive.ts';

const POSTS = 2_000;
const NOW = new Date();
let testDb: TestDatabase;
let dataDir: string;
let report: ArchiveReport;
/** The indexes, foreign keys and triggers of the tables the seed writes, before it ran. */
let structure: string[];

/** The definitions of the indexes and constraints of posts and post_visits_daily, and the articles' triggers with their state. */
async function tableStructure(): Promise<string[]> {
  const found = await rows<{ d: string }>(sql`
    select pg_get_indexdef(indexrelid) as d from pg_index
      where indrelid in ('posts'::regclass, 'post_visits_daily'::regclass)
    union all
    select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where conrelid in ('posts'::regclass, 'post_visits_daily'::regclass)
    union all
    select 'trigger ' || tgname || ' ' || tgenabled::text from pg_trigger
      where tgrelid = 'posts'::regclass and not tgisinternal`);
  return found.map((r) => r.d).sort();
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testDb.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-archive-'));
  structure = await tableStructure();
  report = await seedArchive({
    database: testDb.database,
    posts: POSTS,
    dataDir,
    now: NOW,
    // Two chunks, and the indexes and keys dropped and put back, as a large archive does.
    chunk: 1_000,
    defer: true,
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await testDb?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it('puts back every index, foreign key and trigger it set aside for the load', async () => {
  expect(await tableStructure()).toEqual(structure);
  const [left] = await rows<{ table: string | null }>(
    sql`select to_regclass('archive_seed_pending')::text as table`,
  );
  expect(left?.table).toBeNull();
});

it('adds the articles, published, drafts, scheduled and deleted in the demo proportions', async () => {
  const [total] = await rows<{ n: number }>(sql`select count(*)::int as n from posts`);
  expect(total?.n).toBe(POSTS);
  const { published, drafts, inactive } = report.states;
  expect(published + drafts + inactive).toBe(POSTS);
  expect(published / POSTS).toBeGreaterThan(0.75);
  expect(drafts / POSTS).toBeGreaterThan(0.1);
  expect(drafts / POSTS).toBeLessThan(0.2);
  expect(inactive).toBeGreaterThan(0);
  // Scheduled drafts wait in the future; none is due in the past.
  const [late] = await rows<{ n: number }>(
    sql`select count(*)::int as n from posts where publish_at is not null and publish_at <= ${NOW.toISOString()}`,
  );
  expect(late?.n).toBe(0);
});

it('spreads them over the categories, their submenus, the post types and the authors', async () => {
  const menus = await rows<{ menu_id: number; n: number }>(
    sql`select menu_id, count(*)::int as n from posts group by menu_id order by n desc`,
  );
  expect(menus.length).toBeGreaterThanOrEqual(5);
  expect(menus[0]?.menu_id).toBe(1);
  const [mix] = await rows<{ types: number; authors: number; submenus: number; covers: number }>(sql`select
      count(distinct post_type)::int as types, count(distinct user_id)::int as authors,
      count(distinct secondary_menu_id)::int as submenus, count(distinct thumbnail)::int as covers
    from posts`);
  expect(mix?.types).toBeGreaterThanOrEqual(5);
  expect(mix?.authors).toBeGreaterThanOrEqual(10);
  expect(mix?.submenus).toBeGreaterThanOrEqual(10);
  expect(mix?.covers).toBeGreaterThanOrEqual(20);
});

it('gives distinct titles, a text, a lead and a unique address to every article', async () => {
  const [t] = await rows<{ titles: number; urls: number; short: number; empty: number }>(sql`select
      count(distinct title)::int as titles, count(distinct post_url)::int as urls,
      count(*) filter (where length(content) < 300)::int as short,
      count(*) filter (where short_content = '' or keywords = '')::int as empty
    from posts`);
  expect(t?.titles).toBeGreaterThanOrEqual(POSTS * 0.95);
  expect(t?.urls).toBe(POSTS);
  expect(t?.short).toBe(0);
  expect(t?.empty).toBe(0);
  const [size] = await rows<{ avg: number }>(sql`select avg(length(content))::int as avg from posts`);
  // The demo's articles: about 1,300 characters of HTML.
  expect(size?.avg).toBeGreaterThan(900);
  expect(size?.avg).toBeLessThan(2_000);
  const [html] = await rows<{ content: string; post_url: string }>(
    sql`select content, post_url from posts order by id limit 1`,
  );
  expect(html?.content).toMatch(/^<p>/);
  expect(html?.post_url).toMatch(/^\/[a-z]+\/[a-z0-9-]+-\d+\/$/);
});

it('dates them over twenty years, more of them recently, in the order of their ids', async () => {
  const [d] = await rows<{
    years: number;
    first_year: number;
    last_year: number;
    disorder: number;
  }>(sql`select
      extract(epoch from max(creation_date) - min(creation_date))::float8 / 86400 / 365.25 as years,
      count(*) filter (where creation_date < min_date + interval '1 year')::int as first_year,
      count(*) filter (where creation_date > ${NOW.toISOString()}::timestamptz - interval '1 year')::int as last_year,
      count(*) filter (where creation_date < previous)::int as disorder
    from (select creation_date, min(creation_date) over () as min_date,
      lag(creation_date) over (order by id) as previous from posts) p`);
  expect(d?.years).toBeGreaterThan(19);
  expect(d?.last_year).toBeGreaterThan((d?.first_year ?? 0) * 3);
  expect(d?.disorder).toBe(0);
  const [future] = await rows<{ n: number }>(
    sql`select count(*)::int as n from posts where creation_date > ${NOW.toISOString()} or last_update > ${NOW.toISOString()}`,
  );
  expect(future?.n).toBe(0);
});

it('fills the visitor counters of the recent published articles', async () => {
  expect(report.counterRows).toBeGreaterThan(0);
  const [v] = await rows<{ recent: number; counted: number; days: number }>(sql`select
      count(*)::int as recent, count(t.post_id)::int as counted,
      (select count(distinct day)::int from site_visits_daily) as days
    from posts p left join post_visit_totals t on t.post_id = p.id
    where p.menu_type = 'post' and p.is_active
      and p.creation_date between ${NOW.toISOString()}::timestamptz - interval '30 days'
        and ${NOW.toISOString()}::timestamptz - interval '1 day'`);
  expect(v?.recent).toBeGreaterThan(0);
  expect(v?.counted).toBe(v?.recent);
  expect(v?.days).toBeGreaterThanOrEqual(30);
});

it('gives every article the words of its search vector and counts it in the list totals', async () => {
  // Built from the paragraphs' vectors (archive/archive-staging.ts): the words the trigger gives,
  // the title's and the lead's with the same weights and positions (a later paragraph's positions
  // may differ by a stop word).
  const [v] = await rows<{ words: number; title_and_lead: number }>(sql`select
      count(*) filter (where strip(search_vector) = strip(expected))::int as words,
      count(*) filter (where ts_filter(search_vector, '{a,b}') = ts_filter(expected, '{a,b}'))::int as title_and_lead
    from (select search_vector, post_search_vector(title, short_content, content) as expected from posts) p`);
  expect(v?.words).toBe(POSTS);
  expect(v?.title_and_lead).toBe(POSTS);
  const differing = await rows<{ key: string }>(sql`
    select concat_ws(' ', menu_type, is_active, menu_id, post_type, user_id) as key from (
      select menu_type, is_active, menu_id, post_type, user_id, count(*)::int as n from posts group by 1, 2, 3, 4, 5
    ) actual full join (
      select menu_type, is_active, menu_id, post_type, user_id, sum(n)::int as n from post_counts
      where level = 'a' group by 1, 2, 3, 4, 5 having sum(n) <> 0
    ) counted using (menu_type, is_active, menu_id, post_type, user_id)
    where actual.n is distinct from counted.n`);
  expect(differing).toEqual([]);
});

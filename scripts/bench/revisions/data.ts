// The revisions benchmark's data: every article's revisions, written set-based, and the size of
// post_revisions and its indexes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { countPosts, rows, scalar } from '../database.ts';
import { int } from '../figures.ts';
import { BENCH_OPTIONS, count, type OptionValues, option } from '../options.ts';

export const REVISIONS_OPTIONS = {
  ...BENCH_OPTIONS,
  revisions: option(10, count),
  saves: option(1000, count),
};

export type RevisionsOptions = OptionValues<typeof REVISIONS_OPTIONS>;

/**
 * Writes `options.revisions` revisions of every article, one set-based `INSERT … SELECT` per revision
 * number, unless post_revisions already holds exactly that many; answers what was done.
 */
export async function ensureRevisions(database: Database, options: RevisionsOptions): Promise<string> {
  const articles = await countPosts(database);
  const wanted = articles * options.revisions;
  const stored = await scalar(database, 'select count(*) as n from post_revisions');
  if (stored === wanted) return `reused the ${int(stored)} revisions already there`;
  console.log(`writing ${int(wanted)} revisions…`);
  await database.db.execute(sql`truncate post_revisions`);
  const started = performance.now();
  for (let n = 1; n <= options.revisions; n++) {
    // Revision n of every article: its text as saved then (a little shorter before the last).
    await database.db.execute(sql`
      insert into post_revisions (
        post_id, created_at, user_id, action, menu_type, title, short_content, content, keywords,
        menu_id, secondary_menu_id, post_type, thumbnail, thumbnail_source, publish_at, restored_from, scheduled_by
      )
      select p.id, p.creation_date + make_interval(mins => ${n * 7}), coalesce(p.updated_by, p.user_id),
        case when ${n} = 1 then 'create' when ${n} = ${options.revisions} and p.menu_type = 'post' then 'publish' else 'update' end,
        case when ${n} = ${options.revisions} then p.menu_type else 'draft' end,
        p.title, p.short_content,
        case when ${n} = ${options.revisions} then p.content
          else left(p.content, greatest(200, (length(p.content) * (6 + ${n} * 4 / ${options.revisions}) / 10)::int)) end,
        p.keywords, p.menu_id, p.secondary_menu_id, p.post_type, p.thumbnail, p.thumbnail_source,
        null, null, null
      from posts p
      order by p.id`);
    console.log(`  revision ${n} of every article written`);
  }
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`vacuum analyze post_revisions`);
  return `${int(wanted)} revisions written now with ${options.revisions} set-based \`INSERT … SELECT\` statements in ${seconds.toFixed(0)} s`;
}

export interface Sizes {
  revisions: number;
  heap: number;
  toast: number;
  indexes: Array<{ name: string; bytes: number }>;
  total: number;
  postsTotal: number;
  avgContentChars: number;
}

export async function measureSizes(database: Database): Promise<Sizes> {
  const revisions = await scalar(database, 'select count(*) as n from post_revisions');
  const heap = await scalar(database, "select pg_relation_size('post_revisions') as n");
  const toast = await scalar(
    database,
    "select coalesce(pg_total_relation_size(reltoastrelid), 0) as n from pg_class where oid = 'post_revisions'::regclass",
  );
  const indexes = await rows<{ name: string; bytes: string | number }>(
    database,
    "select indexrelid::regclass::text as name, pg_relation_size(indexrelid) as bytes from pg_index where indrelid = 'post_revisions'::regclass order by 1",
  );
  return {
    revisions,
    heap,
    toast,
    indexes: indexes.map((i) => ({ name: i.name, bytes: Number(i.bytes) })),
    total: await scalar(database, "select pg_total_relation_size('post_revisions') as n"),
    postsTotal: await scalar(database, "select pg_total_relation_size('posts') as n"),
    avgContentChars: await scalar(database, 'select avg(length(content)) as n from post_revisions'),
  };
}

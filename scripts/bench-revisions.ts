// npm run bench:revisions [-- options]: what an article's revisions cost on PostgreSQL, with 100,000
// demo articles and 10 revisions each: the size of post_revisions and its indexes, the time a
// revision adds to a save, and GET /api/posts/{id}/revisions (target: p95 under 20 ms). Writes its
// section of docs/benchmarks.md.
//
// Options:
//   --posts N       articles (default 100000)
//   --revisions N   revisions of each article (default 10)
//   --saves N       measured saves with and without a revision, and revision inserts (default 1000)
//   --requests N    sequential list requests, each for another article (default 200)
//   --out FILE      where to write the report (default docs/benchmarks.md)
//
// PostgreSQL: BENCH_REVISIONS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/newsroom_bench_revisions),
// created through the server's `postgres` database when missing. The articles come from the demo
// seed (realistic Hungarian texts); the revisions from one set-based INSERT … SELECT per revision
// number, so one article's revisions lie apart in the table, as revisions written over time do. A
// database that already holds the data is reused.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { inTransaction } from '../apps/api/src/lib/transaction.ts';
import { recordRevision } from '../apps/api/src/modules/revisions/revisions.service.ts';
import { seedDemo } from '../apps/api/src/scripts/seed-demo.ts';
import {
  BENCH_DEFAULTS,
  countPosts,
  openBenchPostgres,
  percentile,
  repoRoot,
  rows,
  startBenchServer,
  writeBetweenMarkers,
} from './bench-support.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/newsroom_bench_revisions';
const START = '<!-- bench:revisions:start -->';
const END = '<!-- bench:revisions:end -->';
const LIST_TARGET_P95_MS = 20;

interface Options {
  posts: number;
  revisions: number;
  saves: number;
  requests: number;
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    ...BENCH_DEFAULTS,
    revisions: 10,
    saves: 1000,
  };
  const whole = (name: string, value: string | undefined): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`${name} needs a positive whole number, got ${value ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i];
    if (arg === '--posts') options.posts = whole(arg, next());
    else if (arg === '--revisions') options.revisions = whole(arg, next());
    else if (arg === '--saves') options.saves = whole(arg, next());
    else if (arg === '--requests') options.requests = whole(arg, next());
    else if (arg === '--out') options.out = path.resolve(next() ?? '');
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => n.toFixed(2);
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function scalar(database: Database, text: string): Promise<number> {
  const [row] = await rows<{ n: string | number | null }>(database, text);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Data

async function prepare(options: Options): Promise<{ database: Database; notes: string[] }> {
  const url = process.env.BENCH_REVISIONS_DATABASE_URL?.trim() || DEFAULT_URL;
  const { database, name, created, existing } = await openBenchPostgres(url);
  const notes: string[] = created ? [`created database ${name}`] : [];
  if (existing < options.posts) {
    console.log(`seeding ${int(options.posts - existing)} articles…`);
    const seeded = await seedDemo({
      database,
      posts: options.posts - existing,
      dataDir: path.join(repoRoot, '.tmp/bench/revisions-files'),
      visits: false,
      log: (line) => console.log(`  ${line}`),
    });
    notes.push(`articles seeded now (\`seed:demo\`, ${seeded.seconds.toFixed(0)} s)`);
  } else {
    notes.push(`reused ${int(existing)} articles of database ${name}`);
  }
  const articles = await countPosts(database);
  const wanted = articles * options.revisions;
  const stored = await scalar(database, 'select count(*) as n from post_revisions');
  if (stored !== wanted) {
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
    notes.push(
      `${int(wanted)} revisions written now with ${options.revisions} set-based \`INSERT … SELECT\` statements in ${seconds.toFixed(0)} s`,
    );
  } else {
    notes.push(`reused the ${int(stored)} revisions already there`);
  }
  return { database, notes };
}

// ---------------------------------------------------------------------------------------------
// Size

interface Sizes {
  revisions: number;
  heap: number;
  toast: number;
  indexes: Array<{ name: string; bytes: number }>;
  total: number;
  postsTotal: number;
  avgContentChars: number;
}

async function measureSizes(database: Database): Promise<Sizes> {
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

// ---------------------------------------------------------------------------------------------
// Saves

interface SaveTimes {
  /** The whole save transaction (a compare-and-set update of the article, as PUT writes it), without a revision. */
  without: number[];
  /** The same with its revision recorded in the transaction. */
  with: number[];
  /** recordRevision's statement alone, inside the transaction. */
  insert: number[];
}

async function measureSaves(database: Database, options: Options): Promise<SaveTimes> {
  const { db } = database;
  const active = (await rows<{ id: number }>(database, 'select id from posts where is_active')).map((r) =>
    Number(r.id),
  );
  const user = await scalar(database, 'select min(id) as n from users');
  const before = await scalar(database, 'select coalesce(max(id), 0) as n from post_revisions');
  const randomId = () => active[Math.floor(Math.random() * active.length)] ?? 1;
  const save = async (id: number, withRevision: boolean): Promise<{ total: number; insert: number }> => {
    const started = performance.now();
    let insert = 0;
    await inTransaction(db, async (tx) => {
      // What a save writes: the texts (a new version of the content) and a later last_update, only
      // if it is the one loaded.
      const result = await tx.execute(sql`
        update posts set content = content || ' ', updated_by = ${user},
          last_update = greatest(now(), last_update + interval '1 millisecond')
        where id = ${id} and is_active and last_update = (select last_update from posts where id = ${id})
        returning id`);
      if ((result as unknown as { rows: unknown[] }).rows.length === 0) return;
      if (withRevision) {
        const t0 = performance.now();
        await recordRevision(tx, id, user, 'update');
        insert = performance.now() - t0;
      }
    });
    return { total: performance.now() - started, insert };
  };
  for (let i = 0; i < 50; i++) await save(randomId(), i % 2 === 0);
  const times: SaveTimes = { without: [], with: [], insert: [] };
  // Interleaved, so that both see the same machine load.
  for (let i = 0; i < options.saves; i++) {
    times.without.push((await save(randomId(), false)).total);
    const withRevision = await save(randomId(), true);
    times.with.push(withRevision.total);
    times.insert.push(withRevision.insert);
  }
  // The next run finds exactly the revisions it wrote.
  await db.execute(sql`delete from post_revisions where id > ${before}`);
  return times;
}

// ---------------------------------------------------------------------------------------------
// The list call

interface ListTimes {
  latencies: number[];
  failures: number;
  plan: string;
}

async function measureList(database: Database, options: Options): Promise<ListTimes> {
  const { app, baseUrl, token } = await startBenchServer(database, {
    DATA_DIR: path.join(repoRoot, '.tmp/bench/revisions-files'),
    HOST: '127.0.0.1',
    PORT: '0',
  });
  try {
    const ids = (
      await rows<{ id: number }>(database, 'select id from posts where is_active order by random()')
    ).map((r) => Number(r.id));
    const one = async (id: number) => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/posts/${id}/revisions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { status?: string; data?: unknown[] };
      return {
        ms: performance.now() - started,
        ok: res.status === 200 && body.status === 'ok' && body.data?.length === options.revisions,
      };
    };
    for (let i = 0; i < 10; i++) await one(ids[ids.length - 1 - i] ?? 1);
    const latencies: number[] = [];
    let failures = 0;
    for (let i = 0; i < options.requests; i++) {
      const r = await one(ids[i % ids.length] ?? 1);
      latencies.push(r.ms);
      if (!r.ok) failures += 1;
    }
    const sample = ids[0] ?? 1;
    const planRows = await rows<{ 'QUERY PLAN': string }>(
      database,
      `explain (analyze, buffers, costs off, timing on)
       select r.id, r.created_at, r.user_id, coalesce(concat_ws(' ', u.last_name, u.first_name), '') as full_name,
         r.action, r.menu_type, r.title
       from post_revisions r left join users u on u.id = r.user_id
       where r.post_id = ${sample} order by r.id desc limit 20 offset 0`,
    );
    return { latencies, failures, plan: planRows.map((r) => r['QUERY PLAN']).join('\n') };
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const { database, notes } = await prepare(options);
  try {
    console.log('measuring sizes…');
    const sizes = await measureSizes(database);
    console.log('measuring saves…');
    const saves = await measureSaves(database, options);
    console.log('measuring the list call…');
    const list = await measureList(database, options);
    const [version] = await rows<{ v: string }>(database, 'select version() as v');
    const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');
    const cpus = os.cpus();
    const without = stats(saves.without);
    const withRevision = stats(saves.with);
    const insert = stats(saves.insert);
    const listStats = stats(list.latencies);
    const met = listStats.p95 < LIST_TARGET_P95_MS && list.failures === 0;
    const articles = await countPosts(database);
    const perRevision = sizes.total / Math.max(1, sizes.revisions);
    const generated = [
      '## Article revisions (post_revisions)',
      '',
      `- Date: ${startedAt.toISOString()}`,
      `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node.js ${process.version}, ${(version?.v ?? 'PostgreSQL').split(' on ')[0]}`,
      `- Load average (1/5/15 min) at start: ${load(loadBefore)}, at the end: ${load(os.loadavg())}: the machine is shared with other builds and test runs, so the tails are noisy`,
      `- Command: \`npm run bench:revisions\` (${int(articles)} articles, ${options.revisions} revisions each, ${int(options.saves)} saves of each kind, ${options.requests} sequential list requests)`,
      ...notes.map((n) => `- Data: ${n}`),
      '',
      '### Size',
      '',
      '| part | size |',
      '| --- | ---: |',
      `| table (heap) | ${mib(sizes.heap)} |`,
      `| TOAST (contents over ~2 KB, compressed) | ${mib(sizes.toast)} |`,
      ...sizes.indexes.map((i) => `| index \`${i.name}\` | ${mib(i.bytes)} |`),
      `| **post_revisions in all** | **${mib(sizes.total)}** |`,
      `| for comparison: posts in all | ${mib(sizes.postsTotal)} |`,
      '',
      `${int(sizes.revisions)} revisions, ${int(perRevision)} bytes each on average (contents of ${int(sizes.avgContentChars)} characters on average). ` +
        'A revision is a full copy of the article (no deltas): the space grows linearly with saves, about ' +
        `${mib(perRevision * 1_000_000)} per million saves for articles of this length. The demo articles are short; ` +
        'a revision costs about what its article does, so longer articles cost more, less than in proportion past ~2 KB, where ' +
        'PostgreSQL compresses the content into TOAST.',
      '',
      '### Save time',
      '',
      'One save transaction on a random article (a compare-and-set update of its content and `last_update`, then COMMIT), measured in the server process through the pool, interleaved:',
      '',
      '| | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| save without a revision | ${ms(without.p50)} | ${ms(without.p95)} | ${ms(without.p99)} | ${ms(without.max)} |`,
      `| save with its revision (\`recordRevision\` in the transaction) | ${ms(withRevision.p50)} | ${ms(withRevision.p95)} | ${ms(withRevision.p99)} | ${ms(withRevision.max)} |`,
      `| the revision's \`INSERT … SELECT\` alone | ${ms(insert.p50)} | ${ms(insert.p95)} | ${ms(insert.p99)} | ${ms(insert.max)} |`,
      '',
      `A revision adds one statement (one round trip) to the save: about ${ms(withRevision.p50 - without.p50)} ms at the median.`,
      '',
      '### GET /api/posts/{id}/revisions',
      '',
      `${options.requests} sequential requests over HTTP on 127.0.0.1 (keep-alive, after 10 warm-up requests), each for another random article, first page (20 per page, ${options.revisions} revisions each): ` +
        `p50 ${ms(listStats.p50)} ms, p95 **${ms(listStats.p95)} ms**, p99 ${ms(listStats.p99)} ms, max ${ms(listStats.max)} ms; ` +
        `${list.failures === 0 ? 'every reply complete' : `${list.failures} incomplete replies`}. ` +
        `Target p95 < ${LIST_TARGET_P95_MS} ms: ${met ? 'met' : '**not met**'}. The client runs in the server's process, so the figures include its own work.`,
      '',
      'The page and its count read `post_revisions_post_idx` (post_id, id desc): the plan of one page, on this data:',
      '',
      '```',
      list.plan,
      '```',
    ].join('\n');
    writeBetweenMarkers(
      options.out,
      { start: START, end: END },
      generated,
      (block, old) => `${(old ?? '# Benchmarks\n').trimEnd()}\n\n${block}\n`,
    );
    console.log(generated);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

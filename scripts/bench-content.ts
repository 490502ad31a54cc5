// npm run bench:content [-- options]: the content API under load on PostgreSQL with 100,000
// articles, while an editor saves a published article every 5 seconds through the back office's
// API, and writes its section of docs/benchmarks.md. Cases: one article by shortname (1,000
// articles in turn), the first list page, a 304 revalidation, and a deep keyset page (the cursor
// of the 50,000th article); each with the server's reply cache on (as shipped) and off
// (LIST_CACHE=0: every reply read from the database).
//
// Options:
//   --posts N         articles in the benchmark database (default 100000)
//   --connections N   concurrent keep-alive connections (default 50)
//   --seconds S       measured time of each case (default 10)
//   --save-every S    seconds between the editor's saves (default 5)
//   --out FILE        where to write the report (default docs/benchmarks.md)
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/newsroom_bench, the
// article list benchmark's database, seeded with seed:demo's code when it holds too few articles).
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { encodeCursor } from '../apps/api/src/modules/content/content-articles.ts';
import { hashContentKey } from '../apps/api/src/modules/content-keys/content-keys.service.ts';
import { rows } from './bench/database.ts';
import { fixed, int } from './bench/figures.ts';
import { loadFigures, runLoad } from './bench/load.ts';
import {
  BENCH_OPTIONS,
  commandLine,
  count,
  option,
  parseOptions,
  positive,
  runBenchmark,
} from './bench/options.ts';
import { onEachDatabase, type Prepared } from './bench/prepare.ts';
import { machineLines, writeSection } from './bench/report.ts';
import { startBenchServer } from './bench/server.ts';

const OPTIONS = {
  posts: BENCH_OPTIONS.posts,
  connections: option(50, count),
  seconds: option(10, positive),
  saveEvery: option(5, positive),
  out: BENCH_OPTIONS.out,
};
type Options = ReturnType<typeof parseOptions<typeof OPTIONS>>;

interface Case {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
  expect: number;
  /** What the issue asks of it, checked on the cached server. */
  target?: { rps?: number; p99?: number };
}

interface Row {
  name: string;
  cache: boolean;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  target?: Case['target'];
}

const KEY = 'nrc_benchmark-content-key';

async function prepareCases(database: Database, baseUrl: string): Promise<{ cases: Case[]; edited: number }> {
  await database.db.execute(sql`delete from content_keys where name = 'bench:content'`);
  await database.db.execute(
    sql`insert into content_keys (name, key_hash, key_prefix) values ('bench:content', ${hashContentKey(KEY)}, 'nrc_be')`,
  );
  const [newest] = await rows<{ id: number }>(
    database,
    `select id from posts where menu_type = 'post' and is_active order by published_at desc, id desc limit 1`,
  );
  const shortnames = await rows<{ shortname: string }>(
    database,
    `select shortname from posts where menu_type = 'post' and is_active order by published_at desc, id desc offset 10 limit 1000`,
  );
  const [deep] = await rows<{ published_at: Date; id: number }>(
    database,
    `select published_at, id from posts where menu_type = 'post' and is_active order by published_at desc, id desc offset 49999 limit 1`,
  );
  if (!newest || !deep || shortnames.length === 0) throw new Error('too few published articles');
  const stable = `/api/content/articles/${shortnames[0]?.shortname}`;
  const etag = (await fetch(`${baseUrl}${stable}?key=${KEY}`)).headers.get('etag') ?? '';
  return {
    edited: newest.id,
    cases: [
      {
        name: 'one article by shortname',
        paths: shortnames.map((s) => `/api/content/articles/${s.shortname}`),
        expect: 200,
        target: { rps: 3000, p99: 50 },
      },
      { name: 'first list page', paths: ['/api/content/articles'], expect: 200, target: { rps: 2000 } },
      {
        name: '304 revalidation',
        paths: [stable],
        headers: { 'if-none-match': etag },
        expect: 304,
        target: { rps: 5000 },
      },
      {
        name: 'deep keyset page (50,000th article)',
        paths: [
          `/api/content/articles?after=${encodeCursor({ publishedAt: new Date(deep.published_at), id: deep.id })}`,
        ],
        expect: 200,
      },
    ],
  };
}

/** The editor: loads the article and saves it with a changed title every `everyMs`, until stopped. */
function startEditor(baseUrl: string, token: string, id: number, everyMs: number) {
  const latencies: number[] = [];
  let failures = 0;
  let stopped = false;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const save = async (n: number) => {
    const loaded = (await (await fetch(`${baseUrl}/api/posts/${id}`, { headers: auth })).json()) as {
      data: Record<string, unknown>;
    };
    const post = loaded.data;
    const body = { ...post, title: `${String(post.title).replace(/ \(\d+\)$/, '')} (${n})` };
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/posts/${id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify(body),
    });
    latencies.push(performance.now() - started);
    if (!res.ok) failures++;
  };
  let n = 0;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (!stopped) await save(++n).catch(() => failures++);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { saves: latencies.length, failures, latencies };
    },
  };
}

async function measure(
  prepared: Prepared,
  o: Options,
  cache: boolean,
  out: Row[],
  notes: string[],
): Promise<void> {
  const server = await startBenchServer(prepared.database, {
    DATA_DIR: prepared.dataDir,
    LIST_CACHE: cache ? '1' : '0',
    CONTENT_RATE_LIMIT: '1000000000',
    PUBLIC_SITE_URL: 'https://hirek.example',
  });
  try {
    const { cases, edited } = await prepareCases(prepared.database, server.baseUrl);
    const editor = startEditor(server.baseUrl, server.token, edited, o.saveEvery * 1000);
    for (const c of cases) {
      console.log(`  ${cache ? 'cache on ' : 'cache off'} · ${c.name}…`);
      const result = await runLoad({
        port: server.port,
        path: c.paths[0] ?? '',
        paths: c.paths,
        headers: { 'x-content-key': KEY, ...c.headers },
        expect: c.expect,
        connections: o.connections,
        requests: 100_000_000,
        warmup: Math.max(200, c.paths.length),
        maxMs: o.seconds * 1000,
      });
      const f = loadFigures(result);
      out.push({
        name: c.name,
        cache,
        rps: f.rps,
        p50: f.p50,
        p95: f.p95,
        p99: f.p99,
        errors: f.errors,
        target: c.target,
      });
    }
    const saved = await editor.stop();
    notes.push(
      `Cache ${cache ? 'on' : 'off'}: the editor saved ${saved.saves} times (${saved.failures} failed), median save ${fixed(
        [...saved.latencies].sort((a, b) => a - b)[Math.floor(saved.latencies.length / 2)] ?? Number.NaN,
      )} ms.`,
    );
  } finally {
    await server.app.close();
  }
}

function verdict(row: Row, rows: Row[]): string {
  const checks: string[] = [];
  if (row.target?.rps) checks.push(`${row.rps >= row.target.rps ? '✓' : '✗'} ≥ ${int(row.target.rps)} req/s`);
  if (row.target?.p99) checks.push(`${row.p99 <= row.target.p99 ? '✓' : '✗'} p99 ≤ ${row.target.p99} ms`);
  if (row.name.startsWith('deep')) {
    const first = rows.find((r) => r.cache === row.cache && r.name === 'first list page');
    if (first)
      checks.push(
        `${row.rps >= first.rps * 0.8 ? '✓' : '✗'} as fast as the first page (${fixed((row.rps / first.rps) * 100, 0)} %)`,
      );
  }
  return checks.join(', ');
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results: Row[] = [];
  const notes: string[] = [];
  let version = '';
  let source = '';
  const skipped = await onEachDatabase(
    { posts: o.posts, visits: false, only: 'postgres' },
    async (prepared) => {
      version = prepared.version;
      source = prepared.note;
      await measure(prepared, o, true, results, notes);
      await measure(prepared, o, false, results, notes);
    },
  );
  const table = [
    '| case | reply cache | req/s | p50 ms | p95 ms | p99 ms | errors | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.cache ? 'on' : 'off'} | ${int(r.rps)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${fixed(r.p99)} | ${r.errors} | ${r.cache ? verdict(r, results) : ''} |`,
    ),
  ];
  const generated = [
    '## Content API: GET /api/content/*',
    '',
    `Command: \`${commandLine('bench:content')}\``,
    '',
    ...machineLines(startedAt, loadBefore, [
      `Database: ${version || 'PostgreSQL'}, ${int(o.posts)} articles (${source})`,
      `Load: ${o.connections} keep-alive connections for ${o.seconds} s per case, from a child process; an editor saves a published article (the newest, so it is on the first list page) every ${o.saveEvery} s through PUT /api/posts/{id}`,
    ]),
    ...skipped.map((s) => `- ${s}`),
    ...notes.map((n) => `- ${n}`),
    '',
    ...table,
    '',
    'A save drops only the cached replies that name the saved article (its own, and the list pages that hold it); the other 999 articles stay cached, so their replies never go back to the database.',
  ].join('\n');
  writeSection(o.out, 'content', generated);
  console.log(table.join('\n'));
  console.log(`Wrote ${path.relative(process.cwd(), o.out)}.`);
}

runBenchmark(main);

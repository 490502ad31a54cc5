// npm run bench:writes [-- options]: what the audit trail adds to the writes of the back office.
// Two servers on one database, the same in all but the trail (one with it, as shipped, one built
// with `auditTrail: false`), take the same sequential saves over HTTP, interleaved so that both see
// the same machine; the report compares their medians and 95th percentiles. Runs on the embedded
// database (PGlite) and on PostgreSQL, and writes its section of docs/benchmarks.md.
//
// Options:
//   --saves N       measured saves of each kind on each server (default 300)
//   --only pglite|postgres
//   --out FILE      where to write the report (default docs/benchmarks.md)
//
// The embedded database is made afresh in a temporary folder; PostgreSQL uses a throwaway database
// (newsroom_bench_writes on BENCH_WRITES_SERVER_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// dropped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureReferenceData } from '../apps/api/src/db/bootstrap.ts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import {
  login,
  percentile,
  repoRoot,
  rows,
  startBenchServer,
  withClient,
  writeBetweenMarkers,
} from './bench-support.ts';

const START = '<!-- bench:writes:start -->';
const END = '<!-- bench:writes:end -->';
const TARGET_RATIO = 1.1;
const PG_DATABASE = 'newsroom_bench_writes';

type Kind = Database['kind'];

interface Options {
  saves: number;
  only?: Kind;
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const o: Options = { saves: 300, out: path.join(repoRoot, 'docs/benchmarks.md') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i];
    if (arg === '--saves') {
      const n = Number(next());
      if (!Number.isInteger(n) || n <= 0) throw new Error('--saves needs a positive whole number');
      o.saves = n;
    } else if (arg === '--only') {
      const kind = next();
      if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--only takes pglite or postgres');
      o.only = kind;
    } else if (arg === '--out') o.out = path.resolve(next() ?? '');
    else throw new Error(`Unknown option ${arg}`);
  }
  return o;
}

interface Server {
  baseUrl: string;
  token: string;
  close(): Promise<void>;
}

async function call(
  server: Server,
  method: string,
  url: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: string; data?: Record<string, unknown>; message?: string };
  if (res.status !== 200 || !reply.data)
    throw new Error(`${method} ${url}: ${res.status} ${reply.message ?? ''}`);
  return reply.data;
}

const ARTICLE = {
  short_content: 'Rövid bevezető a mérés cikkéhez.',
  menu_id: 1,
  secondary_menu_id: 0,
  post_type: 'Hír',
  keywords: 'mérés',
  thumbnail: '/uploads/posts/covers/bench.jpg',
  thumbnail_source: 'MTI',
  menu_type: 'draft',
};
const PARAGRAPH =
  '<p>A mérés cikkének egy bekezdése, hogy a mentés egy valódi cikk méretével dolgozzon. </p>';

/** One kind of write: `prepare` makes its item on a server, `run` saves it once and answers the time. */
interface WriteCase {
  name: string;
  prepare(server: Server): Promise<Record<string, unknown>>;
  run(server: Server, item: Record<string, unknown>, n: number): Promise<Record<string, unknown>>;
}

const CASES: WriteCase[] = [
  {
    name: 'article save (PUT /api/posts/{id}, ~6 KB of text)',
    prepare: (s) =>
      call(s, 'POST', '/api/posts/add', {
        ...ARTICLE,
        title: `Mérés ${Math.random()}`,
        content: PARAGRAPH.repeat(60),
      }),
    run: (s, item, n) =>
      call(s, 'PUT', `/api/posts/${item.id}`, {
        ...ARTICLE,
        title: item.title,
        content: `${PARAGRAPH.repeat(60)}<p>${n}</p>`,
        last_update: item.last_update,
      }),
  },
  {
    name: 'new article (POST /api/posts/add)',
    prepare: async () => ({}),
    run: (s, _item, n) =>
      call(s, 'POST', '/api/posts/add', {
        ...ARTICLE,
        title: `Új mérés ${n} ${Math.random()}`,
        content: PARAGRAPH.repeat(20),
      }),
  },
  {
    name: 'poll save (PUT /api/voting-widgets/{id})',
    prepare: (s) =>
      call(s, 'POST', '/api/voting-widgets/add', {
        name: 'Mérés',
        items: [{ name: 'Igen' }, { name: 'Nem' }],
      }),
    run: (s, item, n) =>
      call(s, 'PUT', `/api/voting-widgets/${item.id}`, {
        name: `Mérés ${n}`,
        items: (item.items as Array<{ id: number; name: string }>).map((i) => ({ id: i.id, name: i.name })),
        last_update: item.last_update,
      }),
  },
];

interface CaseResult {
  name: string;
  without: number[];
  with: number[];
}

/** Where the measured servers keep their files: a saved article names a stored cover image. */
const COVER_KEY = 'posts/covers/bench.jpg';

async function measure(database: Database, dataDir: string, o: Options): Promise<CaseResult[]> {
  const cover = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const start = async (auditTrail: boolean): Promise<Server> => {
    const { app, baseUrl, token } = await startBenchServer(
      database,
      { LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      { auditTrail },
    );
    await app.storage.put(COVER_KEY, cover);
    return { baseUrl, token, close: () => app.close() };
  };
  const plain = await start(false);
  const audited = await start(true);
  try {
    // Starting the second server signed the benchmark user out (ensureBenchUser): sign in again.
    plain.token = await login(plain.baseUrl);
    const results: CaseResult[] = [];
    for (const c of CASES) {
      const items = new Map<Server, Record<string, unknown>>([
        [plain, await c.prepare(plain)],
        [audited, await c.prepare(audited)],
      ]);
      const times = new Map<Server, number[]>([
        [plain, []],
        [audited, []],
      ]);
      // Warm-up, then the measured saves, alternating which server goes first.
      for (let n = 0; n < o.saves + 20; n++) {
        const order = n % 2 === 0 ? [plain, audited] : [audited, plain];
        for (const server of order) {
          const t0 = performance.now();
          const saved = await c.run(server, items.get(server) ?? {}, n);
          const elapsed = performance.now() - t0;
          if (c.name.startsWith('new article')) items.set(server, {});
          else items.set(server, saved);
          if (n >= 20) times.get(server)?.push(elapsed);
        }
      }
      results.push({ name: c.name, without: times.get(plain) ?? [], with: times.get(audited) ?? [] });
      console.log(`  ${c.name}: done`);
    }
    return results;
  } finally {
    await plain.close();
    await audited.close();
  }
}

const ms = (n: number) => n.toFixed(2);
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );

function table(results: CaseResult[]): string {
  const lines = [
    '| write | median without trail (ms) | median with trail (ms) | ratio | p95 without (ms) | p95 with (ms) |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const ratio = median(r.with) / median(r.without);
    lines.push(
      `| ${r.name} | ${ms(median(r.without))} | ${ms(median(r.with))} | ${ratio.toFixed(3)}${ratio <= TARGET_RATIO ? '' : ' ⚠'} | ${ms(p95(r.without))} | ${ms(p95(r.with))} |`,
    );
  }
  return lines.join('\n');
}

async function onPglite(o: Options): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-writes-'));
  const database = await openPglite(path.join(dir, 'db'));
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const [v] = await rows<{ v: string }>(database, 'select version() as v');
    const results = await measure(database, path.join(dir, 'files'), o);
    return `### Embedded (PGlite)\n\n${(v?.v ?? '').split(',')[0]}\n\n${table(results)}`;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(o: Options): Promise<string> {
  const serverUrl =
    process.env.BENCH_WRITES_SERVER_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${PG_DATABASE}`));
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${PG_DATABASE}`));
  } catch (err) {
    return `### PostgreSQL\n\nNot usable (${err instanceof Error ? err.message : String(err)}); skipped.`;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${PG_DATABASE}`;
  const database = openPostgres(url.toString());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-writes-'));
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const [v] = await rows<{ v: string }>(database, 'select version() as v');
    const results = await measure(database, dir, o);
    return `### PostgreSQL\n\n${(v?.v ?? '').split(' on ')[0]}\n\n${table(results)}`;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${PG_DATABASE}`));
  }
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const sections: string[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    if (o.only && o.only !== kind) continue;
    console.log(`${kind}: measuring ${o.saves} saves of each kind on each server…`);
    sections.push(kind === 'pglite' ? await onPglite(o) : await onPostgres(o));
  }
  const generated = [
    `- Generated: ${startedAt.toISOString()} by \`npm run bench:writes${o.saves === 300 ? '' : ` -- --saves ${o.saves}`}\``,
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load before ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
    `- Each row: ${o.saves} sequential saves over HTTP on loopback per server, after 20 unmeasured; the two servers alternate save by save. Target: the trail adds at most 10% (ratio ≤ ${TARGET_RATIO}; ⚠ marks a miss).`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  writeBetweenMarkers(
    o.out,
    { start: START, end: END },
    generated.trimEnd(),
    (block, old) =>
      `${(old ?? '# Benchmarks\n').trimEnd()}\n\n## Writes and the audit trail\n\nWhat recording every write in the audit trail (modules/audit) costs a save, measured end to end.\n\n${block}\n`,
  );
  console.log(generated);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

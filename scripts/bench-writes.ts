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
//
// The writes measured: scripts/bench/writes/cases.ts; what every benchmark shares: scripts/bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureReferenceData } from '../apps/api/src/bootstrap.ts';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { DATABASE_LABEL, databaseKinds, databaseVersion, withClient } from './bench/database.ts';
import { fixed, spread } from './bench/figures.ts';
import {
  BENCH_OPTIONS,
  commandLine,
  count,
  ONLY,
  type OptionValues,
  option,
  parseOptions,
  runBenchmark,
} from './bench/options.ts';
import { openThrowawayPglite } from './bench/prepare.ts';
import { machineLines, writeSection } from './bench/report.ts';
import { login, startBenchServer } from './bench/server.ts';
import { CASES, type Server } from './bench/writes/cases.ts';

const TARGET_RATIO = 1.1;
const PG_DATABASE = 'newsroom_bench_writes';

const WRITES_OPTIONS = { saves: option(300, count), only: ONLY, out: BENCH_OPTIONS.out };
type Options = OptionValues<typeof WRITES_OPTIONS>;

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

const ms = (n: number) => fixed(n, 2);

function table(results: CaseResult[]): string {
  const lines = [
    '| write | median without trail (ms) | median with trail (ms) | ratio | p95 without (ms) | p95 with (ms) |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const without = spread(r.without);
    const withTrail = spread(r.with);
    const ratio = withTrail.p50 / without.p50;
    lines.push(
      `| ${r.name} | ${ms(without.p50)} | ${ms(withTrail.p50)} | ${ratio.toFixed(3)}${ratio <= TARGET_RATIO ? '' : ' ⚠'} | ${ms(without.p95)} | ${ms(withTrail.p95)} |`,
    );
  }
  return lines.join('\n');
}

/** The section of one database: its version and the table of `measure` on it, migrated and with its reference data. */
async function section(database: Database, dataDir: string, o: Options): Promise<string> {
  await database.migrate();
  await ensureReferenceData(database.db);
  const version = await databaseVersion(database);
  const results = await measure(database, dataDir, o);
  return `### ${DATABASE_LABEL[database.kind]}\n\n${version}\n\n${table(results)}`;
}

async function onPglite(o: Options): Promise<string> {
  const throwaway = await openThrowawayPglite('newsroom-bench-writes-');
  try {
    return await section(throwaway.database, path.join(throwaway.dir, 'files'), o);
  } finally {
    await throwaway.dispose();
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
    return await section(database, dir, o);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${PG_DATABASE}`));
  }
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), WRITES_OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const sections: string[] = [];
  for (const kind of databaseKinds(o.only)) {
    console.log(`${kind}: measuring ${o.saves} saves of each kind on each server…`);
    sections.push(kind === 'pglite' ? await onPglite(o) : await onPostgres(o));
  }
  const generated = [
    ...machineLines(startedAt, loadBefore),
    `- Command: \`${commandLine('bench:writes')}\``,
    `- Each row: ${o.saves} sequential saves over HTTP on loopback per server, after 20 unmeasured; the two servers alternate save by save. Target: the trail adds at most 10% (ratio ≤ ${TARGET_RATIO}; ⚠ marks a miss).`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  writeSection(
    o.out,
    'writes',
    generated.trimEnd(),
    '## Writes and the audit trail\n\nWhat recording every write in the audit trail (modules/audit) costs a save, measured end to end.\n\n',
  );
  console.log(generated);
}

runBenchmark(main);

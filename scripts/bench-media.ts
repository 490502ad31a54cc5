// npm run bench:media [-- options]: the 'Médiatár' grid's call, GET /api/media, with 100,000
// library items on each database, and writes its section of docs/benchmarks.md. Cases: the first
// page, a search word common to many items and one rare, the unused filter, one uploader, a date
// range, and a deep keyset page (the cursor of the 50,000th item). One connection at a time (an
// editor's browser), then 10 at once.
//
// Options:
//   --items N       library items (default 100000)
//   --seconds S     measured time of each case (default 5)
//   --only KIND     pglite or postgres
//   --out FILE      where to write the report (default docs/benchmarks.md)
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { encodeKeysetCursor } from '../apps/api/src/lib/keyset-cursor.ts';
import { DATABASE_LABEL, rows, scalar } from './bench/database.ts';
import { fixed, int } from './bench/figures.ts';
import { loadFigures, runLoad } from './bench/load.ts';
import {
  BENCH_OPTIONS,
  commandLine,
  count,
  ONLY,
  option,
  parseOptions,
  positive,
  runBenchmark,
} from './bench/options.ts';
import { onEachDatabase } from './bench/prepare.ts';
import { machineLines, writeSection } from './bench/report.ts';
import { startBenchServer } from './bench/server.ts';

const OPTIONS = {
  items: option(100_000, count),
  seconds: option(5, positive),
  only: ONLY,
  out: BENCH_OPTIONS.out,
};

/** What a library's descriptions are made of: 'árvíz' is in one item of 12, 'lánchíd' in one of 5,000. */
const WORDS = [
  'Budapest',
  'Parlament',
  'árvíz a Dunán',
  'tüntetés',
  'Debrecen',
  'kosárlabda',
  'választás',
  'koncert',
  'Balaton',
  'vasút',
  'kórház',
  'iskola',
];

/** Fills the library to `items` with made-up rows (no files: the call reads only the table). */
async function fillLibrary(database: Database, items: number): Promise<number> {
  const existing = await scalar(database, 'select count(*) as n from media');
  if (existing >= items) return 0;
  const started = performance.now();
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  for (let from = existing; from < items; from += 20_000) {
    const to = Math.min(items, from + 20_000);
    await database.db.execute(
      sql.raw(`
      insert into media (url, file_name, type, width, height, bytes, sha256, alt, credit, caption, uploaded_by, created_at)
      select '/uploads/bench/' || g || '.jpg', 'kep-' || g || '.jpg', 'image/jpeg', 1600, 900, 250000,
        md5('bench' || g) || md5(g::text),
        case when g % 5000 = 0 then 'Lánchíd este ' || g else (${words})[1 + g % 12] || ' ' || g end,
        case when g % 3 = 0 then 'MTI' else 'Newsroom' end, '',
        (select id from users order by id limit 1 offset (g % greatest(1, (select count(*) from users)::int))),
        now() - make_interval(mins => g)
      from generate_series(${from + 1}, ${to}) g
      on conflict do nothing`),
    );
  }
  // A third is used somewhere (the posts' ids are only owners here).
  await database.db.execute(
    sql.raw(`insert into media_usages (media_id, kind, owner_id)
      select id, 'content', id from media where id % 3 = 0 and url like '/uploads/bench/%' on conflict do nothing`),
  );
  await database.db.execute(sql.raw('analyze media'));
  await database.db.execute(sql.raw('analyze media_usages'));
  return (performance.now() - started) / 1000;
}

interface Row {
  database: string;
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results: Row[] = [];
  const notes: string[] = [];
  const skipped = await onEachDatabase(
    { posts: 1000, visits: false, name: 'media', only: o.only },
    async (prepared) => {
      const label = DATABASE_LABEL[prepared.database.kind];
      const seeded = await fillLibrary(prepared.database, o.items);
      notes.push(
        `${label}: ${int(o.items)} items${seeded ? `, made now in ${fixed(seeded, 1)} s` : ', reused'}.`,
      );
      const server = await startBenchServer(prepared.database, { DATA_DIR: prepared.dataDir });
      try {
        const [deep] = await rows<{ created_at: Date; id: number }>(
          prepared.database,
          'select created_at, id from media order by created_at desc, id desc offset 49999 limit 1',
        );
        const [uploader] = await rows<{ id: number }>(
          prepared.database,
          'select uploaded_by as id from media where uploaded_by is not null limit 1',
        );
        const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
        const cases: Array<[string, string]> = [
          ['first page', '/api/media'],
          ["search, common word ('arviz', 1 in 12)", '/api/media?q=arviz'],
          ["search, rare word ('lanchid', 1 in 5,000)", '/api/media?q=lanchid'],
          ['unused only', '/api/media?unused=1'],
          ['one uploader', `/api/media?uploader=${uploader?.id ?? 1}`],
          ['a week of uploads', `/api/media?from=${day(30)}&to=${day(23)}`],
          [
            'deep keyset page (50,000th item)',
            `/api/media?after=${deep ? encodeKeysetCursor(new Date(deep.created_at), deep.id) : ''}`,
          ],
        ];
        for (const [name, url] of cases) {
          for (const connections of [1, 10]) {
            console.log(`  ${label} · ${name} · ${connections} connection(s)…`);
            const f = loadFigures(
              await runLoad({
                port: server.port,
                path: url,
                headers: { authorization: `Bearer ${server.token}` },
                expect: 200,
                connections,
                requests: 100_000_000,
                warmup: 20,
                maxMs: o.seconds * 1000,
              }),
            );
            results.push({
              database: label,
              name,
              connections,
              rps: f.rps,
              p50: f.p50,
              p95: f.p95,
              errors: f.errors,
            });
          }
        }
      } finally {
        await server.app.close();
      }
    },
  );
  const table = [
    '| database | case | connections | req/s | p50 ms | p95 ms | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.name} | ${r.connections} | ${int(r.rps)} | ${fixed(r.p50)} | ${fixed(r.p95)} | ${r.errors} |`,
    ),
  ];
  writeSection(
    o.out,
    'media',
    [
      '## Media library: GET /api/media',
      '',
      `Command: \`${commandLine('bench:media')}\``,
      '',
      ...machineLines(startedAt, loadBefore, [
        `Each case for ${o.seconds} s with 1 and with 10 keep-alive connections, 48 items a page (the grid's), signed in.`,
      ]),
      ...skipped.map((s) => `- ${s}`),
      ...notes.map((n) => `- ${n}`),
      '',
      ...table,
    ].join('\n'),
  );
  console.log(table.join('\n'));
  console.log(`Wrote ${path.relative(process.cwd(), o.out)}.`);
}

runBenchmark(main);

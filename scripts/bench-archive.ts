// npm run bench:archive [-- options]: GET /api/admin-posts on a news archive (npm run seed:archive)
// while another process saves an article every 2 seconds: PostgreSQL at 1,000,000 articles and the
// embedded database (PGlite) at 100,000. Every case of `npm run bench:lists`, each sort on the whole
// archive, a deep page of each sort and the 'Szöveg' search, each reply checked against a direct
// count; one request at a time, over concurrent connections, and the first request after a write.
// Writes its section of docs/benchmarks.md. Run it on a quiet machine: it warns when the 1-minute
// load average is above 1.5 at the start.
//
// Options:
//   --posts N                 articles on PostgreSQL (default 1000000)
//   --pglite-posts N          articles on the embedded database (default 100000)
//   --requests N              requests one at a time per case (default 200)
//   --concurrent-requests N   requests per case with --connections in flight (default 2000)
//   --connections N           concurrent keep-alive connections (default 10)
//   --max-seconds S           time cap of each measured phase (default 10)
//   --save-every S            seconds between the writer's saves (default 2)
//   --probes N                first requests after a write per case group (default 20)
//   --deep-page N             the page of the deep-page cases (default 2000)
//   --only pglite|postgres    one database only
//   --cases TEXT              only the cases whose name contains TEXT
//   --out FILE                where to write the report (default docs/benchmarks.md)
//
// PostgreSQL: BENCH_ARCHIVE_URL (default postgres://postgres@127.0.0.1:5432/newsroom_archive),
// created through the server's `postgres` database when missing; the articles it lacks are added
// with seed:archive's code (a larger archive is used as it is). Unreachable: skipped with a note.
// The embedded database lives in .tmp/bench/archive-pglite, made afresh when it holds too few.
//
// The parts: scripts/bench/archive/ (options, cases, writer, measure, report) over the article
// list's benchmark (scripts/bench/lists/) and what every benchmark shares in scripts/bench/.
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../apps/api/src/db/client.ts';
import { seedArchive } from '../apps/api/src/scripts/seed-archive.ts';
import { type ArchiveReport, benchArchive } from './bench/archive/measure.ts';
import { type ArchiveOptions, archiveUrl, PGLITE_DIR, parseArchiveOptions } from './bench/archive/options.ts';
import { busyWarning, consoleSummary, databaseSection, machineSection } from './bench/archive/report.ts';
import { databaseKinds } from './bench/database.ts';
import { runBenchmark } from './bench/options.ts';
import { onEachDatabase, type Seeder } from './bench/prepare.ts';
import { writeSection } from './bench/report.ts';

const ARCHIVE_SEEDER: Seeder = {
  script: 'seed:archive',
  seed: async (database: Database, posts: number, dataDir: string, visits: boolean) => {
    const started = performance.now();
    await seedArchive({ database, posts, dataDir, visits, log: (line) => console.log(`  ${line}`) });
    return (performance.now() - started) / 1000;
  },
};

/** The section's heading and how to read it, written once above the markers. */
const INTRO = `## Article list on a large archive, under writes

\`npm run bench:archive\` measures GET /api/admin-posts on an archive made by \`npm run seed:archive\`
(PostgreSQL at 1,000,000 articles, the embedded database at 100,000) while another process saves an
article every 2 seconds. The list's totals come from the counters and its totals and pages from the
per-instance cache, so most requests are hits. A save changes only what it touches
(\`apps/api/src/modules/posts/list-changes.ts\`): the totals whose filter the article entered or left
move by one, the pages it entered, left or moved on before their end are read again (a page of a
date order that it passed before moves by one row instead), the pages that show it are read again,
and a text search's ranking takes the article at its new rank. The table of first requests after a
write shows what the remaining misses cost. The part between the markers is rewritten by the script.

`;

async function measureAll(options: ArchiveOptions): Promise<{ reports: ArchiveReport[]; notes: string[] }> {
  const reports: ArchiveReport[] = [];
  const notes: string[] = [];
  for (const kind of databaseKinds(options.only)) {
    const skipped = await onEachDatabase(
      {
        only: kind,
        posts: kind === 'pglite' ? options.pglitePosts : options.posts,
        visits: true,
        name: 'archive',
        pgliteDir: PGLITE_DIR,
        postgresUrl: archiveUrl(),
        seeder: ARCHIVE_SEEDER,
      },
      async (prepared) => {
        reports.push(await benchArchive(prepared, options));
      },
    );
    notes.push(...skipped);
  }
  return { reports, notes };
}

async function main(): Promise<void> {
  const options = parseArchiveOptions(process.argv.slice(2));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const warning = busyWarning(loadBefore);
  if (warning) console.warn(warning);
  const started = performance.now();
  const { reports, notes } = await measureAll(options);
  const generated = [
    machineSection(options, loadBefore, startedAt),
    ...notes.map((n) => `- ${n}`),
    '',
    ...reports.map((r) => databaseSection(r, options)),
    `The whole run took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ].join('\n');
  writeSection(options.out, 'archive', generated, INTRO);
  console.log(`Wrote ${path.relative(process.cwd(), options.out)}.`);
  for (const line of consoleSummary(reports)) console.log(line);
  if (warning) console.warn(warning);
}

runBenchmark(main);

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
//
// The parts: scripts/bench/revisions/ (data, measure, report) over what every benchmark shares in
// scripts/bench/.
import os from 'node:os';
import { countPosts } from './bench/database.ts';
import { parseOptions, runBenchmark } from './bench/options.ts';
import { preparePostgres } from './bench/prepare.ts';
import { writeSection } from './bench/report.ts';
import { ensureRevisions, measureSizes, REVISIONS_OPTIONS } from './bench/revisions/data.ts';
import { measureList, measureSaves } from './bench/revisions/measure.ts';
import { revisionsReport } from './bench/revisions/report.ts';

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), REVISIONS_OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const prepared = await preparePostgres({ posts: options.posts, name: 'revisions', visits: false });
  if (typeof prepared === 'string') throw new Error(prepared);
  const { database } = prepared;
  try {
    const notes = [prepared.note, await ensureRevisions(database, options)];
    console.log('measuring sizes…');
    const sizes = await measureSizes(database);
    console.log('measuring saves…');
    const saves = await measureSaves(database, options);
    console.log('measuring the list call…');
    const list = await measureList(database, prepared.dataDir, options);
    const generated = revisionsReport(options, {
      startedAt,
      loadBefore,
      version: prepared.version,
      articles: await countPosts(database),
      notes,
      sizes,
      saves,
      list,
    });
    writeSection(options.out, 'revisions', generated);
    console.log(generated);
  } finally {
    await database.close();
  }
}

runBenchmark(main);

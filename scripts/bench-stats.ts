// npm run bench:stats [-- options]: measures the dashboard, the two reports and the visitor
// tracker on 100,000 demo articles with 10 million page views in the counters, on the embedded
// database (PGlite) and on PostgreSQL, and writes its section of docs/benchmarks.md.
//
// Options:
//   --posts N          articles in each benchmark database (default 100000)
//   --views N          page views put into the counters (default 10000000)
//   --requests N       sequential requests per read case (default 200)
//   --hits N           tracking hits sent over --connections connections (default 30000)
//   --connections N    concurrent keep-alive connections for tracking (default 50)
//   --flush-ms N       TRACK_FLUSH_MS of the measured server (default 1000; 0 writes each hit)
//   --only pglite|postgres
//   --out FILE         default docs/benchmarks.md
//
// PostgreSQL: BENCH_STATS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/newsroom_bench_stats),
// created when missing. The embedded database lives in .tmp/bench/pglite-stats. Both are reused
// when they already hold enough articles; the counters are rebuilt on every run.
//
// The parts: scripts/bench/stats/ (measure, report) over what every benchmark shares in scripts/bench/.
import os from 'node:os';
import { int } from './bench/figures.ts';
import { commandLine, parseOptions, runBenchmark } from './bench/options.ts';
import { onEachDatabase } from './bench/prepare.ts';
import { machineLines, writeSection } from './bench/report.ts';
import { fillCounters, measure, type Section, STATS_OPTIONS } from './bench/stats/measure.ts';
import { ANALYSIS, sectionText } from './bench/stats/report.ts';

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), STATS_OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const sections: Section[] = [];
  const notes = await onEachDatabase({ ...o, name: 'stats', visits: false }, async (prepared) => {
    console.log('  filling the counters…');
    const counters = await fillCounters(prepared.database, o);
    console.log(`  ${counters}`);
    sections.push(await measure(prepared, o, counters, true));
    sections.push(await measure(prepared, o, counters, false));
  });
  const generated = [
    '## Dashboard, reports and visitor tracking',
    '',
    ...machineLines(startedAt, loadBefore),
    `- Command: \`${commandLine('bench:stats')}\` (${int(o.posts)} articles, ${int(o.views)} page views over the last 90 days, ${o.requests} sequential requests per read case after 10 warm-up requests)`,
    ...notes.map((n) => `- ${n}`),
    '',
    ...sections.map(sectionText),
    ANALYSIS,
  ].join('\n');
  writeSection(o.out, 'stats', generated);
  console.log(generated);
}

runBenchmark(main);

// The article list's section of docs/benchmarks.md: the machine, a table of figures per database
// and cache mode, the list screen in Chromium, and the query plans.
import { fixed as ms } from '../figures.ts';
import { commandLine } from '../options.ts';
import { machineLines, writeBetweenMarkers } from '../report.ts';
import type { DatabaseReport } from './measure.ts';
import { type ListsOptions, TARGETS } from './options.ts';

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

export function machineSection(options: ListsOptions, loadBefore: number[], startedAt: Date): string {
  return [
    ...machineLines(startedAt, loadBefore),
    `- Command: \`${commandLine('bench')}\``,
    `- Per case: 10 warm-up requests, then ${options.requests} sequential requests (one connection), then ${options.concurrentRequests} requests over ${options.connections} concurrent keep-alive connections; each phase capped at ${options.maxSeconds} s. Every reply is checked for \`status: "ok"\` and a numeric \`pagination.total\`; the first reply's total is compared with a direct \`SELECT count(*)\`.`,
  ].join('\n');
}

export function databaseSection(report: DatabaseReport, options: ListsOptions): string {
  const target = TARGETS[report.kind];
  const mode = report.listCache
    ? 'list cache on (as shipped: totals and pages kept until the next write)'
    : 'list cache off (`LIST_CACHE=0`: both queries run for every request)';
  const lines: string[] = [
    `### ${target.label}, ${mode}`,
    '',
    `- ${report.version}`,
    `- Data: ${report.note}`,
    '',
  ];
  for (const problem of report.problems) lines.push(`- **Problem:** ${problem}`);
  if (report.problems.length > 0) lines.push('');
  if (report.results.length > 0) {
    lines.push(
      `Targets: one at a time p95 < ${target.p95Ms} ms; ${options.connections} connections ≥ ${target.rps} req/s with no error.`,
      '',
      `| Case | total | p50 ms | p95 ms | p99 ms | req/s (1 conn) | req/s (${options.connections} conn) | p95 ms (${options.connections} conn) | errors | p95 met | req/s met |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | :---: |',
    );
    for (const r of report.results) {
      const s = r.sequential;
      const c = r.concurrent;
      const totalCell =
        r.total === r.expectedTotal ? String(r.total) : `${r.total} (expected ${r.expectedTotal})`;
      lines.push(
        `| ${r.case.name} | ${totalCell} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.rps.toFixed(0)} | ${c.rps.toFixed(0)} | ${ms(c.p95)} | ${s.errors + c.errors} | ${mark(s.p95 < target.p95Ms)} | ${mark(c.rps >= target.rps && c.errors === 0 && s.errors === 0)} |`,
      );
    }
    const met = report.results.filter(
      (r) =>
        r.sequential.p95 < target.p95Ms &&
        r.concurrent.rps >= target.rps &&
        r.sequential.errors + r.concurrent.errors === 0 &&
        r.total === r.expectedTotal,
    ).length;
    lines.push('', `${met} of ${report.results.length} cases meet every target.`, '');
  }
  if (report.screen) {
    lines.push('List screen in Chromium (target: first rows within 1000 ms of navigation):', '');
    if (report.screen.note) lines.push(`- ${report.screen.note}`);
    const describe = (values: number[]) =>
      values.length === 0
        ? '–'
        : `${values.map((v) => v.toFixed(0)).join(', ')} ms (max ${Math.max(...values).toFixed(0)} ms: ${Math.max(...values) < 1000 ? 'met' : '**not met**'})`;
    if (report.screen.inApp.length > 0) {
      lines.push(
        `- In-app navigation (click 'Cikkek' → first row; the first click also loads the page's code): ${describe(report.screen.inApp)}`,
        `- Cold load (fresh context, signed in, empty cache; \`goto('/posts')\` → first row): ${describe(report.screen.cold)}`,
        `- Reload (same context, the app's code in the browser cache, as for an editor opening a bookmark): ${describe(report.screen.reload)}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function planSection(reports: DatabaseReport[]): string {
  const lines: string[] = [
    '### Query plans (EXPLAIN (ANALYZE, BUFFERS), run directly on each database)',
    '',
    "The API runs two statements per request: the page (`select … from posts left join users … left join menus … left join post_visit_totals … where posts.id in (the page's ids, found on an index in the sort's order: `creation_date desc, id desc` by default, backwards for `date_asc`, the titles' Hungarian sort key (`db/hungarian-sort.ts`) and `id` for the titles) order by …`) and the total (`select count(*) from posts where …same filters`). `sort=visitors` reads the page's ids from `post_visit_totals` in `(desktop + mobile) desc, post_id desc` order, each checked against the filter; past the visited articles a second statement lists those without visitors, newest first.",
    '',
  ];
  for (const report of reports) {
    // The plans are the same whatever the cache does; show them once per database.
    if (report.results.length === 0 || report.listCache) continue;
    lines.push(
      `#### ${TARGETS[report.kind].label}`,
      '',
      '| Case | page: scans | page ms | count: scans | count ms |',
      '| --- | --- | ---: | --- | ---: |',
    );
    for (const r of report.results) {
      lines.push(
        `| ${r.case.name} | ${r.dataPlan.scans.join('; ')} | ${ms(r.dataPlan.executionMs)} | ${r.countPlan.scans.join('; ')} | ${ms(r.countPlan.executionMs)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Every case's statements and full EXPLAIN (ANALYZE, BUFFERS) output, for the terminal: the report
 * keeps only the summary tables above, so docs/benchmarks.md stays the latest figures.
 */
export function fullPlans(reports: DatabaseReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    if (report.results.length === 0 || report.listCache) continue;
    lines.push(`#### ${TARGETS[report.kind].label}`, '');
    for (const r of report.results) {
      lines.push(
        `**${r.case.name}**`,
        '',
        '```sql',
        r.dataSqlText,
        '```',
        '',
        '```',
        r.dataPlan.text,
        '```',
        '',
        '```sql',
        r.countSqlText,
        '```',
        '',
        '```',
        r.countPlan.text,
        '```',
        '',
      );
    }
  }
  return lines.join('\n');
}

const DEFAULT_ANALYSIS = `
## Reading the results

(Written by hand; \`npm run bench\` rewrites only the part between the bench markers above.)
`;

export function writeReport(file: string, generated: string): void {
  writeBetweenMarkers(
    file,
    { start: '<!-- bench:results:start -->', end: '<!-- bench:results:end -->' },
    generated,
    (block) => `# Benchmarks\n\n${block}\n${DEFAULT_ANALYSIS}`,
  );
}

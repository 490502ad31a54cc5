// The archive benchmark's section of docs/benchmarks.md: the machine, then per database the
// writer's saves, each case's figures with its targets, and each group's first requests after a write.
import { DATABASE_LABEL } from '../database.ts';
import { int, fixed as ms, spread } from '../figures.ts';
import { commandLine } from '../options.ts';
import { machineLines } from '../report.ts';
import type { ArchiveReport, GroupResult } from './measure.ts';
import { type ArchiveOptions, QUIET_LOAD, TARGETS } from './options.ts';

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The warning of a busy machine, when the 1-minute load average at the start says so. */
export function busyWarning(loadBefore: number[]): string | undefined {
  const load = loadBefore[0] ?? 0;
  return load > QUIET_LOAD
    ? `Warning: the 1-minute load average was ${load.toFixed(2)} at the start (above ${QUIET_LOAD}): the machine was not quiet, so the figures are pessimistic.`
    : undefined;
}

export function machineSection(options: ArchiveOptions, loadBefore: number[], startedAt: Date): string {
  const warning = busyWarning(loadBefore);
  return [
    ...machineLines(startedAt, loadBefore),
    `- Command: \`${commandLine('bench:archive')}\``,
    ...(warning ? [`- **${warning}**`] : []),
    `- Meanwhile a separate process saves an article through the API (PUT /api/posts/{id}, with its last_update) every ${options.saveEvery} s: the text only and a move (to another category, or between published and draft, taken back by the next move of its kind) in turn.`,
    `- Per case: its reply checked with the writer paused (the total against a direct \`SELECT count(*)\` of the same filter, a text search's counted up to ${int(10_001)} so that past ${int(10_000)} it must be flagged \`total_is_lower_bound\`; the rows on the page), then 10 warm-up requests and ${options.requests} one at a time, then ${options.concurrentRequests} over ${options.connections} keep-alive connections; each phase capped at ${options.maxSeconds} s. After the cases of a group, ${options.probes} first requests after a write: the writer asks one of the group's pages, in turn, as soon as each save is acknowledged. After the last write every case is checked again.`,
    '- Server as shipped: the list cache on (totals and pages kept per instance until a write that touches them is heard).',
  ].join('\n');
}

function writerLines(report: ArchiveReport): string[] {
  const kinds = new Map<string, number[]>();
  for (const save of report.saves) {
    const kind = save.kind.replace(/ back$/, '');
    kinds.set(kind, [...(kinds.get(kind) ?? []), save.ms]);
  }
  const all = spread(report.saves.map((s) => s.ms));
  const failures = report.saves.filter((s) => !s.ok);
  const reasons = [...new Set(failures.map((s) => `${s.status} ${s.message ?? ''}`.trim()))];
  const failed = failures.length === 0 ? '0 failed' : `**${failures.length} failed** (${reasons.join('; ')})`;
  const perKind = [...kinds].map(
    ([kind, times]) => `${kind} ${times.length} (median ${ms(spread(times).p50)} ms)`,
  );
  return [
    `- Writer: ${report.saves.length} saves in ${report.writerSeconds.toFixed(0)} s (${perKind.join(', ')}), ${failed}; save latency p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms, longest ${ms(all.max)} ms.`,
  ];
}

function groupTarget(report: ArchiveReport, group: Pick<GroupResult, 'text'>): number {
  const target = TARGETS[report.kind];
  return group.text ? target.textP95Ms : target.p95Ms;
}

function caseTable(report: ArchiveReport, options: ArchiveOptions): string[] {
  const rps = TARGETS[report.kind].rps;
  const n = options.connections;
  const lines = [
    `| Group | Case | total | p50 ms | p95 ms | p99 ms | req/s (${n} conn) | p95 ms (${n} conn) | errors | p95 target | req/s target |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | :---: |',
  ];
  for (const group of report.groups) {
    const p95Target = groupTarget(report, group);
    for (const r of group.results) {
      const { sequential: s, concurrent: c, check } = r;
      const errors = s.errors + c.errors;
      const total = `${int(check.total)}${check.lowerBound ? '+' : ''}${check.total === check.expectedTotal ? '' : ` (count ${int(check.expectedTotal)})`}`;
      const rpsCell = rps === undefined ? '–' : `${mark(c.rps >= rps && errors === 0)} ≥ ${int(rps)}`;
      lines.push(
        `| ${group.name} | ${r.case.name} | ${total} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${c.rps.toFixed(0)} | ${ms(c.p95)} | ${errors} | ${mark(s.p95 <= p95Target)} ≤ ${p95Target} | ${rpsCell} |`,
      );
    }
  }
  return lines;
}

function probeTable(report: ArchiveReport): string[] {
  const lines = [
    '| Group | first requests | p50 ms | p95 ms | p99 ms | longest ms | failed | p95 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  ];
  for (const group of report.groups) {
    const s = spread(group.probes.map((p) => p.ms));
    const target = groupTarget(report, group);
    const failed = group.probes.filter((p) => !p.ok).length;
    const met = s.count > 0 && s.p95 <= target && failed === 0;
    lines.push(
      `| ${group.name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${failed} | ${mark(met)} ≤ ${target} |`,
    );
  }
  const over = report.groups.flatMap((group) =>
    group.probes
      .filter((p) => p.ms > groupTarget(report, group))
      .map((p) => `- ${group.name}: \`${p.path}\` after a save (${p.after ?? '?'}): ${ms(p.ms)} ms`),
  );
  if (over.length > 0) lines.push('', 'First requests after a write above their p95 target:', '', ...over);
  return lines;
}

/** How many cases met every target that applies to them. */
function metCount(report: ArchiveReport): { met: number; of: number } {
  const rps = TARGETS[report.kind].rps;
  let met = 0;
  let of = 0;
  for (const group of report.groups) {
    for (const r of group.results) {
      of++;
      const errors = r.sequential.errors + r.concurrent.errors;
      if (
        r.sequential.p95 <= groupTarget(report, group) &&
        (rps === undefined || r.concurrent.rps >= rps) &&
        errors === 0 &&
        r.check.total === r.check.expectedTotal
      )
        met++;
    }
  }
  return { met, of };
}

export function databaseSection(report: ArchiveReport, options: ArchiveOptions): string {
  const target = TARGETS[report.kind];
  const lines = [
    `### ${DATABASE_LABEL[report.kind]}, ${int(report.articles)} articles`,
    '',
    `- ${report.version}`,
    `- Data: ${report.note}`,
    ...writerLines(report),
    `- Targets: p95 one at a time ≤ ${target.p95Ms} ms (text search ≤ ${target.textP95Ms} ms)${target.rps ? `; ≥ ${int(target.rps)} req/s at ${options.connections} connections with no error` : ''}; the first request after a write within the same p95.`,
    '',
  ];
  for (const problem of report.problems) lines.push(`- **Problem:** ${problem}`);
  if (report.problems.length > 0) lines.push('');
  if (report.groups.length === 0) return lines.join('\n');
  const { met, of } = metCount(report);
  lines.push(
    ...caseTable(report, options),
    '',
    `${met} of ${of} cases meet every target (and their total equals the count).`,
    '',
    'The first list request after each save (asked by the writer as soon as the save was acknowledged):',
    '',
    ...probeTable(report),
    '',
  );
  return lines.join('\n');
}

/** The lines of a run's figures on the console: every case that missed a target, and the problems. */
export function consoleSummary(reports: ArchiveReport[]): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    const { met, of } = metCount(report);
    lines.push(`${DATABASE_LABEL[report.kind]}: ${met} of ${of} cases meet every target.`);
    for (const problem of report.problems) lines.push(`  Problem: ${problem}`);
  }
  return lines;
}

// The archive benchmark on one database: the server as shipped (list cache on), a writer saving an
// article every few seconds throughout, each case's reply checked with the writer paused, its load
// one at a time and over concurrent connections, each group's first requests after a write, and
// every case checked once more after the last write.
import type { Database } from '../../../apps/api/src/db/client.ts';
import { countPosts, rows } from '../database.ts';
import { type BenchCase, mostCommon, queryString } from '../lists/cases.ts';
import { type CaseCheck, caseLoads, checkCase, type Target } from '../lists/measure.ts';
import type { LoadFigures } from '../load.ts';
import type { Kind } from '../options.ts';
import type { Prepared } from '../prepare.ts';
import { startBenchServer } from '../server.ts';
import { archiveGroups } from './cases.ts';
import type { ArchiveOptions } from './options.ts';
import { type Probe, type Save, startWriter, type WriterPlan } from './writer.ts';

export interface ArchiveCaseResult {
  case: BenchCase;
  check: CaseCheck;
  sequential: LoadFigures;
  concurrent: LoadFigures;
}

export interface GroupResult {
  name: string;
  text: boolean;
  results: ArchiveCaseResult[];
  /** The first list request after each save, the group's cases in turn. */
  probes: Probe[];
}

export interface ArchiveReport {
  kind: Kind;
  version: string;
  note: string;
  articles: number;
  groups: GroupResult[];
  saves: Save[];
  /** How long the writer ran, s. */
  writerSeconds: number;
  problems: string[];
}

/**
 * The writer's articles: the newest published ones of the front page (category 1), which the
 * default list shows on its first page, so that their saves touch what is measured. Only those
 * with a cover: a save without one is refused ('Tötlse fel a borítóképet!'), and the archive has
 * old articles without. The category move goes to the busiest other category.
 */
async function writerPlan(database: Database, target: Target, everyMs: number): Promise<WriterPlan> {
  const newest = await rows<{ id: number; menu_id: number }>(
    database,
    `select id, menu_id from posts where is_active and menu_type = 'post' and publish_at is null and thumbnail <> ''
     order by (menu_id = 1) desc, creation_date desc, id desc limit 6`,
  );
  const [moved, state, ...text] = newest;
  if (moved === undefined || state === undefined || text.length === 0)
    throw new Error('the archive has too few published articles with a cover for the writer');
  const away = await mostCommon<number>(
    database,
    'menu_id',
    `is_active and menu_id <> ${Number(moved.menu_id)}`,
  );
  return {
    port: target.port,
    token: target.token,
    everyMs,
    textIds: text.map((r) => Number(r.id)),
    categoryId: Number(moved.id),
    stateId: Number(state.id),
    awayMenuId: away ?? 2,
  };
}

/** Every case of the groups (those of --cases) on one database; the writer runs throughout. */
export async function benchArchive(prepared: Prepared, options: ArchiveOptions): Promise<ArchiveReport> {
  const { database } = prepared;
  const report: ArchiveReport = {
    kind: database.kind,
    version: prepared.version,
    note: prepared.note,
    articles: await countPosts(database),
    groups: [],
    saves: [],
    writerSeconds: 0,
    problems: [],
  };
  const server = await startBenchServer(database, {
    DATA_DIR: prepared.dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const target: Target = { database, ...server };
  try {
    const probe = await fetch(`${target.baseUrl}/api/admin-posts?type=post`, {
      headers: { authorization: `Bearer ${target.token}` },
    });
    if (probe.status !== 200) {
      report.problems.push(`GET /api/admin-posts answered ${probe.status}; nothing measured.`);
      return report;
    }
    const groups = (await archiveGroups(database, options.deepPage))
      .map((g) => ({
        ...g,
        cases: g.cases.filter((c) => !options.cases || c.name.toLowerCase().includes(options.cases)),
      }))
      .filter((g) => g.cases.length > 0);
    const everyMs = options.saveEvery * 1000;
    const writer = await startWriter(await writerPlan(database, target, everyMs));
    const writerStarted = performance.now();
    try {
      for (const group of groups) {
        console.log(`  ${group.name}`);
        const result: GroupResult = { name: group.name, text: group.text, results: [], probes: [] };
        for (const benchCase of group.cases) {
          // Checked between saves: a total read while an article moves could be either.
          await writer.pause();
          const check = await checkCase(target, benchCase, report.problems);
          writer.resume();
          const loads = await caseLoads(target, queryString(benchCase.query), options);
          result.results.push({ case: benchCase, check, ...loads });
          const { sequential: s, concurrent: c } = loads;
          console.log(
            `    ${benchCase.name}: total ${check.total}${check.lowerBound ? '+' : ''}; p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} p99 ${s.p99.toFixed(1)} ms; ` +
              `${options.connections} connections: ${c.rps.toFixed(0)} req/s, ${s.errors + c.errors} errors`,
          );
        }
        const paths = group.cases.map((c) => queryString(c.query));
        result.probes = await writer.probe(paths, options.probes, options.probes * everyMs * 2 + 10_000);
        const sorted = result.probes.map((p) => p.ms).sort((a, b) => a - b);
        console.log(
          `    first request after a write: ${sorted.length} probes, median ${(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN).toFixed(1)} ms, longest ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
        );
        report.groups.push(result);
      }
    } finally {
      await writer.stop();
      report.writerSeconds = (performance.now() - writerStarted) / 1000;
      report.saves = writer.saves;
    }
    // The cache heard every write of the run: each total must still be the count.
    const after: string[] = [];
    for (const group of groups)
      for (const benchCase of group.cases) await checkCase(target, benchCase, after);
    report.problems.push(...after.map((p) => `after the writes: ${p}`));
    const failedSaves = report.saves.filter((save) => !save.ok).length;
    if (failedSaves > 0) report.problems.push(`${failedSaves} of the writer's saves failed.`);
    const failedProbes = report.groups.flatMap((g) => g.probes).filter((p) => !p.ok).length;
    if (failedProbes > 0) report.problems.push(`${failedProbes} first requests after a write failed.`);
  } finally {
    await server.app.close();
  }
  return report;
}

// The article list's benchmark on one database: each case's reply checked against a direct count,
// its load one request at a time and over concurrent connections, and its query plans.
import { TEXT_SEARCH_TOTAL_CAP } from '@newsroom/shared';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { rows } from '../database.ts';
import { type LoadFigures, loadFigures, runLoad } from '../load.ts';
import type { Kind } from '../options.ts';
import type { Prepared } from '../prepare.ts';
import { startBenchServer } from '../server.ts';
import {
  apiQueries,
  type BenchCase,
  buildCases,
  countSql,
  explain,
  type PlanSummary,
  printable,
  queryString,
} from './cases.ts';
import type { ListsOptions } from './options.ts';
import { type ListScreenTiming, listScreenTiming } from './screen.ts';

export interface CaseResult {
  case: BenchCase;
  total: number;
  expectedTotal: number;
  rowsReturned: number;
  sequential: LoadFigures;
  concurrent: LoadFigures;
  dataPlan: PlanSummary;
  countPlan: PlanSummary;
  dataSqlText: string;
  countSqlText: string;
}

export interface DatabaseReport {
  kind: Kind;
  /** Whether the server kept exact totals and pages between writes (LIST_CACHE). */
  listCache: boolean;
  version: string;
  note: string;
  results: CaseResult[];
  screen?: ListScreenTiming;
  problems: string[];
}

export interface Target {
  database: Database;
  port: number;
  baseUrl: string;
  token: string;
}

/** A case's reply as checked: its total and page against a direct count. */
export interface CaseCheck {
  total: number;
  /** Whether the reply said its total is a lower bound (pagination.total_is_lower_bound). */
  lowerBound: boolean;
  expectedTotal: number;
  rowsReturned: number;
}

/**
 * Asks a case once and checks the reply against countSql: status ok, the total (a text search's
 * capped, with its lower-bound flag past the cap) and the rows on the page; the problems go to
 * `problems`.
 */
export async function checkCase(
  target: Omit<Target, 'port'>,
  benchCase: BenchCase,
  problems: string[],
): Promise<CaseCheck> {
  const { database, baseUrl, token } = target;
  const res = await fetch(baseUrl + queryString(benchCase.query), {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    status?: string;
    data?: unknown[];
    pagination?: { total?: unknown; total_is_lower_bound?: unknown };
  };
  const total = typeof body.pagination?.total === 'number' ? body.pagination.total : Number.NaN;
  const lowerBound = body.pagination?.total_is_lower_bound === true;
  const [counted] = await rows<{ n: string | number }>(database, countSql(benchCase.query));
  const matches = Number(counted?.n ?? Number.NaN);
  // Only a text search is capped (countSql counts its matches one past the cap at most).
  const expectedLowerBound = Boolean(benchCase.query.text) && matches > TEXT_SEARCH_TOTAL_CAP;
  const expectedTotal = expectedLowerBound ? TEXT_SEARCH_TOTAL_CAP : matches;
  const perPage = benchCase.query.per_page ?? 20;
  const expectedRows = Math.max(0, Math.min(perPage, matches - ((benchCase.query.page ?? 1) - 1) * perPage));
  if ((body.data?.length ?? -1) !== expectedRows) {
    problems.push(
      `${benchCase.name}: ${body.data?.length ?? 'no'} rows on the page, expected ${expectedRows}.`,
    );
  }
  if (body.status !== 'ok' || total !== expectedTotal || lowerBound !== expectedLowerBound) {
    const bound = (flag: boolean) => (flag ? ' (a lower bound)' : '');
    problems.push(
      `${benchCase.name}: reply status ${body.status ?? res.status}, total ${total}${bound(lowerBound)}, expected ${expectedTotal}${bound(expectedLowerBound)} (SELECT count(*)).`,
    );
  }
  return { total, lowerBound, expectedTotal, rowsReturned: body.data?.length ?? 0 };
}

/** The load phases of a case: one request at a time, then over concurrent connections. */
export async function caseLoads(
  target: Pick<Target, 'port' | 'token'>,
  urlPath: string,
  options: Pick<ListsOptions, 'requests' | 'concurrentRequests' | 'connections' | 'maxSeconds'>,
): Promise<{ sequential: LoadFigures; concurrent: LoadFigures }> {
  const load = {
    port: target.port,
    path: urlPath,
    expect: 200,
    checkList: true,
    maxMs: options.maxSeconds * 1000,
    headers: { authorization: `Bearer ${target.token}`, accept: 'application/json' },
  };
  const sequential = loadFigures(
    await runLoad({ ...load, connections: 1, requests: options.requests, warmup: 10 }),
  );
  const concurrent = loadFigures(
    await runLoad({
      ...load,
      connections: options.connections,
      requests: options.concurrentRequests,
      warmup: options.connections,
    }),
  );
  return { sequential, concurrent };
}

/** One case: its first reply checked (the problems go to `problems`), then its load and plans. */
async function measureCase(
  target: Target,
  benchCase: BenchCase,
  options: ListsOptions,
  problems: string[],
): Promise<CaseResult> {
  const { database } = target;
  const { total, expectedTotal, rowsReturned } = await checkCase(target, benchCase, problems);
  const { sequential, concurrent } = await caseLoads(target, queryString(benchCase.query), options);
  const queries = apiQueries(database, benchCase.query);
  return {
    case: benchCase,
    total,
    expectedTotal,
    rowsReturned,
    sequential,
    concurrent,
    dataPlan: await explain(database, queries.page),
    countPlan: await explain(database, queries.count),
    dataSqlText: printable(queries.page),
    countSqlText: printable(queries.count),
  };
}

/** Every case (those of --cases) on one database, with the list cache on or off. */
export async function benchDatabase(
  prepared: Prepared,
  options: ListsOptions,
  listCache: boolean,
): Promise<DatabaseReport> {
  const { database } = prepared;
  const report: DatabaseReport = {
    kind: database.kind,
    listCache,
    version: prepared.version,
    note: prepared.note,
    results: [],
    problems: [],
  };
  const { app, port, baseUrl, token } = await startBenchServer(database, {
    DATA_DIR: prepared.dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LIST_CACHE: listCache ? '1' : '0',
  });
  try {
    const probe = await fetch(`${baseUrl}/api/admin-posts?type=post`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (probe.status !== 200) {
      report.problems.push(`GET /api/admin-posts answered ${probe.status}; nothing measured.`);
      return report;
    }
    const cases = (await buildCases(database)).filter(
      (c) => !options.cases || c.name.toLowerCase().includes(options.cases),
    );
    for (const benchCase of cases) {
      console.log(`  ${benchCase.name}`);
      const result = await measureCase(
        { database, port, baseUrl, token },
        benchCase,
        options,
        report.problems,
      );
      const { sequential: s, concurrent: c } = result;
      console.log(
        `    total ${result.total}; sequential p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} p99 ${s.p99.toFixed(1)} ms; ` +
          `${options.connections} connections: ${c.rps.toFixed(0)} req/s, p95 ${c.p95.toFixed(1)} ms, ${c.errors} errors`,
      );
      report.results.push(result);
    }
    if (options.browser && listCache) report.screen = await listScreenTiming(baseUrl);
  } finally {
    await app.close();
  }
  return report;
}

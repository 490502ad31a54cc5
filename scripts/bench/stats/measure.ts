// The dashboard, reports and tracking benchmark on one database: its visitor counters filled, the
// read cases one request at a time, and a burst of tracking hits counted after the final flush.
import { addDays, today } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { seedDemoVisits } from '../../../apps/api/src/scripts/demo-visits.ts';
import { rows, scalar } from '../database.ts';
import { loadFigures, runLoad } from '../load.ts';
import { BENCH_OPTIONS, count, type Kind, ONLY, type OptionValues, option, zeroOrMore } from '../options.ts';
import type { Prepared } from '../prepare.ts';
import { startBenchServer } from '../server.ts';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export const STATS_OPTIONS = {
  ...BENCH_OPTIONS,
  only: ONLY,
  views: option(10_000_000, count),
  hits: option(30_000, count),
  connections: option(50, count),
  flushMs: option(1000, zeroOrMore),
};

export type StatsOptions = OptionValues<typeof STATS_OPTIONS>;

interface ReadResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

interface TrackResult {
  sent: number;
  accepted: number;
  rps: number;
  p95: number;
  counted: number;
  flushMs: number;
  statuses: Record<string, number>;
  /** TRACK_FLUSH_MS of the measured server. */
  flushInterval: number;
}

export interface Section {
  kind: Kind;
  listCache: boolean;
  version: string;
  note: string;
  counters: string;
  reads: ReadResult[];
  track?: TrackResult;
}

/** Empties the counters and fills them with o.views page views over the last 90 days. */
export async function fillCounters(database: Database, o: StatsOptions): Promise<string> {
  await database.db.execute(sql`truncate post_visits_daily, post_visit_totals, site_visits_daily`);
  const r = await seedDemoVisits(database.db, { days: 90, targetViews: o.views });
  await database.db.execute(sql`vacuum analyze posts`);
  return `${r.views.toLocaleString('en')} page views in ${r.rows.toLocaleString('en')} daily rows, written in ${r.seconds.toFixed(0)} s`;
}

const siteViews = (database: Database) =>
  scalar(database, 'select coalesce(sum(views), 0) as n from site_visits_daily');

/** The dashboard and the reports over the last 90 days: [name, URL]. */
function readCases(): Array<readonly [string, string]> {
  const to = today();
  const range = `date_from=${addDays(to, -89)}&date_to=${to}`;
  return [
    ['GET /api/dashboard', '/api/dashboard'],
    ['Cikk darabszám, 90 days', `/api/reports/post-count?${range}`],
    ['Cikk típus, 90 days', `/api/reports/post-type?${range}`],
    ['Cikk darabszám, 90 days, visitor_type=mobile', `/api/reports/post-count?${range}&visitor_type=mobile`],
    [
      'Cikk típus, 90 days, menu_id=1, visitor_type=desktop',
      `/api/reports/post-type?${range}&menu_id=1&visitor_type=desktop`,
    ],
  ];
}

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** o.hits tracking hits over o.connections connections, counted after the final flush. */
async function measureTracking(
  database: Database,
  server: BenchServer,
  o: StatsOptions,
): Promise<TrackResult> {
  console.log(`  POST /api/public/track × ${o.hits} over ${o.connections} connections`);
  const paths = await rows<{ post_url: string }>(
    database,
    "select post_url from posts where is_active and menu_type = 'post' order by id desc limit 2000",
  );
  const devices = ['mobile', 'desktop', 'tablet', 'mobile', 'mobile'];
  const bodies = paths.map((p, i) => ({ path: p.post_url, device: devices[i % devices.length] }));
  await server.app.visitTracker.flush();
  const before = await siteViews(database);
  const r = await runLoad({
    port: server.port,
    method: 'POST',
    path: '/api/public/track',
    headers: { 'user-agent': BROWSER_UA },
    bodies,
    expect: 202,
    connections: o.connections,
    requests: o.hits,
    warmup: 0,
  });
  const flushStarted = performance.now();
  await server.app.visitTracker.flush();
  const flushMs = performance.now() - flushStarted;
  const figures = loadFigures(r);
  return {
    sent: figures.count,
    accepted: r.accepted,
    rps: figures.rps,
    p95: figures.p95,
    counted: (await siteViews(database)) - before,
    flushMs,
    statuses: r.statuses,
    flushInterval: o.flushMs,
  };
}

/** The read cases on one database with the cache on or off; tracking too when it is on. */
export async function measure(
  prepared: Prepared,
  o: StatsOptions,
  counters: string,
  listCache: boolean,
): Promise<Section> {
  const { database } = prepared;
  const server = await startBenchServer(database, {
    DATA_DIR: prepared.dataDir,
    PUBLIC_RATE_LIMIT: '100000000',
    TRACK_FLUSH_MS: String(o.flushMs),
    LIST_CACHE: listCache ? '1' : '0',
  });
  const section: Section = {
    kind: database.kind,
    listCache,
    version: prepared.version,
    note: prepared.note,
    counters,
    reads: [],
  };
  try {
    const headers = { authorization: `Bearer ${server.token}`, accept: 'application/json' };
    for (const [name, urlPath] of readCases()) {
      console.log(`  ${name}`);
      const r = loadFigures(
        await runLoad({
          port: server.port,
          method: 'GET',
          path: urlPath,
          headers,
          expect: 200,
          connections: 1,
          requests: o.requests,
          warmup: 10,
        }),
      );
      section.reads.push({ name, p50: r.p50, p95: r.p95, p99: r.p99, errors: r.errors });
    }
    if (listCache) section.track = await measureTracking(database, server, o);
  } finally {
    await server.app.close();
  }
  return section;
}

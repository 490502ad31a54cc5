// Demo visitor counters for seed:demo and the benchmark: realistic page views of the published
// articles over the last days, written straight into the counter tables with set-based SQL.
import { addDays, TIME_ZONE, today } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bumpRevision, DATA_REVISION } from '../modules/app/data-revisions.service.ts';

export interface DemoVisitsOptions {
  /** Days of history ending today (the newsroom's calendar day). Default 90. */
  days?: number;
  /** Scale the views so that about this many are added in all. Default: the natural amount. */
  targetViews?: number;
  /** The last day; default today. */
  lastDay?: string;
}

export interface DemoVisitsResult {
  views: number;
  rows: number;
  seconds: number;
}

/**
 * The views of one article on one day and device, as SQL over `p` (posts), `d` (the day) and
 * `share` (the device's share). A stable per-article popularity (a long tail: a few articles get
 * most views), a peak in the first days after publication that fades, a small steady tail, a
 * day-to-day wobble, and about 60% of views from phones. In float8: numeric arithmetic (a
 * literal like 1000.0) made it three times slower.
 */
function viewsExpression(scale: number) {
  return sql`(${scale}::float8 * share
      * (4 + 600 * power(((p.id::bigint * 2654435761) % 1000) / 1000.0::float8, 4))
      * (1.0::float8 / (1 + (d.day - (p.creation_date at time zone ${TIME_ZONE})::date) / 2.0::float8) + 0.03)
      * (0.6::float8 + ((p.id::bigint * 31 + (d.day - date '2000-01-01') * 17) % 80) / 100.0::float8))`;
}

/** The window of `options`: its first and last day. */
export function visitWindow(options: DemoVisitsOptions): { from: string; to: string } {
  const to = options.lastDay ?? today();
  return { from: addDays(to, -((options.days ?? 90) - 1)), to };
}

/**
 * Published articles × the days of the window since each was published × the two device classes:
 * post_id, day, device and views (0 included). Of the articles published more than 60 days before
 * the window, only the most popular `popularShare` still have readers in it.
 */
export function visitSourceRows(from: string, to: string, scale: number, popularShare = 0.3) {
  return sql`select p.id as post_id, d.day::date as day, dev.device, round(${viewsExpression(scale)})::int as views
    from posts p
    cross join lateral generate_series(
      greatest((p.creation_date at time zone ${TIME_ZONE})::date, ${from}::date),
      ${to}::date, interval '1 day') as g(day)
    cross join lateral (select g.day::date as day) d
    cross join (values ('desktop', 0.4::float8), ('mobile', 0.6::float8)) as dev(device, share)
    where p.menu_type = 'post' and p.is_active
      and p.creation_date < (${to}::date + 1)::timestamp at time zone ${TIME_ZONE}
      -- Older articles keep a tail of readers only when popular (the rest would round to 0 anyway).
      and (p.creation_date >= (${from}::date - 60)::timestamp at time zone ${TIME_ZONE}
        or (p.id::bigint * 2654435761) % 1000 >= ${Math.round(1000 * (1 - popularShare))})`;
}

function firstNumber(result: unknown, column: string): number {
  const rows = (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
  return Number(rows[0]?.[column] ?? 0);
}

/**
 * Adds demo page views to post_visits_daily, then rebuilds post_visit_totals and site_visits_daily
 * from it (rebuildVisitTotals).
 */
export async function seedDemoVisits(db: Db, options: DemoVisitsOptions = {}): Promise<DemoVisitsResult> {
  const started = performance.now();
  const { from, to } = visitWindow(options);
  let scale = 1;
  if (options.targetViews !== undefined) {
    // Two passes: the scale of the unrounded views, then a correction for what rounding changes.
    const sum = (s: number) =>
      db
        .execute(sql`select coalesce(sum(views), 0) as n from (${visitSourceRows(from, to, s)}) s`)
        .then((r) => firstNumber(r, 'n'));
    const first = await sum(1);
    if (first > 0) scale = options.targetViews / first;
    const rounded = await sum(scale);
    if (rounded > 0) scale *= options.targetViews / rounded;
  }
  const inserted = await db.execute(sql`with ins as (
      insert into post_visits_daily (post_id, day, device, views)
      select post_id, day, device, views from (${visitSourceRows(from, to, scale)}) s where views > 0
      on conflict (post_id, day, device) do update set views = post_visits_daily.views + excluded.views
      returning views)
    select count(*) as rows, coalesce(sum(views), 0) as views from ins`);
  await rebuildVisitTotals(db);
  await vacuumVisitTables(db);
  return {
    rows: firstNumber(inserted, 'rows'),
    views: firstNumber(inserted, 'views'),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Rebuilds post_visit_totals and site_visits_daily from post_visits_daily, so the three tables
 * agree (as the tracker keeps them), and tells the caches that the counters changed.
 */
export async function rebuildVisitTotals(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into post_visit_totals (post_id, desktop, mobile)
      select post_id, coalesce(sum(views) filter (where device = 'desktop'), 0),
             coalesce(sum(views) filter (where device = 'mobile'), 0)
      from post_visits_daily group by post_id
      on conflict (post_id) do update set desktop = excluded.desktop, mobile = excluded.mobile`);
    await tx.execute(sql`insert into site_visits_daily (day, device, views)
      select day, device, sum(views) from post_visits_daily group by day, device
      on conflict (day, device) do update set views = excluded.views`);
    await bumpRevision(tx as unknown as Db, DATA_REVISION.visits);
  });
}

/**
 * VACUUM sets the visibility map, so the reports' probes of the daily counters are index-only
 * (autovacuum does the same on a running server).
 */
export async function vacuumVisitTables(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze post_visits_daily`);
  await db.execute(sql`vacuum analyze post_visit_totals`);
  await db.execute(sql`vacuum analyze site_visits_daily`);
}

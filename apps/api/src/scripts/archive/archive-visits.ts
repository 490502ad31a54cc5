// The archive's visitor counters (npm run seed:archive): the demo's page views (demo-visits.ts)
// of the last 90 days, written chunk by chunk right after each chunk of articles, on the same
// connection, so that on PostgreSQL they are written two at a time too. A million articles over
// twenty years have about 45,000 in the last 150 days, which get their daily rows; of the older
// ones only the most read 1% keep readers, not the demo's 30%: on a million articles that made
// 49.6 million counter rows and more than half of the demo seed's time.
import { type SQL, sql } from 'drizzle-orm';
import { visitSourceRows } from '../demo-visits.ts';

/** Share of the older articles (published before the window's 60 days) that still have readers. */
export const POPULAR_SHARE = 0.01;

export interface VisitWindow {
  from: string;
  to: string;
}

/** Adds the page views of the articles with ids first … last; answers rows and views. */
export function chunkVisits(w: VisitWindow, first: number, last: number): SQL {
  return sql`with ins as (
      insert into post_visits_daily (post_id, day, device, views)
      select post_id, day, device, views from (${visitSourceRows(w.from, w.to, 1, POPULAR_SHARE)}) s
      where views > 0 and post_id between ${first} and ${last}
      returning views)
    select count(*)::int as rows, coalesce(sum(views), 0)::bigint as views from ins`;
}

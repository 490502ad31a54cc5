import type { PostFilter } from '@newsroom/shared';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postCounts, posts } from '../../db/schema/index.ts';
import { dayStart } from '../../lib/day-range.ts';
import { pageOffset } from '../../lib/paging.ts';
import { countedByCounters, keyConditions } from './post-counts.repo.ts';

/**
 * Deep pages of the date orders through the counters: page 2,000 newest first is not found by
 * skipping 40,000 index entries but by walking the counters (years, then that year's months,
 * then that month's days) to the day the page starts on and the few rows to skip within it; the
 * page query then starts at that day's edge of the list index (a keyset under the page numbers).
 */

/** Below this offset OFFSET is cheaper than three counter reads. */
export const DEEP_OFFSET = 2_000;

/** Where a deep page starts: on `day` (the newsroom's calendar), after `skip` rows of it and past. */
export interface DeepStart {
  day: string;
  skip: number;
  newestFirst: boolean;
}

/** The counters' periods of one level within [from, to], newest first or oldest first, with their totals. */
async function periods(
  db: Db,
  filter: PostFilter,
  level: 'y' | 'm' | 'd',
  from: string,
  to: string,
  newestFirst: boolean,
): Promise<Array<{ day: string; n: number }>> {
  const rows = await db
    .select({ day: postCounts.day, n: sql<string>`sum(${postCounts.n})` })
    .from(postCounts)
    .where(and(eq(postCounts.level, level), between(postCounts.day, from, to), ...keyConditions(filter)))
    .groupBy(postCounts.day)
    .orderBy(newestFirst ? sql`${postCounts.day} desc` : sql`${postCounts.day} asc`);
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

function nextPeriod(day: string, level: 'y' | 'm'): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (level === 'y') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The start of a deep page of sort=date or date_asc; 'end' when the page is past the last article
 * (it is empty); undefined when OFFSET serves it (a shallow page, a search, a date range, another
 * order).
 */
export async function findDeepStart(
  db: Db,
  filter: PostFilter,
  sort: string,
): Promise<DeepStart | 'end' | undefined> {
  if (sort !== 'date' && sort !== 'date_asc') return undefined;
  if (!countedByCounters(filter) || filter.date_from || filter.date_to) return undefined;
  let skip = pageOffset(filter);
  if (skip < DEEP_OFFSET) return undefined;
  const newestFirst = sort === 'date';
  let from = '1900-01-01';
  let to = '2999-12-31';
  for (const level of ['y', 'm', 'd'] as const) {
    let found: string | undefined;
    for (const period of await periods(db, filter, level, from, to, newestFirst)) {
      if (skip < period.n) {
        found = period.day;
        break;
      }
      skip -= period.n;
    }
    if (found === undefined) return 'end';
    if (level === 'd') return { day: found, skip, newestFirst };
    from = found;
    to = nextPeriod(found, level);
  }
  return 'end';
}

/** The rows from a deep page's day on, in the list's direction: the page query adds it to its filter. */
export function deepStartCondition(start: DeepStart): SQL {
  return start.newestFirst
    ? sql`${posts.creationDate} < ${dayStart(start.day)} + interval '1 day'`
    : sql`${posts.creationDate} >= ${dayStart(start.day)}`;
}

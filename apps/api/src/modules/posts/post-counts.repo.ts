import type { PostFilter } from '@newsroom/shared';
import { and, between, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postCounts } from '../../db/schema/index.ts';

/**
 * The article list's exact totals from the counters the posts triggers keep (db/schema/post-counts.ts,
 * migration 0016): a few hundred small rows summed instead of the matching articles counted.
 */

/** The first day the counters know (dateOnlySchema's first year) and a day past the last. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';

/** Rows of one counter level whose period starts within [from, to] (days, both inclusive). */
export interface PeriodRange {
  level: 'a' | 'y' | 'm' | 'd';
  from: string;
  to: string;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);
function addMonths(day: string, months: number): string {
  const d = asDate(day);
  d.setUTCMonth(d.getUTCMonth() + months);
  return asDay(d);
}
function addDaysTo(day: string, days: number): string {
  const d = asDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return asDay(d);
}

/**
 * Splits the days [from, to] into whole years, whole months and single days, the largest first:
 * at most about 30 days and 11 months at each end, the rest in years. Consecutive periods of a
 * level are merged into one range (level 'y' from 2001-01-01 to 2020-01-01 is 20 years).
 */
export function periodRanges(from: string | undefined, to: string | undefined): PeriodRange[] {
  if (!from && !to) return [{ level: 'a', from: FIRST_DAY, to: FIRST_DAY }];
  const ranges: PeriodRange[] = [];
  const push = (level: PeriodRange['level'], day: string) => {
    const last = ranges[ranges.length - 1];
    if (last?.level === level) last.to = day;
    else ranges.push({ level, from: day, to: day });
  };
  const end = to ?? LAST_DAY;
  let day = from ?? FIRST_DAY;
  while (day <= end) {
    const nextYear = day.endsWith('-01-01') ? addMonths(day, 12) : '';
    const nextMonth = day.endsWith('-01') ? addMonths(day, 1) : '';
    if (nextYear && addDaysTo(nextYear, -1) <= end) {
      push('y', day);
      day = nextYear;
    } else if (nextMonth && addDaysTo(nextMonth, -1) <= end) {
      push('m', day);
      day = nextMonth;
    } else {
      push('d', day);
      day = addDaysTo(day, 1);
    }
  }
  return ranges;
}

/**
 * Whether the counters answer a filter's total: every filter but the searches (q, text) and the
 * review state (the counters do not keep it; its drafts are few, counted by posts_workflow_idx).
 */
export function countedByCounters(filter: PostFilter): boolean {
  return !filter.q && !filter.text && !filter.workflow_status;
}

/** The counter rows of a filter's other conditions (state, scheduled, category, type, author). */
export function keyConditions(filter: PostFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.include_inactive !== '1' || filter.type === 'scheduled')
    conditions.push(eq(postCounts.isActive, true));
  if (filter.type === 'scheduled')
    conditions.push(eq(postCounts.menuType, 'draft'), eq(postCounts.scheduled, true));
  else if (filter.type) conditions.push(eq(postCounts.menuType, filter.type));
  if (filter.menu_id) conditions.push(eq(postCounts.menuId, filter.menu_id));
  if (filter.post_type !== undefined) conditions.push(eq(postCounts.postType, filter.post_type));
  if (filter.user_id) conditions.push(eq(postCounts.userId, filter.user_id));
  return conditions;
}

/** The exact number of articles a filter matches (countedByCounters must hold). */
export async function countFromCounters(db: Db, filter: PostFilter): Promise<number> {
  const periods = periodRanges(filter.date_from, filter.date_to).map((r) =>
    and(eq(postCounts.level, r.level), between(postCounts.day, r.from, r.to)),
  );
  // A range that ends before it starts has no period; or() of none is no condition (every level summed).
  if (periods.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<string | null>`sum(${postCounts.n})` })
    .from(postCounts)
    .where(and(or(...periods), ...keyConditions(filter)));
  return Number(row?.n ?? 0);
}

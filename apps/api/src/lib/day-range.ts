import { TIME_ZONE } from '@newsroom/shared';
import { type AnyColumn, gte, lt, type SQL, sql } from 'drizzle-orm';

/** The start of a newsroom calendar day (`YYYY-MM-DD` in TIME_ZONE), as a timestamp. */
export const dayStart = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${TIME_ZONE}`;

/** Conditions keeping a timestamp column within calendar days, both ends inclusive. */
export function withinDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, dayStart(from)));
  if (to) conditions.push(lt(column, sql`${dayStart(to)} + interval '1 day'`));
  return conditions;
}

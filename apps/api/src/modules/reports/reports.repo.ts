import { TIME_ZONE, type VisitDevice } from '@newsroom/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, posts, postVisitsDaily } from '../../db/schema/index.ts';
import { dayStart } from '../../lib/day-range.ts';

/** What narrows a report, after the service resolved the range and the device class. */
export interface ReportQuery {
  from: string;
  to: string;
  menuId?: number;
  postType?: string;
  userId?: number;
  /** Only articles that had page views from this device class within the range. */
  device?: VisitDevice;
}

/** One cell of a report: articles published on a day, per category or post type. */
export interface ReportCell {
  day: string;
  key: string;
  n: number;
}

const publishedDay = sql<string>`to_char(${posts.creationDate} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;

function conditions(q: ReportQuery): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    eq(posts.menuType, 'post'),
    eq(posts.isActive, true),
    sql`${posts.creationDate} >= ${dayStart(q.from)}`,
    sql`${posts.creationDate} < ${dayStart(q.to)} + interval '1 day'`,
  ];
  if (q.menuId !== undefined) parts.push(eq(posts.menuId, q.menuId));
  if (q.postType !== undefined) parts.push(eq(posts.postType, q.postType));
  if (q.userId !== undefined) parts.push(eq(posts.userId, q.userId));
  if (q.device !== undefined) {
    parts.push(sql`exists (select 1 from ${postVisitsDaily} v
      where v.post_id = ${posts.id} and v.device = ${q.device}
        and v.day >= ${q.from}::date and v.day <= ${q.to}::date and v.views > 0)`);
  }
  return and(...parts);
}

/** Active published articles per publication day and category name. */
export function countPostsByDayAndMenu(db: Db, q: ReportQuery): Promise<ReportCell[]> {
  return db
    .select({ day: publishedDay, key: menus.name, n: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .innerJoin(menus, eq(menus.id, posts.menuId))
    .where(conditions(q))
    .groupBy(sql`1`, menus.name);
}

/** Active published articles per publication day and post type ('' for none). */
export function countPostsByDayAndType(db: Db, q: ReportQuery): Promise<ReportCell[]> {
  return db
    .select({ day: publishedDay, key: posts.postType, n: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .where(conditions(q))
    .groupBy(sql`1`, posts.postType);
}

import type { VisitDevice } from '@newsroom/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts, postVisitsDaily, postVisitTotals, siteVisitsDaily } from '../../db/schema/index.ts';

/** The id of the active, published article at one of these URLs (the path with and without its trailing slash). */
export async function findPublishedPostIdByUrl(db: Db, urls: string[]): Promise<number | undefined> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.postUrl, urls), eq(posts.isActive, true), eq(posts.menuType, 'post')))
    .limit(1);
  return rows[0]?.id;
}

/** Rows per statement: four parameters a row stays well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_STATEMENT = 5000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/** Page views of one article on one day from one device class. */
export interface VisitCount {
  postId: number;
  day: string;
  device: VisitDevice;
  views: number;
}

/**
 * Adds a batch of page views to the three counter tables in one transaction: per article and day,
 * per article (the lists' running totals) and per day for the whole site. Rows are written in key
 * order, so two processes flushing at once lock them in the same order and never deadlock.
 */
export async function addVisitCounts(db: Db, counts: VisitCount[]): Promise<void> {
  if (counts.length === 0) return;
  const daily = [...counts].sort(
    (a, b) => a.postId - b.postId || a.day.localeCompare(b.day) || a.device.localeCompare(b.device),
  );
  const totals = new Map<number, { desktop: number; mobile: number }>();
  const site = new Map<string, number>();
  for (const c of daily) {
    const t = totals.get(c.postId) ?? { desktop: 0, mobile: 0 };
    t[c.device] += c.views;
    totals.set(c.postId, t);
    const key = `${c.day}|${c.device}`;
    site.set(key, (site.get(key) ?? 0) + c.views);
  }
  // Runs inside the caller's transaction (visit-tracker.ts): the three counters change together.
  for (const part of chunks(daily)) {
    await db
      .insert(postVisitsDaily)
      .values(part.map((c) => ({ postId: c.postId, day: c.day, device: c.device, views: c.views })))
      .onConflictDoUpdate({
        target: [postVisitsDaily.postId, postVisitsDaily.day, postVisitsDaily.device],
        set: { views: sql`${postVisitsDaily.views} + excluded.views` },
      });
  }
  for (const part of chunks([...totals])) {
    await db
      .insert(postVisitTotals)
      .values(part.map(([postId, t]) => ({ postId, desktop: t.desktop, mobile: t.mobile })))
      .onConflictDoUpdate({
        target: postVisitTotals.postId,
        set: {
          desktop: sql`${postVisitTotals.desktop} + excluded.desktop`,
          mobile: sql`${postVisitTotals.mobile} + excluded.mobile`,
        },
      });
  }
  await db
    .insert(siteVisitsDaily)
    .values(
      [...site]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, views]) => {
          const [day = '', device = ''] = key.split('|');
          return { day, device, views };
        }),
    )
    .onConflictDoUpdate({
      target: [siteVisitsDaily.day, siteVisitsDaily.device],
      set: { views: sql`${siteVisitsDaily.views} + excluded.views` },
    });
}

import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * Built-in visitor statistics: page views per article, day and device class ('desktop' or 'mobile';
 * tablets count as mobile). The reports and the dashboard read ranges of days from here.
 */
export const postVisitsDaily = pgTable(
  'post_visits_daily',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.device] }), index('post_visits_daily_day_idx').on(t.day)],
);

/** Running totals per article, so a list page reads 20 rows instead of summing their history. */
export const postVisitTotals = pgTable(
  'post_visit_totals',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id),
    desktop: integer('desktop').notNull().default(0),
    mobile: integer('mobile').notNull().default(0),
  },
  // The article list's sort=visitors reads it backwards: the most visited first (posts-list.repo.ts).
  (t) => [index('post_visit_totals_visitors_idx').on(sql`(${t.desktop} + ${t.mobile})`, t.postId)],
);

/** Site-wide page views per day and device class, for the dashboard's totals and weekly chart. */
export const siteVisitsDaily = pgTable(
  'site_visits_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.device] })],
);

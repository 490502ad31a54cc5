import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The article list's exact totals, kept by the posts_counts triggers (migration 0016) in the
 * transaction of every write, whatever path makes it. One row per combination of the list's
 * filters (state, scheduled, category, post type, author) and a period of the creation date in
 * the newsroom's calendar: level 'a' (all time, day 1900-01-01), 'y' (a year, its first day),
 * 'm' (a month) and 'd' (a day), so a date range is the sum of a handful of ranges of rows
 * (modules/posts/post-counts.repo.ts).
 */
export const postCounts = pgTable(
  'post_counts',
  {
    level: text('level').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    menuType: text('menu_type').notNull(),
    isActive: boolean('is_active').notNull(),
    /** An active or inactive draft with a publication time (the list's type=scheduled). */
    scheduled: boolean('scheduled').notNull(),
    menuId: integer('menu_id').notNull(),
    postType: text('post_type').notNull(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'post_counts_pkey',
      columns: [t.level, t.day, t.menuType, t.isActive, t.scheduled, t.menuId, t.postType, t.userId],
    }),
  ],
);

/**
 * How far the start-up upgrade (db/archive-upgrade.ts) has brought the articles that existed
 * before migration 0016, in id order (2147483647: all of them). Articles up to `counted_to` are
 * in the counters (the triggers count only those while it fills them in batches); articles up to
 * `vectors_to` have their search vectors (newer ones get theirs from a trigger when written).
 */
export const archiveUpgradeState = pgTable('archive_upgrade_state', {
  id: integer('id').primaryKey().default(1),
  countedTo: integer('counted_to').notNull(),
  vectorsTo: integer('vectors_to').notNull(),
});

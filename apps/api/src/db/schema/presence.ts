import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * Who has an article open in an editor (modules/presence): one row per article, user and browser
 * tab, refreshed by the editor's heartbeat. A row not refreshed for PRESENCE_TTL_MS counts as gone
 * and is deleted by the next heartbeat of anyone.
 */
export const postPresence = pgTable(
  'post_presence',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tabId: text('tab_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.tabId] }),
    index('post_presence_last_seen_idx').on(t.lastSeenAt),
  ],
);

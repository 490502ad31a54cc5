import type { InboxKind } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * What the newsroom tells one person (modules/inbox): a submission to review, a return or an
 * approval of their article, a mention in an article's comments. Written in the transaction of
 * what it tells; read until `read_at` is set.
 */
export const inboxEntries = pgTable(
  'inbox_entries',
  {
    id: serial('id').primaryKey(),
    /** Whose inbox. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<InboxKind>().notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    /** Who did it. */
    fromUserId: integer('from_user_id').references(() => users.id),
    /** The note of a return, or the comment's text; empty for the others. */
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('inbox_entries_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('inbox_entries_unread_idx').on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);

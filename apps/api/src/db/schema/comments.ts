import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * Editorial comments of an article (modules/comments): never public, read by those who may open
 * the article. `mentions` are the colleagues the comment names (each told in their inbox);
 * `resolved_at`/`resolved_by` are set while the comment is marked resolved.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    mentions: integer('mentions').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolvedBy: integer('resolved_by').references(() => users.id),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { postRevisions } from './revisions.ts';
import { users } from './users.ts';

/**
 * Corrections of published articles (modules/corrections): the kind ('helyesbites', 'pontositas',
 * 'frissites'), the text readers see, who recorded it and the revision it refers to. Public with
 * the article (the content API); a new one notifies the content caches (migration 0025).
 */
export const postCorrections = pgTable(
  'post_corrections',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id),
    revisionId: integer('revision_id').references(() => postRevisions.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('post_corrections_post_idx').on(t.postId, t.createdAt, t.id)],
);

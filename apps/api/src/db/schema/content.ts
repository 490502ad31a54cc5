import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * What 'Előnézet' showed of a published article: the form's text at that moment, kept behind a
 * signed preview token (modules/content) without saving the article, so the live one stays as it
 * is. Rows expire with their token and go with their article.
 */
export const previewSnapshots = pgTable(
  'preview_snapshots',
  {
    id: text('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdBy: integer('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('preview_snapshots_expires_idx').on(t.expiresAt)],
);

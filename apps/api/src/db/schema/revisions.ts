import { REVISION_ACTIONS, type RevisionAction } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * Every successful save of an article, as it stood after the save (modules/revisions): written in
 * the save's own transaction by copying the posts row, so a failed save writes none. An article's
 * revisions go with it if it is ever removed for good (articles are normally only deactivated).
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Who saved (for a scheduled publication: who scheduled it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<RevisionAction>().notNull(),
    menuType: text('menu_type').notNull(),
    title: text('title').notNull(),
    shortContent: text('short_content').notNull(),
    content: text('content').notNull(),
    keywords: text('keywords').notNull(),
    menuId: integer('menu_id').notNull(),
    secondaryMenuId: integer('secondary_menu_id').notNull(),
    postType: text('post_type').notNull(),
    thumbnail: text('thumbnail').notNull(),
    thumbnailSource: text('thumbnail_source').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, precision: 3 }),
    /** The revision a restore brought back. */
    restoredFrom: integer('restored_from').references((): AnyPgColumn => postRevisions.id, {
      onDelete: 'set null',
    }),
    /** Who scheduled the publication (the article's scheduled_by at the save). */
    scheduledBy: integer('scheduled_by').references(() => users.id),
  },
  (t) => [
    // An article's revisions, newest first: the list's page and its count read this index alone.
    index('post_revisions_post_idx').on(t.postId, t.id.desc()),
    // The foreign key's check when a revision is deleted (only with its article), on the few restores.
    index('post_revisions_restored_from_idx').on(t.restoredFrom).where(sql`${t.restoredFrom} is not null`),
    check(
      'post_revisions_action_check',
      sql.raw(`action in (${REVISION_ACTIONS.map((a) => `'${a}'`).join(', ')})`),
    ),
  ],
);

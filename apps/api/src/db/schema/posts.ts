import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, type WorkflowStatus } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hungarianOrder } from '../hungarian-sort.ts';
import { menus } from './menus.ts';
import { users } from './users.ts';

/** PostgreSQL's full-text document type; only SQL reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Articles, drafts and published (docs/product.md: Article). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** The title as searched: accents folded, lower case (foldForSearch does the same to the query). */
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(translate(title, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`)),
    shortContent: text('short_content').notNull().default(''),
    content: text('content').notNull().default(''),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    secondaryMenuId: integer('secondary_menu_id').notNull().default(0),
    postType: text('post_type').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    thumbnail: text('thumbnail').notNull().default(''),
    thumbnailSource: text('thumbnail_source').notNull().default(''),
    /** The cover's pixel size as stored (0: not known, an image stored before sizes were kept). */
    thumbnailWidth: integer('thumbnail_width').notNull().default(0),
    thumbnailHeight: integer('thumbnail_height').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by'),
    menuType: text('menu_type').notNull().default('draft'),
    postUrl: text('post_url').notNull(),
    shortname: text('shortname').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUpdate: timestamp('last_update', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    desktopVisitors: integer('desktop_visitors').notNull().default(0),
    mobileVisitors: integer('mobile_visitors').notNull().default(0),
    totalVisitors: integer('total_visitors').notNull().default(0),
    /**
     * A draft's publication time: it stays a draft until then, and the scheduler
     * (modules/scheduling) publishes it once that time has passed. Null: not scheduled.
     */
    publishAt: timestamp('publish_at', { withTimezone: true, precision: 3 }),
    /**
     * The scheduler published it late (modules/posts/scheduling.repo.ts): no server ran at its
     * publish_at, or the run that published it came more than an interval after it.
     */
    publishedLate: boolean('published_late').notNull().default(false),
    /** When the scheduler published it late (the dashboard lists the last day's); null otherwise. */
    publishedLateAt: timestamp('published_late_at', { withTimezone: true, precision: 3 }),
    /** Who set publish_at; the scheduled publication's revision names them. */
    scheduledBy: integer('scheduled_by').references(() => users.id),
    /**
     * The review workflow of a draft (packages/shared/src/workflow.ts): draft, submitted, returned
     * or approved; withdrawing a published article starts it over. Changed only by
     * POST /api/posts/{id}/workflow (modules/posts/workflow.service.ts).
     */
    workflowStatus: text('workflow_status').$type<WorkflowStatus>().notNull().default('draft'),
    /** The reviewer's note of the last return, for the author; empty otherwise. */
    workflowNote: text('workflow_note').notNull().default(''),
    /** 'Felelős szerkesztő': the colleague responsible for the article, or null. */
    responsibleEditorId: integer('responsible_editor_id').references(() => users.id),
    /** No publication path makes the article public before this time (null: no embargo). */
    embargoUntil: timestamp('embargo_until', { withTimezone: true, precision: 3 }),
    /**
     * When the article first went public; set by the posts_published_at trigger (migration 0015) on
     * every path that publishes (save, bulk, scheduler, restore), kept through unpublishing. The
     * content API (modules/content) orders and pages by it.
     */
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    /**
     * The title, lead and text as the 'Szöveg' filter searches them: Hungarian stems with accents
     * folded, weighted A, B and C. Kept by the posts_search_vector trigger (migration 0016); null
     * only until the start-up upgrade has filled an older article (db/archive-upgrade.ts).
     */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    uniqueIndex('posts_shortname_idx').on(t.shortname),
    // The visitor tracker finds the article of a public page by its URL.
    index('posts_post_url_idx').on(t.postUrl),
    index('posts_user_drafts_idx').on(t.userId).where(sql`${t.isActive} and ${t.menuType} = 'draft'`),
    // The list is ordered newest first; each single filter has an index that serves it in that order
    // (and, scanned backwards, oldest first: sort=date_asc).
    index('posts_list_idx').on(t.menuType, t.isActive, t.creationDate.desc(), t.id.desc()),
    index('posts_menu_list_idx').on(t.menuId, t.menuType, t.isActive, t.creationDate.desc(), t.id.desc()),
    index('posts_author_list_idx').on(t.userId, t.menuType, t.isActive, t.creationDate.desc(), t.id.desc()),
    index('posts_type_list_idx').on(t.postType, t.menuType, t.isActive, t.creationDate.desc(), t.id.desc()),
    // sort=title / title_desc (Hungarian alphabetical: the sort key of db/hungarian-sort.ts, the
    // same expression as the list's ORDER BY), for the list alone, a category, and an author (the
    // drafts list); desc scans them backwards. The title itself comes last: PostgreSQL reads an
    // expression from an index only when the columns it is made of are in the index too, so a deep
    // page (OFFSET) is an index-only scan instead of a heap fetch per skipped row.
    index('posts_title_key_list_idx').on(
      t.menuType,
      t.isActive,
      hungarianOrder(sql`${t.title}`),
      t.id,
      t.title,
    ),
    index('posts_menu_title_key_list_idx').on(
      t.menuId,
      t.menuType,
      t.isActive,
      hungarianOrder(sql`${t.title}`),
      t.id,
      t.title,
    ),
    index('posts_author_title_key_list_idx').on(
      t.userId,
      t.menuType,
      t.isActive,
      hungarianOrder(sql`${t.title}`),
      t.id,
      t.title,
    ),
    // Counting a common word's matches reads this narrow index instead of the wide table.
    index('posts_list_search_idx').on(t.menuType, t.isActive, t.titleSearch),
    // Title search (q): trigram index on the folded title for substring matches with LIKE.
    index('posts_title_search_trgm_idx').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
    // The content API's lists, newest published first, keyset-paged on (published_at, id).
    index('posts_public_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.menuType} = 'post' and ${t.isActive}`),
    index('posts_public_menu_idx')
      .on(t.menuId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.menuType} = 'post' and ${t.isActive}`),
    // The 'Szöveg' filter (text): built CONCURRENTLY by the start-up upgrade (db/archive-upgrade.ts),
    // not by the migration, so a large table is not locked against writes while it is built.
    index('posts_search_vector_idx').using('gin', t.searchVector),
    // The desk's lists ('Jóváhagyásra vár', 'Visszaküldve nekem'): the few drafts in review.
    index('posts_workflow_idx')
      .on(t.workflowStatus, t.creationDate.desc(), t.id.desc())
      .where(sql`${t.menuType} = 'draft' and ${t.isActive} and ${t.workflowStatus} <> 'draft'`),
    // sort=title with the post type filter (the other filters have theirs above).
    index('posts_type_title_key_list_idx').on(
      t.postType,
      t.menuType,
      t.isActive,
      hungarianOrder(sql`${t.title}`),
      t.id,
      t.title,
    ),
    // The scheduler's due drafts and the dashboard's upcoming ones, soonest first.
    index('posts_publish_due_idx')
      .on(t.publishAt)
      .where(sql`${t.menuType} = 'draft' and ${t.isActive} and ${t.publishAt} is not null`),
    // The dashboard's articles published late lately, latest first: only the few late ones.
    index('posts_published_late_idx')
      .on(t.publishedLateAt.desc(), t.id.desc())
      .where(sql`${t.publishedLate}`),
  ],
);

/**
 * The scheduled publisher's record, one row ('publish') shared by every instance
 * (modules/posts/scheduling.repo.ts): when a run last looked for due articles, and `late_until`, the
 * time of the latest run that came after a gap in the runs (no server ran, or the runs stalled):
 * every article due by then and published since counts late, whichever instance publishes it.
 */
export const schedulerRuns = pgTable('scheduler_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, precision: 3 }).notNull(),
  lateUntil: timestamp('late_until', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * An article's earlier shortnames once it was public (docs/api.md, "Old addresses"), written by the
 * posts_old_shortname trigger (migration 0028) on every path that renames one; the content API
 * answers an old one with a redirect to the article's current address.
 */
export const postShortnameRedirects = pgTable('post_shortname_redirects', {
  oldShortname: text('old_shortname').primaryKey(),
  postId: integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
});

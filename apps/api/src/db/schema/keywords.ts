import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Keywords as managed tags ('Címkék', modules/keywords). posts.keywords stays SPEC's comma-joined
 * text; this table names each tag once by its fold (accents folded, lower case: 'gazdaság',
 * 'Gazdaság' and 'gazdasag' are one), with the spelling articles get, its public slug and how many
 * articles use it. The triggers of migration 0029 keep it: every save stores the canonical
 * spellings and adjusts the counts, whichever path wrote the article. A merged keyword stays as a
 * row pointing at the keyword it went into, so its spelling and slugs lead there.
 */
export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The current public slug (also in keyword_slugs, with the older ones). */
    slug: text('slug').notNull(),
    /** The name as compared: accents folded, lower case (keyword_fold() in SQL, foldForSearch). */
    fold: text('fold')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`lower(translate(btrim(name), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`),
      ),
    /** Active articles (drafts and published; not those in the trash) that carry it. */
    articleCount: integer('article_count').notNull().default(0),
    /** Of those, the published ones: what readers see (the content API's article_count). */
    publishedCount: integer('published_count').notNull().default(0),
    /** Set when it was merged into another keyword; such a row is no longer listed. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => keywords.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // No two live keywords fold equal; merged ones keep their spelling as an alias.
    uniqueIndex('keywords_live_fold_idx').on(t.fold).where(sql`${t.mergedIntoId} is null`),
    index('keywords_fold_idx').on(t.fold),
    index('keywords_merged_into_idx').on(t.mergedIntoId),
    // 'Címkék' and the editor's suggestions: most used first, by name, and searched by substring.
    index('keywords_count_list_idx')
      .on(t.articleCount.desc(), t.id.desc())
      .where(sql`${t.mergedIntoId} is null`),
    index('keywords_name_list_idx').on(t.fold, t.id).where(sql`${t.mergedIntoId} is null`),
    index('keywords_fold_trgm_idx').using('gin', sql`${t.fold} gin_trgm_ops`),
  ],
);

/** Every slug a keyword ever had: the current one answers, an older one redirects to it. */
export const keywordSlugs = pgTable(
  'keyword_slugs',
  {
    slug: text('slug').primaryKey(),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => keywords.id),
  },
  (t) => [index('keyword_slugs_keyword_idx').on(t.keywordId)],
);

/**
 * How far the start-up upgrade (db/archive-upgrade.ts) has counted the keywords of the articles
 * that existed before migration 0029: the triggers count an article only once it is passed, so a
 * large archive is counted in short batches while it stays writable.
 */
export const keywordUpgradeState = pgTable('keyword_upgrade_state', {
  id: integer('id').primaryKey().default(1),
  countedTo: integer('counted_to').notNull(),
});

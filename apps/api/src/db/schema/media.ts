import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The media library ('Médiatár', modules/media): every stored image, whichever screen uploaded it.
 * `url` is the stored path ('/uploads/…') that articles, banners and campaigns name; `sha256` is
 * the hash of the bytes as uploaded, so the same file uploaded again answers this row. `version`
 * grows when the file is replaced ('Csere') or the focal point moves: the sized copies' paths carry
 * it, so a copy is made once and cached for ever.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    fileName: text('file_name').notNull().default(''),
    type: text('type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    alt: text('alt').notNull().default(''),
    credit: text('credit').notNull().default(''),
    caption: text('caption').notNull().default(''),
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    version: integer('version').notNull().default(1),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** What `q` searches: alt text, credit, caption and file name, accents folded, lower case. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `lower(translate(alt || ' ' || credit || ' ' || caption || ' ' || file_name, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('media_url_idx').on(t.url),
    // Not unique: two identical files stored before the library (at different paths) are two items;
    // a new upload finds the first (modules/media/media.service.ts, ingestImage).
    index('media_sha256_idx').on(t.sha256),
    // The library's grid, newest first, keyset-paged on (created_at, id); by uploader too.
    index('media_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('media_uploader_list_idx').on(t.uploadedBy, t.createdAt.desc(), t.id.desc()),
    index('media_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Where each library item is used: an article's cover ('cover') or body ('content'), a banner
 * ('banner') or a campaign ('campaign'). Kept by triggers on posts and banners (migration 0026),
 * so every save path (editor, bulk, scheduler, restore, SQL) keeps it.
 */
export const mediaUsages = pgTable(
  'media_usages',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    kind: text('kind').notNull(),
    ownerId: integer('owner_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.kind, t.ownerId] }),
    index('media_usages_owner_idx').on(t.kind, t.ownerId),
  ],
);

import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownedRowColumns } from './columns.ts';

/** Ad-slot definitions for the ad server (docs/product.md: Google ad). Active when position is non-empty. */
export const googleAds = pgTable(
  'google_ads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    size: text('size').notNull(),
    divId: text('div_id').notNull(),
    pathMobile: text('path_mobile').notNull().default(''),
    sizeMobile: text('size_mobile').notNull().default(''),
    divIdMobile: text('div_id_mobile').notNull().default(''),
    position: text('position').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    ...ownedRowColumns(),
  },
  (t) => [
    index('google_ads_list_idx').on(t.isActive, t.lastUpdate.desc(), t.id.desc()),
    index('google_ads_div_id_idx').on(t.divId),
  ],
);

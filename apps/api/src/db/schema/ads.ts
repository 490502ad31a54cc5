import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownedRowColumns } from './columns.ts';

/**
 * Campaigns and banners (docs/product.md) share one table: they have the same fields and the public
 * click call (`GET /api/public/banners/{id}/click`) serves both, so one id space keeps it unambiguous.
 * `kind` tells them apart; `side` is 'campaign'/'inactive_campaign' for a campaign and a placement
 * code ('' = inactive) for a banner.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    side: text('side').notNull().default(''),
    bannerUrl: text('banner_url').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    totalClicks: integer('total_clicks').notNull().default(0),
    ...ownedRowColumns(),
  },
  (t) => [
    check('banners_kind_check', sql`${t.kind} in ('banner', 'campaign')`),
    index('banners_list_idx').on(t.kind, t.isActive, t.lastUpdate.desc(), t.id.desc()),
  ],
);

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

import {
  type BannerFilter,
  type BannerItem,
  type BannerKind,
  INACTIVE_FILTER,
  toFlag,
} from '@newsroom/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { banners, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

const columns = {
  id: banners.id,
  kind: banners.kind,
  title: banners.title,
  url: banners.url,
  side: banners.side,
  bannerUrl: banners.bannerUrl,
  width: banners.width,
  height: banners.height,
  totalClicks: banners.totalClicks,
  isActive: banners.isActive,
  userId: banners.userId,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
  creationDate: banners.creationDate,
  lastUpdate: banners.lastUpdate,
};

/** A row of `columns`, read with its author (bannersWithAuthor). */
type Row = SelectResultFields<typeof columns>;

/** The items with their author's name, for a page or one item. */
const bannersWithAuthor = (db: Db) =>
  db.select(columns).from(banners).leftJoin(users, eq(users.id, banners.userId));

function toBannerItem(row: Row): BannerItem {
  return {
    id: row.id,
    kind: row.kind as BannerKind,
    title: row.title,
    url: row.url,
    side: row.side,
    banner_url: row.bannerUrl,
    width: row.width,
    height: row.height,
    total_clicks: row.totalClicks,
    is_active: toFlag(row.isActive),
    user_id: row.userId,
    full_name: row.fullName,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
  };
}

/** The side a kind's inactive items have. */
const inactiveSide = (kind: BannerKind) => (kind === 'campaign' ? 'inactive_campaign' : '');

function listWhere(kind: BannerKind, filter: BannerFilter): SQL | undefined {
  const conditions: SQL[] = [eq(banners.kind, kind)];
  if (filter.include_inactive !== '1') conditions.push(eq(banners.isActive, true));
  if (filter.side !== undefined) {
    conditions.push(eq(banners.side, filter.side === INACTIVE_FILTER ? inactiveSide(kind) : filter.side));
  }
  return and(...conditions);
}

/** One page of a kind's items, newest change first. */
export async function findBannerPage(db: Db, kind: BannerKind, filter: BannerFilter): Promise<BannerItem[]> {
  const rows = await bannersWithAuthor(db)
    .where(listWhere(kind, filter))
    .orderBy(desc(banners.lastUpdate), desc(banners.id))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return rows.map(toBannerItem);
}

export async function countBanners(db: Db, kind: BannerKind, filter: BannerFilter): Promise<number> {
  return countWhere(db, banners, listWhere(kind, filter));
}

/** An item of the kind, active or not, or undefined. */
export async function findBannerById(db: Db, kind: BannerKind, id: number): Promise<BannerItem | undefined> {
  const [row] = await bannersWithAuthor(db)
    .where(and(eq(banners.id, id), eq(banners.kind, kind)))
    .limit(1);
  return row ? toBannerItem(row) : undefined;
}

export interface BannerWrite {
  title: string;
  url: string;
  side: string;
  /** Absent: the stored image stays. */
  image?: { bannerUrl: string; width: number; height: number };
}

function writeValues(values: BannerWrite) {
  const { image, ...rest } = values;
  return image ? { ...rest, ...image } : rest;
}

export async function insertBanner(
  db: Db,
  kind: BannerKind,
  values: BannerWrite,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(banners)
    .values({ kind, ...writeValues(values), userId, updatedBy: userId })
    .returning({ id: banners.id });
  if (!row) throw new Error('insertBanner: the insert returned no row');
  return row.id;
}

/**
 * The one UPDATE of an active item of the kind: sets `values`, updated_by and a new last_update;
 * with `loadedLastUpdate`, only if its last_update is still the one loaded (optimistic locking).
 * False when there is no active item of the kind with this id, or it changed.
 */
async function updateActiveBanner(
  db: Db,
  kind: BannerKind,
  id: number,
  values: PgUpdateSetSource<typeof banners>,
  userId: number,
  loadedLastUpdate?: Date,
): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({ ...values, updatedBy: userId, lastUpdate: bumpLastUpdate(banners.lastUpdate) })
    .where(
      and(
        eq(banners.id, id),
        eq(banners.kind, kind),
        eq(banners.isActive, true),
        loadedLastUpdate ? eq(banners.lastUpdate, loadedLastUpdate) : undefined,
      ),
    )
    .returning({ id: banners.id });
  return rows.length > 0;
}

/**
 * Writes an active item of the kind when its last_update is still the one loaded; user_id becomes
 * the saving user (docs/product.md). False when it changed, or is gone.
 */
export const updateBannerIfUnchanged = (
  db: Db,
  kind: BannerKind,
  id: number,
  loadedLastUpdate: Date,
  values: BannerWrite,
  userId: number,
): Promise<boolean> =>
  updateActiveBanner(db, kind, id, { ...writeValues(values), userId }, userId, loadedLastUpdate);

/** Soft delete; false when there is no active item of the kind with this id. */
export const deactivateBanner = (db: Db, kind: BannerKind, id: number, userId: number): Promise<boolean> =>
  updateActiveBanner(db, kind, id, { isActive: false }, userId);

const clickable = (id: number) =>
  and(eq(banners.id, id), eq(banners.isActive, true), sql`${banners.url} ~* '^https?://'`);

/**
 * Counts one click of an active campaign or banner with an http(s) link, in one statement (the
 * increment happens in the database, so concurrent clicks never overwrite each other), and
 * answers its link; undefined when there is nothing to count.
 */
export async function countClick(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(banners)
    .set({ totalClicks: sql`${banners.totalClicks} + 1` })
    .where(clickable(id))
    .returning({ url: banners.url });
  return row?.url;
}

/** The link a click would go to, without counting (a HEAD request is no click). */
export async function findClickTarget(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ url: banners.url }).from(banners).where(clickable(id)).limit(1);
  return row?.url;
}

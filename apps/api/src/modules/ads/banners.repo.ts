import {
  type BannerFilter,
  type BannerItem,
  type BannerKind,
  INACTIVE_FILTER,
  toFlag,
} from '@newsroom/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
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

interface Row {
  id: number;
  kind: string;
  title: string;
  url: string;
  side: string;
  bannerUrl: string;
  width: number;
  height: number;
  totalClicks: number;
  isActive: boolean;
  userId: number;
  fullName: string;
  creationDate: Date;
  lastUpdate: Date;
}

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
  const rows = await db
    .select(columns)
    .from(banners)
    .leftJoin(users, eq(users.id, banners.userId))
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
  const [row] = await db
    .select(columns)
    .from(banners)
    .leftJoin(users, eq(users.id, banners.userId))
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
 * Writes an active item of the kind when its last_update is still the one loaded; user_id becomes
 * the saving user (docs/product.md). False when it changed, or is gone.
 */
export async function updateBannerIfUnchanged(
  db: Db,
  kind: BannerKind,
  id: number,
  loadedLastUpdate: Date,
  values: BannerWrite,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({
      ...writeValues(values),
      userId,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(banners.lastUpdate),
    })
    .where(
      and(
        eq(banners.id, id),
        eq(banners.kind, kind),
        eq(banners.isActive, true),
        eq(banners.lastUpdate, loadedLastUpdate),
      ),
    )
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** Soft delete; false when there is no active item of the kind with this id. */
export async function deactivateBanner(
  db: Db,
  kind: BannerKind,
  id: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({ isActive: false, updatedBy: userId, lastUpdate: bumpLastUpdate(banners.lastUpdate) })
    .where(and(eq(banners.id, id), eq(banners.kind, kind), eq(banners.isActive, true)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

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

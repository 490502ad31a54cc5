import { type GoogleAd, type GoogleAdFilter, INACTIVE_FILTER, toFlag } from '@newsroom/shared';
import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { googleAds, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

const columns = {
  row: googleAds,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
};

function toGoogleAd({ row, fullName }: { row: typeof googleAds.$inferSelect; fullName: string }): GoogleAd {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    size: row.size,
    div_id: row.divId,
    path_mobile: row.pathMobile,
    size_mobile: row.sizeMobile,
    div_id_mobile: row.divIdMobile,
    position: row.position,
    width: row.width,
    height: row.height,
    is_active: toFlag(row.isActive),
    user_id: row.userId,
    full_name: fullName,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
  };
}

function listWhere(filter: GoogleAdFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.include_inactive !== '1') conditions.push(eq(googleAds.isActive, true));
  if (filter.position !== undefined) {
    conditions.push(eq(googleAds.position, filter.position === INACTIVE_FILTER ? '' : filter.position));
  }
  if (filter.div_id !== undefined) {
    // A div_id in use: by a live slot (a position), as its desktop or its mobile element.
    conditions.push(ne(googleAds.position, ''));
    const byDiv = or(eq(googleAds.divId, filter.div_id), eq(googleAds.divIdMobile, filter.div_id));
    if (byDiv) conditions.push(byDiv);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of ad slots, newest change first. */
export async function findGoogleAdPage(db: Db, filter: GoogleAdFilter): Promise<GoogleAd[]> {
  const rows = await db
    .select(columns)
    .from(googleAds)
    .leftJoin(users, eq(users.id, googleAds.userId))
    .where(listWhere(filter))
    .orderBy(desc(googleAds.lastUpdate), desc(googleAds.id))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return rows.map(toGoogleAd);
}

export async function countGoogleAds(db: Db, filter: GoogleAdFilter): Promise<number> {
  return countWhere(db, googleAds, listWhere(filter));
}

export async function findGoogleAdById(db: Db, id: number): Promise<GoogleAd | undefined> {
  const [row] = await db
    .select(columns)
    .from(googleAds)
    .leftJoin(users, eq(users.id, googleAds.userId))
    .where(eq(googleAds.id, id))
    .limit(1);
  return row ? toGoogleAd(row) : undefined;
}

export type GoogleAdWrite = Pick<
  typeof googleAds.$inferInsert,
  | 'name'
  | 'path'
  | 'size'
  | 'divId'
  | 'pathMobile'
  | 'sizeMobile'
  | 'divIdMobile'
  | 'position'
  | 'width'
  | 'height'
>;

export async function insertGoogleAd(db: Db, values: GoogleAdWrite, userId: number): Promise<number> {
  const [row] = await db
    .insert(googleAds)
    .values({ ...values, userId, updatedBy: userId })
    .returning({ id: googleAds.id });
  if (!row) throw new Error('insertGoogleAd: the insert returned no row');
  return row.id;
}

/** Writes an active slot when its last_update is still the one loaded; false when it changed or is gone. */
export async function updateGoogleAdIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  values: GoogleAdWrite,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(googleAds)
    .set({ ...values, userId, updatedBy: userId, lastUpdate: bumpLastUpdate(googleAds.lastUpdate) })
    .where(
      and(eq(googleAds.id, id), eq(googleAds.isActive, true), eq(googleAds.lastUpdate, loadedLastUpdate)),
    )
    .returning({ id: googleAds.id });
  return rows.length > 0;
}

/** Soft delete; false when there is no active slot with this id. */
export async function deactivateGoogleAd(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(googleAds)
    .set({ isActive: false, updatedBy: userId, lastUpdate: bumpLastUpdate(googleAds.lastUpdate) })
    .where(and(eq(googleAds.id, id), eq(googleAds.isActive, true)))
    .returning({ id: googleAds.id });
  return rows.length > 0;
}

import { toFlag, type VotingItem, type VotingWidget, type VotingWidgetFilter } from '@newsroom/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, votingWidgetItems, votingWidgets } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

/** A transaction handle or the database: repository calls compose inside a service's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const widgetColumns = {
  id: votingWidgets.id,
  name: votingWidgets.name,
  rightSide: votingWidgets.rightSide,
  isActive: votingWidgets.isActive,
  userId: votingWidgets.userId,
  fullName: fullNameSql,
  creationDate: votingWidgets.creationDate,
  lastUpdate: votingWidgets.lastUpdate,
};

type WidgetRow = {
  id: number;
  name: string;
  rightSide: boolean;
  isActive: boolean;
  userId: number;
  fullName: string;
  creationDate: Date;
  lastUpdate: Date;
};

/** The items of these polls, each poll's in position order. */
async function itemsOf(db: Tx, widgetIds: number[]): Promise<Map<number, VotingItem[]>> {
  const byWidget = new Map<number, VotingItem[]>(widgetIds.map((id) => [id, []]));
  if (widgetIds.length === 0) return byWidget;
  const rows = await db
    .select({
      id: votingWidgetItems.id,
      widgetId: votingWidgetItems.widgetId,
      name: votingWidgetItems.name,
      votes: votingWidgetItems.votes,
    })
    .from(votingWidgetItems)
    .where(inArray(votingWidgetItems.widgetId, widgetIds))
    .orderBy(asc(votingWidgetItems.widgetId), asc(votingWidgetItems.position), asc(votingWidgetItems.id));
  for (const r of rows) byWidget.get(r.widgetId)?.push({ id: r.id, name: r.name, votes: r.votes });
  return byWidget;
}

function toVotingWidget(row: WidgetRow, items: VotingItem[]): VotingWidget {
  return {
    id: row.id,
    name: row.name,
    items,
    total_votes: items.reduce((sum, item) => sum + item.votes, 0),
    right_side: toFlag(row.rightSide),
    is_active: toFlag(row.isActive),
    user_id: row.userId,
    full_name: row.fullName,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
  };
}

/** One page of active polls, newest first, with their items. */
export async function findWidgetPage(db: Db, filter: VotingWidgetFilter): Promise<VotingWidget[]> {
  const rows = await db
    .select(widgetColumns)
    .from(votingWidgets)
    .innerJoin(users, eq(users.id, votingWidgets.userId))
    .where(eq(votingWidgets.isActive, true))
    .orderBy(desc(votingWidgets.id))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toVotingWidget(r, items.get(r.id) ?? []));
}

export async function countWidgets(db: Db): Promise<number> {
  return countWhere(db, votingWidgets, eq(votingWidgets.isActive, true));
}

/** An active poll with its items, or undefined. */
export async function findActiveWidget(db: Tx, id: number): Promise<VotingWidget | undefined> {
  const [row] = await db
    .select(widgetColumns)
    .from(votingWidgets)
    .innerJoin(users, eq(users.id, votingWidgets.userId))
    .where(and(eq(votingWidgets.id, id), eq(votingWidgets.isActive, true)))
    .limit(1);
  if (!row) return undefined;
  const items = await itemsOf(db, [id]);
  return toVotingWidget(row, items.get(id) ?? []);
}

/** Whether an active poll with this id exists. */
export async function isActiveWidget(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: votingWidgets.id })
    .from(votingWidgets)
    .where(and(eq(votingWidgets.id, id), eq(votingWidgets.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

export interface ItemWrite {
  /** An id of this poll's items (keeps its votes), or undefined for a new item. */
  id: number | undefined;
  name: string;
}

/**
 * Makes the poll's items exactly `items`, in this order: known ids keep their votes and take the
 * new name and position, new ones start at 0, the rest are deleted. Positions are renumbered 0..n-1.
 */
async function replaceItems(tx: Tx, widgetId: number, items: ItemWrite[]): Promise<void> {
  const existing = await tx
    .select({ id: votingWidgetItems.id })
    .from(votingWidgetItems)
    .where(eq(votingWidgetItems.widgetId, widgetId));
  const known = new Set(existing.map((r) => r.id));
  const kept = new Set<number>();
  const fresh: Array<typeof votingWidgetItems.$inferInsert> = [];
  for (const [position, item] of items.entries()) {
    if (item.id !== undefined && known.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      await tx
        .update(votingWidgetItems)
        .set({ name: item.name, position })
        .where(and(eq(votingWidgetItems.id, item.id), eq(votingWidgetItems.widgetId, widgetId)));
    } else {
      fresh.push({ widgetId, position, name: item.name, votes: 0 });
    }
  }
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx
      .delete(votingWidgetItems)
      .where(and(eq(votingWidgetItems.widgetId, widgetId), inArray(votingWidgetItems.id, removed)));
  }
  if (fresh.length > 0) await tx.insert(votingWidgetItems).values(fresh);
}

/** Inserts a poll and its items (inside the caller's transaction); returns its id. */
export async function insertWidget(
  db: Db,
  name: string,
  items: ItemWrite[],
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(votingWidgets)
    .values({ name, userId, updatedBy: userId })
    .returning({ id: votingWidgets.id });
  if (!row) throw new Error('insertWidget: the insert returned no row');
  await replaceItems(
    db,
    row.id,
    items.map((i) => ({ id: undefined, name: i.name })),
  );
  return row.id;
}

/**
 * Writes a poll and its items when it is active and its last_update is still the one loaded
 * (inside the caller's transaction). False when the row changed or is gone (nothing is written then).
 */
export async function updateWidgetIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  name: string,
  items: ItemWrite[],
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(votingWidgets)
    .set({ name, updatedBy: userId, lastUpdate: bumpLastUpdate(votingWidgets.lastUpdate) })
    .where(
      and(
        eq(votingWidgets.id, id),
        eq(votingWidgets.isActive, true),
        eq(votingWidgets.lastUpdate, loadedLastUpdate),
      ),
    )
    .returning({ id: votingWidgets.id });
  if (rows.length === 0) return false;
  await replaceItems(db, id, items);
  return true;
}

/** Soft delete; a deleted poll is no longer on the right side. False when there is no active poll. */
export async function deactivateWidget(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(votingWidgets)
    .set({
      isActive: false,
      rightSide: false,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(votingWidgets.lastUpdate),
    })
    .where(and(eq(votingWidgets.id, id), eq(votingWidgets.isActive, true)))
    .returning({ id: votingWidgets.id });
  return rows.length > 0;
}

/**
 * Makes this poll the only right-side one (inside the caller's transaction; the unique partial
 * index refuses a second one whatever happens). Answers the polls it took off the right side, or
 * undefined, with nothing changed, when there is no active poll `id`.
 */
export async function markRightSide(db: Db, id: number): Promise<{ others: number[] } | undefined> {
  const target = await db
    .select({ id: votingWidgets.id })
    .from(votingWidgets)
    .where(and(eq(votingWidgets.id, id), eq(votingWidgets.isActive, true)))
    .for('update');
  if (target.length === 0) return undefined;
  const others = await db
    .update(votingWidgets)
    .set({ rightSide: false })
    .where(and(eq(votingWidgets.rightSide, true), ne(votingWidgets.id, id)))
    .returning({ id: votingWidgets.id });
  await db.update(votingWidgets).set({ rightSide: true }).where(eq(votingWidgets.id, id));
  return { others: others.map((o) => o.id) };
}

/** Every poll's right_side to false; answers the ids that were on the right side. */
export async function clearRightSide(db: Db): Promise<number[]> {
  const rows = await db
    .update(votingWidgets)
    .set({ rightSide: false })
    .where(eq(votingWidgets.rightSide, true))
    .returning({ id: votingWidgets.id });
  return rows.map((r) => r.id);
}

/**
 * Counts one vote for the item at `position` of an active poll, atomically (one UPDATE; concurrent
 * votes queue on the row lock and none is lost). False when there is no such item or poll.
 */
export async function addVote(db: Db, widgetId: number, position: number): Promise<boolean> {
  const rows = await db
    .update(votingWidgetItems)
    .set({ votes: sql`${votingWidgetItems.votes} + 1` })
    .where(
      and(
        eq(votingWidgetItems.widgetId, widgetId),
        eq(votingWidgetItems.position, position),
        sql`exists (select 1 from voting_widgets w where w.id = ${widgetId} and w.is_active)`,
      ),
    )
    .returning({ id: votingWidgetItems.id });
  return rows.length > 0;
}

/** The items' names and votes of a poll, in order (the reply of a vote). */
export async function findItemCounts(
  db: Db,
  widgetId: number,
): Promise<Array<{ name: string; votes: number }>> {
  return db
    .select({ name: votingWidgetItems.name, votes: votingWidgetItems.votes })
    .from(votingWidgetItems)
    .where(eq(votingWidgetItems.widgetId, widgetId))
    .orderBy(asc(votingWidgetItems.position), asc(votingWidgetItems.id));
}

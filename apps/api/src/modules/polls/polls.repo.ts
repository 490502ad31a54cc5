import { type Poll, type PollFilter, type PollItem, toFlag } from '@newsroom/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { pollItems, polls, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

/** A transaction handle or the database: repository calls compose inside a service's transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const pollColumns = {
  id: polls.id,
  name: polls.name,
  rightSide: polls.rightSide,
  isActive: polls.isActive,
  userId: polls.userId,
  fullName: fullNameSql,
  creationDate: polls.creationDate,
  lastUpdate: polls.lastUpdate,
};

/** A row of `pollColumns`, read with its author (pollsWithAuthor). */
type PollRow = SelectResultFields<typeof pollColumns>;

/** The polls with their author's name, for a page or one poll. */
const pollsWithAuthor = (db: Tx) =>
  db.select(pollColumns).from(polls).innerJoin(users, eq(users.id, polls.userId));

/** The items of these polls, each poll's in position order. */
async function itemsOf(db: Tx, pollIds: number[]): Promise<Map<number, PollItem[]>> {
  const byPoll = new Map<number, PollItem[]>(pollIds.map((id) => [id, []]));
  if (pollIds.length === 0) return byPoll;
  const rows = await db
    .select({
      id: pollItems.id,
      pollId: pollItems.pollId,
      name: pollItems.name,
      votes: pollItems.votes,
    })
    .from(pollItems)
    .where(inArray(pollItems.pollId, pollIds))
    .orderBy(asc(pollItems.pollId), asc(pollItems.position), asc(pollItems.id));
  for (const r of rows) byPoll.get(r.pollId)?.push({ id: r.id, name: r.name, votes: r.votes });
  return byPoll;
}

function toPoll(row: PollRow, items: PollItem[]): Poll {
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
export async function findPollPage(db: Db, filter: PollFilter): Promise<Poll[]> {
  const rows = await pollsWithAuthor(db)
    .where(eq(polls.isActive, true))
    .orderBy(desc(polls.id))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPoll(r, items.get(r.id) ?? []));
}

export async function countPolls(db: Db): Promise<number> {
  return countWhere(db, polls, eq(polls.isActive, true));
}

/** An active poll with its items, or undefined. */
export async function findActivePoll(db: Tx, id: number): Promise<Poll | undefined> {
  const [row] = await pollsWithAuthor(db)
    .where(and(eq(polls.id, id), eq(polls.isActive, true)))
    .limit(1);
  if (!row) return undefined;
  const items = await itemsOf(db, [id]);
  return toPoll(row, items.get(id) ?? []);
}

/** Whether an active poll with this id exists. */
export async function isActivePoll(db: Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.id, id), eq(polls.isActive, true)))
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
async function replaceItems(tx: Tx, pollId: number, items: ItemWrite[]): Promise<void> {
  const existing = await tx.select({ id: pollItems.id }).from(pollItems).where(eq(pollItems.pollId, pollId));
  const known = new Set(existing.map((r) => r.id));
  const kept = new Set<number>();
  const fresh: Array<typeof pollItems.$inferInsert> = [];
  for (const [position, item] of items.entries()) {
    if (item.id !== undefined && known.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      await tx
        .update(pollItems)
        .set({ name: item.name, position })
        .where(and(eq(pollItems.id, item.id), eq(pollItems.pollId, pollId)));
    } else {
      fresh.push({ pollId, position, name: item.name, votes: 0 });
    }
  }
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    await tx.delete(pollItems).where(and(eq(pollItems.pollId, pollId), inArray(pollItems.id, removed)));
  }
  if (fresh.length > 0) await tx.insert(pollItems).values(fresh);
}

/** Inserts a poll and its items (inside the caller's transaction); returns its id. */
export async function insertPoll(db: Db, name: string, items: ItemWrite[], userId: number): Promise<number> {
  const [row] = await db
    .insert(polls)
    .values({ name, userId, updatedBy: userId })
    .returning({ id: polls.id });
  if (!row) throw new Error('insertPoll: the insert returned no row');
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
export async function updatePollIfUnchanged(
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  name: string,
  items: ItemWrite[],
  userId: number,
): Promise<boolean> {
  const rows = await db
    .update(polls)
    .set({ name, updatedBy: userId, lastUpdate: bumpLastUpdate(polls.lastUpdate) })
    .where(and(eq(polls.id, id), eq(polls.isActive, true), eq(polls.lastUpdate, loadedLastUpdate)))
    .returning({ id: polls.id });
  if (rows.length === 0) return false;
  await replaceItems(db, id, items);
  return true;
}

/** Soft delete; a deleted poll is no longer on the right side. False when there is no active poll. */
export async function deactivatePoll(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(polls)
    .set({
      isActive: false,
      rightSide: false,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(polls.lastUpdate),
    })
    .where(and(eq(polls.id, id), eq(polls.isActive, true)))
    .returning({ id: polls.id });
  return rows.length > 0;
}

/**
 * Makes this poll the only right-side one (inside the caller's transaction; the unique partial
 * index refuses a second one whatever happens). Answers the polls it took off the right side, or
 * undefined, with nothing changed, when there is no active poll `id`.
 */
export async function markRightSide(db: Db, id: number): Promise<{ others: number[] } | undefined> {
  const target = await db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.id, id), eq(polls.isActive, true)))
    .for('update');
  if (target.length === 0) return undefined;
  const others = await db
    .update(polls)
    .set({ rightSide: false })
    .where(and(eq(polls.rightSide, true), ne(polls.id, id)))
    .returning({ id: polls.id });
  await db.update(polls).set({ rightSide: true }).where(eq(polls.id, id));
  return { others: others.map((o) => o.id) };
}

/** Every poll's right_side to false; answers the ids that were on the right side. */
export async function clearRightSide(db: Db): Promise<number[]> {
  const rows = await db
    .update(polls)
    .set({ rightSide: false })
    .where(eq(polls.rightSide, true))
    .returning({ id: polls.id });
  return rows.map((r) => r.id);
}

/**
 * Counts one vote for the item at `position` of an active poll, atomically (one UPDATE; concurrent
 * votes queue on the row lock and none is lost). False when there is no such item or poll.
 */
export async function addVote(db: Db, pollId: number, position: number): Promise<boolean> {
  const rows = await db
    .update(pollItems)
    .set({ votes: sql`${pollItems.votes} + 1` })
    .where(
      and(
        eq(pollItems.pollId, pollId),
        eq(pollItems.position, position),
        sql`exists (select 1 from voting_widgets w where w.id = ${pollId} and w.is_active)`,
      ),
    )
    .returning({ id: pollItems.id });
  return rows.length > 0;
}

/** The items' names and votes of a poll, in order (the reply of a vote). */
export async function findItemCounts(
  db: Db,
  pollId: number,
): Promise<Array<{ name: string; votes: number }>> {
  return db
    .select({ name: pollItems.name, votes: pollItems.votes })
    .from(pollItems)
    .where(eq(pollItems.pollId, pollId))
    .orderBy(asc(pollItems.position), asc(pollItems.id));
}

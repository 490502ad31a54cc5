import { type PresenceEntry, toFlag } from '@newsroom/shared';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postPresence, users } from '../../db/schema/index.ts';
import { fullNameSql } from '../users/users.repo.ts';

/**
 * The moment of a presence call: the caller's (tests pass a controllable one), else the database's
 * clock, one clock for every instance.
 */
function momentSql(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
}

/** The oldest heartbeat that still counts at `now`. */
function cutoffSql(now: Date | undefined, ttlMs: number): SQL {
  return sql`(${momentSql(now)} - make_interval(secs => ${ttlMs / 1000}))`;
}

/** Deletes every heartbeat older than the time to live, of any article (post_presence_last_seen_idx). */
export async function deleteExpiredPresence(db: Db, now: Date | undefined, ttlMs: number): Promise<void> {
  await db.delete(postPresence).where(lt(postPresence.lastSeenAt, cutoffSql(now, ttlMs)));
}

/**
 * A tab's heartbeat: last_seen_at becomes now; started_at is kept while the tab stays present, and
 * starts again when its previous heartbeat had already expired.
 */
export async function upsertPresence(
  db: Db,
  key: { postId: number; userId: number; tabId: string },
  now: Date | undefined,
  ttlMs: number,
): Promise<void> {
  const moment = momentSql(now);
  await db.execute(sql`
    insert into post_presence (post_id, user_id, tab_id, started_at, last_seen_at)
    values (${key.postId}, ${key.userId}, ${key.tabId}, ${moment}, ${moment})
    on conflict (post_id, user_id, tab_id) do update set
      started_at = case
        when post_presence.last_seen_at < ${cutoffSql(now, ttlMs)} then excluded.started_at
        else post_presence.started_at
      end,
      last_seen_at = excluded.last_seen_at`);
}

/** A tab's goodbye: its row goes at once. */
export async function deletePresence(
  db: Db,
  key: { postId: number; userId: number; tabId: string },
): Promise<void> {
  await db
    .delete(postPresence)
    .where(
      and(
        eq(postPresence.postId, key.postId),
        eq(postPresence.userId, key.userId),
        eq(postPresence.tabId, key.tabId),
      ),
    );
}

/** The tabs present on an article at `now`, longest present first; `meId`'s own marked is_me. */
export async function findPresence(
  db: Db,
  postId: number,
  meId: number,
  now: Date | undefined,
  ttlMs: number,
): Promise<PresenceEntry[]> {
  const rows = await db
    .select({
      userId: postPresence.userId,
      fullName: sql<string>`coalesce(${fullNameSql}, '')`,
      tabId: postPresence.tabId,
      startedAt: postPresence.startedAt,
      lastSeenAt: postPresence.lastSeenAt,
    })
    .from(postPresence)
    .leftJoin(users, eq(users.id, postPresence.userId))
    .where(and(eq(postPresence.postId, postId), gte(postPresence.lastSeenAt, cutoffSql(now, ttlMs))))
    .orderBy(asc(postPresence.startedAt), asc(postPresence.userId), asc(postPresence.tabId));
  return rows.map((row) => ({
    user_id: row.userId,
    full_name: row.fullName,
    tab_id: row.tabId,
    since: row.startedAt.toISOString(),
    last_seen: row.lastSeenAt.toISOString(),
    is_me: toFlag(row.userId === meId),
  }));
}

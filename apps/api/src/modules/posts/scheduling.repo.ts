import { PUBLISHED_LATE_AFTER_MS, type ScheduledArticle } from '@newsroom/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { menus, posts, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { fullNameSql } from '../users/users.repo.ts';

/** A draft whose publication time has come, locked by the transaction that publishes it. */
export interface DueArticle {
  id: number;
  title: string;
  publishAt: Date;
  scheduledBy: number | null;
  /** Whom its revision names: who scheduled it, else its last editor, else its author. */
  revisionUserId: number;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Locks up to `limit` active drafts whose publish_at has passed at `now`, soonest first
 * (posts_publish_due_idx). SKIP LOCKED: rows another instance is publishing right now are left to
 * it; once it commits they are no longer drafts, so each is published exactly once.
 */
export async function lockDueArticles(tx: Db, now: Date, limit: number): Promise<DueArticle[]> {
  const result = await tx.execute(sql`
    select id, title, publish_at, scheduled_by, coalesce(scheduled_by, updated_by, user_id) as revision_user_id
    from posts
    where menu_type = 'draft' and is_active and publish_at is not null and publish_at <= ${at(now)}
      -- An embargo blocks the scheduler too (a schedule before it is refused when saved).
      and (embargo_until is null or embargo_until <= ${at(now)})
    order by publish_at, id
    limit ${limit}
    for update skip locked`);
  // Both drivers answer raw queries with `{ rows }`; timestamps may come as Date or text.
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    publishAt: new Date(row.publish_at as string | Date),
    scheduledBy: row.scheduled_by === null ? null : Number(row.scheduled_by),
    revisionUserId: Number(row.revision_user_id),
  }));
}

/**
 * Publishes locked due drafts. They become published, their schedule is cleared, and
 * published_late says whether `now` was more than PUBLISHED_LATE_AFTER_MS past their time (the
 * server was down then). Answers the ids written and their late flag.
 */
export async function publishLockedArticles(
  tx: Db,
  ids: number[],
  now: Date,
): Promise<Array<{ id: number; late: boolean }>> {
  if (ids.length === 0) return [];
  return tx
    .update(posts)
    .set({
      menuType: 'post',
      // Published: its review starts over should it ever be withdrawn.
      workflowStatus: 'draft',
      workflowNote: '',
      publishedLate: sql`${posts.publishAt} < ${at(now)} - make_interval(secs => ${PUBLISHED_LATE_AFTER_MS / 1000})`,
      publishAt: null,
      scheduledBy: null,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(inArray(posts.id, ids))
    .returning({ id: posts.id, late: posts.publishedLate });
}

const scheduler = alias(users, 'scheduler');

/** The next scheduled drafts, soonest first (posts_publish_due_idx). */
export async function findUpcomingScheduled(db: Db, limit: number): Promise<ScheduledArticle[]> {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      menuId: posts.menuId,
      menuName: sql<string>`coalesce(${menus.name}, '')`,
      publishAt: posts.publishAt,
      userId: posts.userId,
      fullName: sql<string>`coalesce(${fullNameSql}, '')`,
      scheduledBy: posts.scheduledBy,
      scheduledByName: sql<string>`coalesce(concat_ws(' ', ${scheduler.lastName}, ${scheduler.firstName}), '')`,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(scheduler, eq(scheduler.id, posts.scheduledBy))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .where(and(eq(posts.menuType, 'draft'), eq(posts.isActive, true), isNotNull(posts.publishAt)))
    .orderBy(asc(posts.publishAt), asc(posts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    menu_id: row.menuId,
    menu_name: row.menuName,
    // Not null: the filter.
    publish_at: (row.publishAt as Date).toISOString(),
    user_id: row.userId,
    full_name: row.fullName,
    scheduled_by: row.scheduledBy,
    scheduled_by_name: row.scheduledByName,
  }));
}

import type { PublishedLateArticle, ScheduledArticle } from '@newsroom/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { menus, postRevisions, posts, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import { fullNameOf, fullNameSql } from '../users/users.repo.ts';

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
 * Records a run of the scheduler at `now` in its shared row (scheduler_runs) and answers its
 * `late_until`: `now` itself when the previous run, by any instance, was more than `lateAfterMs`
 * earlier or none is recorded yet (a gap in the runs covered the due times: no server ran, or the
 * runs stalled), else the time of the latest run that came after such a gap. One upsert of one
 * row: runs at the same moment queue on its lock, and each sees the one committed before it, so
 * every instance publishing after a gap agrees on it (and so does every batch of a run).
 */
export async function recordSchedulerRun(db: Db, now: Date, lateAfterMs: number): Promise<Date> {
  const result = await db.execute(sql`
    insert into scheduler_runs as runs (name, last_run_at, late_until)
    values ('publish', ${at(now)}, ${at(now)})
    on conflict (name) do update set
      last_run_at = excluded.last_run_at,
      late_until = case
        when runs.last_run_at < excluded.last_run_at - make_interval(secs => ${lateAfterMs / 1000})
        then excluded.last_run_at
        else runs.late_until
      end
    returning late_until`);
  const [row] = (result as unknown as { rows: Array<{ late_until: string | Date }> }).rows;
  return new Date((row as { late_until: string | Date }).late_until);
}

/**
 * Publishes locked due drafts. They become published and their schedule is cleared; one due at or
 * before `lateThrough` is flagged published_late, with `now` as its published_late_at (the others
 * clear it). Answers the ids written and their late flag.
 */
export async function publishLockedArticles(
  tx: Db,
  ids: number[],
  now: Date,
  lateThrough: Date,
): Promise<Array<{ id: number; late: boolean }>> {
  if (ids.length === 0) return [];
  const late = sql`${posts.publishAt} <= ${at(lateThrough)}`;
  return tx
    .update(posts)
    .set({
      menuType: 'post',
      // Published: its review starts over should it ever be withdrawn.
      workflowStatus: 'draft',
      workflowNote: '',
      publishedLate: late,
      publishedLateAt: sql`case when ${late} then ${at(now)} end`,
      publishAt: null,
      scheduledBy: null,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(inArray(posts.id, ids))
    .returning({ id: posts.id, late: posts.publishedLate });
}

const scheduler = alias(users, 'scheduler');

/** The columns both lists of scheduled articles read (with `users`, `scheduler` and `menus` joined). */
const scheduledColumns = {
  id: posts.id,
  title: posts.title,
  menuId: posts.menuId,
  menuName: sql<string>`coalesce(${menus.name}, '')`,
  userId: posts.userId,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
  scheduledByName: sql<string>`coalesce(${fullNameOf(scheduler)}, '')`,
};

/** The next scheduled drafts, soonest first (posts_publish_due_idx). */
export async function findUpcomingScheduled(db: Db, limit: number): Promise<ScheduledArticle[]> {
  const rows = await db
    .select({ ...scheduledColumns, publishAt: posts.publishAt, scheduledBy: posts.scheduledBy })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(scheduler, eq(scheduler.id, posts.scheduledBy))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .where(and(eq(posts.menuType, 'draft'), eq(posts.isActive, true), isNotNull(posts.publishAt)))
    .orderBy(asc(posts.publishAt), asc(posts.id))
    .limit(limit);
  // Not null: the filter.
  return rows.map(scheduledArticleOf);
}

/** A scheduled article's row as the API answers it (`publishAt` is known to be set). */
function scheduledArticleOf(row: {
  id: number;
  title: string;
  menuId: number;
  menuName: string;
  publishAt: Date | null;
  userId: number;
  fullName: string;
  scheduledBy: number | null;
  scheduledByName: string;
}): ScheduledArticle {
  return {
    id: row.id,
    title: row.title,
    menu_id: row.menuId,
    menu_name: row.menuName,
    publish_at: (row.publishAt as Date).toISOString(),
    user_id: row.userId,
    full_name: row.fullName,
    scheduled_by: row.scheduledBy,
    scheduled_by_name: row.scheduledByName,
  };
}

/**
 * Active published articles the scheduler published late at or after `since`, latest first
 * (posts_published_late_idx), with the time they were due and who scheduled them: both from the
 * revision of that publication, written in its transaction.
 */
export async function findPublishedLate(db: Db, since: Date, limit: number): Promise<PublishedLateArticle[]> {
  const publication = db
    .select({ publishAt: postRevisions.publishAt, scheduledBy: postRevisions.scheduledBy })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, posts.id), eq(postRevisions.action, 'scheduled-publish')))
    .orderBy(desc(postRevisions.id))
    .limit(1)
    .as('publication');
  const rows = await db
    .select({
      ...scheduledColumns,
      publishAt: publication.publishAt,
      publishedLateAt: posts.publishedLateAt,
      scheduledBy: publication.scheduledBy,
    })
    .from(posts)
    .innerJoinLateral(publication, sql`true`)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(scheduler, eq(scheduler.id, publication.scheduledBy))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .where(
      and(
        sql`${posts.publishedLate}`,
        gte(posts.publishedLateAt, since),
        eq(posts.menuType, 'post'),
        eq(posts.isActive, true),
      ),
    )
    .orderBy(desc(posts.publishedLateAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => ({
    // Not null: the revision of a scheduled publication keeps the time it was due; the filter.
    ...scheduledArticleOf(row),
    published_late_at: (row.publishedLateAt as Date).toISOString(),
  }));
}

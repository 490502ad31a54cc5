import type { MenuType, Post, WorkflowStatus } from '@newsroom/shared';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { menus, postShortnameRedirects, posts, postVisitTotals, users } from '../../db/schema/index.ts';
import { bumpLastUpdate } from '../../lib/optimistic-lock.ts';
import type { RestoredArticle } from '../revisions/revisions.repo.ts';
import { listColumns, toPostDto } from './posts-columns.repo.ts';

/** One article with its author's name, active or not. */
export async function findPostById(db: Db, id: number): Promise<Post | undefined> {
  const rows = await db
    .select({
      ...listColumns,
      content: posts.content,
      thumbnailSource: posts.thumbnailSource,
      publishedLate: posts.publishedLate,
      scheduledBy: posts.scheduledBy,
      workflowNote: posts.workflowNote,
      responsibleEditorId: posts.responsibleEditorId,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.userId))
    .leftJoin(menus, eq(menus.id, posts.menuId))
    .leftJoin(postVisitTotals, eq(postVisitTotals.postId, posts.id))
    .where(eq(posts.id, id))
    .limit(1);
  const row = rows[0];
  return row ? toPostDto(row) : undefined;
}

/**
 * Shortnames already taken by `base` or `base-N`, to pick a free one: another article's, or another
 * article's old one that still redirects to it (docs/api.md, "Old addresses").
 */
export async function findTakenShortnames(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const [rows, redirects] = await Promise.all([
    db
      .select({ shortname: posts.shortname })
      .from(posts)
      .where(
        and(
          or(eq(posts.shortname, base), like(posts.shortname, pattern)),
          exceptId ? sql`${posts.id} <> ${exceptId}` : undefined,
        ),
      ),
    db
      .select({ shortname: postShortnameRedirects.oldShortname })
      .from(postShortnameRedirects)
      .where(
        and(
          or(
            eq(postShortnameRedirects.oldShortname, base),
            like(postShortnameRedirects.oldShortname, pattern),
          ),
          exceptId ? sql`${postShortnameRedirects.postId} <> ${exceptId}` : undefined,
        ),
      ),
  ]);
  return new Set([...rows, ...redirects].map((r) => r.shortname));
}

export interface PostWrite {
  title: string;
  shortContent: string;
  content: string;
  menuId: number;
  secondaryMenuId: number;
  postType: string;
  keywords: string;
  thumbnail: string;
  thumbnailSource: string;
  /** The cover's pixel size: set with a new cover (0: unknown), absent keeps the stored one. */
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  menuType: MenuType;
  postUrl: string;
  shortname: string;
  /** The schedule: absent keeps the stored one (an update), null clears it. */
  publishAt?: Date | null;
  scheduledBy?: number | null;
  /** Absent keeps the stored flag; a manual publication clears it. */
  publishedLate?: boolean;
  /** The embargo: absent keeps the stored one, null lifts it. */
  embargoUntil?: Date | null;
  /** 'Felelős szerkesztő': absent keeps the stored one, null clears it. */
  responsibleEditorId?: number | null;
  /** Absent keeps the stored state; withdrawing a published article starts it over. */
  workflowStatus?: WorkflowStatus;
  workflowNote?: string;
}

export async function insertPost(db: Db, values: PostWrite, userId: number): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ ...values, userId, updatedBy: userId })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The one UPDATE of an active article: sets `values`, updated_by and a new last_update; with
 * `loadedLastUpdate`, only if the article still has the `last_update` the editor or list loaded
 * (optimistic locking). Answers false when there is no active article with this id, or it changed.
 */
async function updateActivePost(
  db: Db,
  id: number,
  values: PgUpdateSetSource<typeof posts>,
  userId: number,
  loadedLastUpdate?: Date,
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ ...values, updatedBy: userId, lastUpdate: bumpLastUpdate(posts.lastUpdate) })
    .where(
      and(
        eq(posts.id, id),
        eq(posts.isActive, true),
        loadedLastUpdate ? eq(posts.lastUpdate, loadedLastUpdate) : undefined,
      ),
    )
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Writes an article only if it still has the `last_update` the editor loaded (optimistic locking).
 * Answers false when someone else saved in between, or it is gone.
 */
export const updatePostIfUnchanged = (
  db: Db,
  id: number,
  loadedLastUpdate: Date,
  values: PostWrite,
  userId: number,
): Promise<boolean> => updateActivePost(db, id, values, userId, loadedLastUpdate);

/**
 * A workflow step (workflow.service.ts): sets the review state and note of an active draft whose
 * state is one of `from`, with a new last_update; with `loadedLastUpdate`, only if unchanged since.
 * Answers false when the article is gone, published, in another state, or changed.
 */
export async function setWorkflowIf(
  db: Db,
  id: number,
  from: readonly WorkflowStatus[],
  to: { status: WorkflowStatus; note: string },
  userId: number,
  loadedLastUpdate?: Date,
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({
      workflowStatus: to.status,
      workflowNote: to.note,
      updatedBy: userId,
      lastUpdate: bumpLastUpdate(posts.lastUpdate),
    })
    .where(
      and(
        eq(posts.id, id),
        eq(posts.isActive, true),
        eq(posts.menuType, 'draft'),
        inArray(posts.workflowStatus, [...from]),
        loadedLastUpdate ? eq(posts.lastUpdate, loadedLastUpdate) : undefined,
      ),
    )
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Soft delete; false when there is no active article with this id. With `loadedLastUpdate` (a bulk
 * delete, POST /api/posts/bulk): only if the article still has the `last_update` the list showed.
 */
export const deactivatePost = (
  db: Db,
  id: number,
  userId: number,
  loadedLastUpdate?: Date,
): Promise<boolean> => updateActivePost(db, id, { isActive: false }, userId, loadedLastUpdate);

/**
 * A restore's compare-and-set update (posts.service.ts restorePost): writes a revision's fields
 * only if the article is active and still has the `last_update` the editor loaded; answers false
 * otherwise. The shortname and post_url stay (a published article keeps its address, and a draft's
 * is not renamed after an older title); a published result clears the schedule, a draft keeps it.
 */
export function restorePostIfUnchanged(
  tx: Db,
  postId: number,
  loadedLastUpdate: Date,
  values: RestoredArticle,
  userId: number,
): Promise<boolean> {
  const published = values.menuType === 'post';
  const fields = {
    title: values.title,
    shortContent: values.shortContent,
    content: values.content,
    keywords: values.keywords,
    menuId: values.menuId,
    secondaryMenuId: values.secondaryMenuId,
    postType: values.postType,
    thumbnail: values.thumbnail,
    thumbnailSource: values.thumbnailSource,
    menuType: values.menuType,
    ...(published ? { publishAt: null, scheduledBy: null } : {}),
    // Published or withdrawn by the restore, its review starts over (else it keeps its state).
    workflowStatus: sql`case when ${posts.menuType} <> ${values.menuType} then 'draft' else ${posts.workflowStatus} end`,
    workflowNote: sql`case when ${posts.menuType} <> ${values.menuType} then '' else ${posts.workflowNote} end`,
  };
  return updateActivePost(tx, postId, fields, userId, loadedLastUpdate);
}

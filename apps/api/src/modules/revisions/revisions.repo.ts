import type { MenuType, PageQuery, Revision, RevisionAction, RevisionListItem } from '@newsroom/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import { postRevisions, users } from '../../db/schema/index.ts';
import { countWhere, pageOffset } from '../../lib/paging.ts';
import { fullNameSql } from '../users/users.repo.ts';

/** What a revision records beyond the article's row: what the save knew that the row does not. */
export interface RevisionExtras {
  /** The revision a restore brought back. */
  restoredFrom?: number;
  /** Who scheduled the publication, when the row no longer says (the scheduler clears it); default: the row's scheduled_by. */
  scheduledBy?: number | null;
  /** The publication time, when the row no longer says (the scheduler clears it); default: the row's publish_at. */
  publishAt?: Date | null;
}

const timestampParam = (value: Date | null) =>
  sql`${value === null ? null : value.toISOString()}::timestamptz`;

/**
 * Records a revision of an article: a copy of its CURRENT row, read and written in one statement
 * (`INSERT … SELECT … FROM posts WHERE id = $1`), so it holds exactly what the caller's transaction
 * has written. Call it inside the save's transaction, after the write: a save that fails or rolls
 * back then leaves no revision. Answers the new revision's id; throws when there is no such article
 * (inside a save it always exists, so that is a bug, and the save rolls back).
 */
export async function recordRevision(
  tx: Db,
  postId: number,
  userId: number,
  action: RevisionAction,
  extras: RevisionExtras = {},
): Promise<number> {
  const publishAt = extras.publishAt === undefined ? sql`p.publish_at` : timestampParam(extras.publishAt);
  const scheduledBy =
    extras.scheduledBy === undefined ? sql`p.scheduled_by` : sql`${extras.scheduledBy}::integer`;
  const result = await tx.execute(sql`
    insert into post_revisions (
      post_id, user_id, action, menu_type, title, short_content, content, keywords, menu_id,
      secondary_menu_id, post_type, thumbnail, thumbnail_source, publish_at, restored_from, scheduled_by
    )
    select
      p.id, ${userId}::integer, ${action}::text, p.menu_type, p.title, p.short_content, p.content,
      p.keywords, p.menu_id, p.secondary_menu_id, p.post_type, p.thumbnail, p.thumbnail_source,
      ${publishAt}, ${extras.restoredFrom ?? null}::integer, ${scheduledBy}
    from posts p
    where p.id = ${postId}
    returning id`);
  // Both drivers answer raw queries with `{ rows }`.
  const row = (result as unknown as { rows: Array<{ id: number }> }).rows[0];
  if (!row) throw new Error(`recordRevision: article ${postId} does not exist`);
  return Number(row.id);
}

const listColumns = {
  id: postRevisions.id,
  createdAt: postRevisions.createdAt,
  userId: postRevisions.userId,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
  action: postRevisions.action,
  menuType: postRevisions.menuType,
  title: postRevisions.title,
};

/** A row of `listColumns`. */
type ListRow = SelectResultFields<typeof listColumns>;

function toRevisionListItem(row: ListRow): RevisionListItem {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    user_id: row.userId,
    full_name: row.fullName,
    action: row.action,
    menu_type: row.menuType as MenuType,
    title: row.title,
  };
}

/** One page of an article's revisions, newest first (post_revisions_post_idx). */
export async function findRevisionPage(db: Db, postId: number, page: PageQuery): Promise<RevisionListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.userId))
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(page.per_page)
    .offset(pageOffset(page));
  return rows.map(toRevisionListItem);
}

export function countRevisions(db: Db, postId: number): Promise<number> {
  return countWhere(db, postRevisions, eq(postRevisions.postId, postId));
}

/** One revision of an article; undefined when it does not exist or belongs to another article. */
export async function findRevision(
  db: Db,
  postId: number,
  revisionId: number,
): Promise<Revision | undefined> {
  const rows = await db
    .select({
      ...listColumns,
      postId: postRevisions.postId,
      shortContent: postRevisions.shortContent,
      content: postRevisions.content,
      keywords: postRevisions.keywords,
      menuId: postRevisions.menuId,
      secondaryMenuId: postRevisions.secondaryMenuId,
      postType: postRevisions.postType,
      thumbnail: postRevisions.thumbnail,
      thumbnailSource: postRevisions.thumbnailSource,
      publishAt: postRevisions.publishAt,
      restoredFrom: postRevisions.restoredFrom,
      scheduledBy: postRevisions.scheduledBy,
    })
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.userId))
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...toRevisionListItem(row),
    post_id: row.postId,
    short_content: row.shortContent,
    content: row.content,
    keywords: row.keywords,
    menu_id: row.menuId,
    secondary_menu_id: row.secondaryMenuId,
    post_type: row.postType,
    thumbnail: row.thumbnail,
    thumbnail_source: row.thumbnailSource,
    publish_at: row.publishAt ? row.publishAt.toISOString() : null,
    restored_from: row.restoredFrom,
    scheduled_by: row.scheduledBy,
  };
}

/** The fields of an article a restore brings back from a revision. */
export interface RestoredArticle {
  /** The revision they come from. */
  revisionId: number;
  title: string;
  shortContent: string;
  content: string;
  keywords: string;
  menuId: number;
  secondaryMenuId: number;
  postType: string;
  thumbnail: string;
  thumbnailSource: string;
  menuType: MenuType;
}

import { type MenuType, type Post, type PostListItem, toFlag, type WorkflowStatus } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { menus, posts, postVisitTotals } from '../../db/schema/index.ts';
import { fullNameSql } from '../users/users.repo.ts';

/**
 * An article's row as the API answers it: the columns read with the author, the category and the
 * visitor counters joined (below), and their wire forms, for the article list (posts-list.repo.ts)
 * and for one article (posts.repo.ts findPostById).
 */
export const listColumns = {
  id: posts.id,
  title: posts.title,
  shortContent: posts.shortContent,
  keywords: posts.keywords,
  thumbnail: posts.thumbnail,
  menuId: posts.menuId,
  menuName: sql<string>`coalesce(${menus.name}, '')`,
  secondaryMenuId: posts.secondaryMenuId,
  postType: posts.postType,
  isActive: posts.isActive,
  userId: posts.userId,
  fullName: sql<string>`coalesce(${fullNameSql}, '')`,
  menuType: posts.menuType,
  postUrl: posts.postUrl,
  shortname: posts.shortname,
  creationDate: posts.creationDate,
  lastUpdate: posts.lastUpdate,
  publishAt: posts.publishAt,
  workflowStatus: posts.workflowStatus,
  embargoUntil: posts.embargoUntil,
  // The built-in counters (post_visit_totals), not the posts table's old visitor columns.
  desktopVisitors: sql<number>`coalesce(${postVisitTotals.desktop}, 0)`.mapWith(Number),
  mobileVisitors: sql<number>`coalesce(${postVisitTotals.mobile}, 0)`.mapWith(Number),
  totalVisitors: sql<number>`coalesce(${postVisitTotals.desktop} + ${postVisitTotals.mobile}, 0)`.mapWith(
    Number,
  ),
};

export interface ListRow {
  id: number;
  title: string;
  shortContent: string;
  keywords: string;
  thumbnail: string;
  menuId: number;
  menuName: string;
  secondaryMenuId: number;
  postType: string;
  isActive: boolean;
  userId: number;
  fullName: string;
  menuType: string;
  postUrl: string;
  shortname: string;
  creationDate: Date;
  lastUpdate: Date;
  publishAt: Date | null;
  workflowStatus: WorkflowStatus;
  embargoUntil: Date | null;
  desktopVisitors: number;
  mobileVisitors: number;
  totalVisitors: number;
}

export function toPostListItemDto(row: ListRow): PostListItem {
  return {
    id: row.id,
    title: row.title,
    short_content: row.shortContent,
    keywords: row.keywords,
    thumbnail: row.thumbnail,
    menu_id: row.menuId,
    menu_name: row.menuName,
    secondary_menu_id: row.secondaryMenuId,
    post_type: row.postType,
    is_active: toFlag(row.isActive),
    user_id: row.userId,
    full_name: row.fullName,
    menu_type: row.menuType as MenuType,
    post_url: row.postUrl,
    shortname: row.shortname,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
    publish_at: row.publishAt ? row.publishAt.toISOString() : null,
    workflow_status: row.workflowStatus,
    embargo_until: row.embargoUntil ? row.embargoUntil.toISOString() : null,
    desktop_visitors: row.desktopVisitors,
    mobile_visitors: row.mobileVisitors,
    total_visitors: row.totalVisitors,
  };
}

/** The wire form of a stored article with every field (GET /api/posts/{id}, a save's reply). */
export function toPostDto(
  row: ListRow & {
    content: string;
    thumbnailSource: string;
    publishedLate: boolean;
    scheduledBy: number | null;
    workflowNote: string;
    responsibleEditorId: number | null;
  },
): Post {
  return {
    ...toPostListItemDto(row),
    content: row.content,
    thumbnail_source: row.thumbnailSource,
    published_late: toFlag(row.publishedLate),
    scheduled_by: row.scheduledBy,
    workflow_note: row.workflowNote,
    responsible_editor_id: row.responsibleEditorId,
  };
}

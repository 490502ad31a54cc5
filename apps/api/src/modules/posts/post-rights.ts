import { can, type Post, type Right, rightMissing, type SessionUser } from '@newsroom/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * Who may save what of an article (docs/product.md, Roles): anyone whose role writes articles saves
 * their own; another's needs articles.write_all; publishing, unpublishing, scheduling and saving
 * an article that is public need articles.publish. A refusal is a 403 naming the missing right.
 */

function refuse(right: Right): never {
  throw new AppError('FORBIDDEN', rightMissing(right));
}

/** The parts of a save the rights look at. */
export interface ArticleChange {
  menu_type: string;
  /** Undefined: the schedule is left as it is; null: cleared; a time: set. */
  publish_at?: string | null;
}

function scheduleChanges(change: ArticleChange, existing: Pick<Post, 'publish_at'> | undefined): boolean {
  if (change.publish_at === undefined) return false;
  const before = existing?.publish_at ? Date.parse(existing.publish_at) : null;
  const after = change.publish_at === null ? null : Date.parse(change.publish_at);
  return before !== after;
}

/** Throws 403 unless `user` may make this save (`existing` undefined: a new article). */
export function assertMaySave(
  user: SessionUser,
  existing: Pick<Post, 'user_id' | 'menu_type' | 'publish_at'> | undefined,
  change: ArticleChange,
): void {
  if (!can(user, 'writePosts')) refuse('articles.write_own');
  if (existing && existing.user_id !== user.id && !can(user, 'editAllPosts')) refuse('articles.write_all');
  const touchesPublic = change.menu_type === 'post' || existing?.menu_type === 'post';
  if ((touchesPublic || scheduleChanges(change, existing)) && !can(user, 'publishPosts'))
    refuse('articles.publish');
}

/** Throws 403 unless `user` may open `post` in the editor: their own, or any with articles.write_all. */
export function assertMayEdit(user: SessionUser, post: Pick<Post, 'user_id'>): void {
  if (!can(user, 'writePosts')) refuse('articles.write_own');
  if (post.user_id !== user.id && !can(user, 'editAllPosts')) refuse('articles.write_all');
}

/** Throws 403 unless the user's role has the right of `permission`. */
export function assertRight(user: SessionUser, right: Right): void {
  if (!user.rights.includes(right)) refuse(right);
}

import {
  can,
  EMBARGO_MESSAGES,
  type Post,
  type Right,
  rightMissing,
  type SessionUser,
} from '@newsroom/shared';
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

/**
 * The embargo of a save (docs/api.md, "Workflow"): no save makes an article public while its
 * embargo (the stored one, or the one sent) lies ahead, whatever the path (a save, a bulk action,
 * the workflow, a restore): 409 saying until when. A schedule before the embargo is a 400 on
 * publish_at. Answers the embargo the save leaves (undefined: unchanged).
 */
export function checkEmbargo(
  existing: Pick<Post, 'menu_type' | 'embargo_until' | 'publish_at'> | undefined,
  change: ArticleChange & { embargo_until?: string | null },
  now = Date.now(),
): Date | null | undefined {
  const sent = change.embargo_until;
  const next = sent === undefined ? undefined : sent === null ? null : new Date(sent);
  const embargo = next === undefined ? (existing?.embargo_until ?? null) : (next?.toISOString() ?? null);
  if (!embargo || Date.parse(embargo) <= now) return next;
  if (change.menu_type === 'post') throw new AppError('CONFLICT', EMBARGO_MESSAGES.blocked(embargo));
  const publishAt = change.publish_at === undefined ? existing?.publish_at : change.publish_at;
  if (publishAt && Date.parse(publishAt) < Date.parse(embargo)) {
    const message = EMBARGO_MESSAGES.scheduleTooEarly(embargo);
    throw new AppError('BAD_INPUT', message, { publish_at: message });
  }
  return next;
}

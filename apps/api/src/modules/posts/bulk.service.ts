import {
  POST_BULK_STATUSES,
  POST_MESSAGES,
  type Post,
  type PostBulkCounts,
  type PostBulkOutcome,
  type PostBulkResult,
  type PostBulkStatus,
  type postBulkInputSchema,
  type SessionUser,
} from '@newsroom/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findMenu, submenuBelongsTo } from '../menus/menus.service.ts';
import { assertRight } from './post-rights.ts';
import { deactivatePost, findPostById } from './posts.repo.ts';
import { auditPost, type PostDeps, updatePost } from './posts.service.ts';
import { storedArticleSave } from './posts-input.service.ts';

type BulkInput = z.output<typeof postBulkInputSchema>;
type BulkItem = BulkInput['items'][number];

/**
 * POST /api/posts/bulk (docs/api.md): one action on several articles. Each article is its own
 * write, in its own transaction, with the same compare-and-set as a save: its `last_update` must
 * still be the one the list showed. A move, a publication and a withdrawal are saves of the
 * stored article (updatePost: its rules, a revision and an audit entry); a delete is the soft
 * delete with its audit entry. One article's failure never stops the others; each answers its
 * outcome. A move to a category that does not exist refuses the whole call (400), as nothing
 * could be moved.
 */
export async function bulkUpdatePosts(
  deps: PostDeps,
  user: SessionUser,
  input: BulkInput,
): Promise<PostBulkOutcome> {
  if (input.action === 'delete') assertRight(user, 'articles.delete');
  if (input.action === 'publish' || input.action === 'unpublish') assertRight(user, 'articles.publish');
  if (input.action === 'move') await checkMoveTarget(deps, input);
  const results: PostBulkResult[] = [];
  for (const item of input.items) results.push(await applyToOne(deps, user, input, item));
  const counts = Object.fromEntries(POST_BULK_STATUSES.map((s) => [s, 0])) as PostBulkCounts;
  for (const r of results) counts[r.status] += 1;
  return { action: input.action, results, counts };
}

async function checkMoveTarget(deps: PostDeps, input: BulkInput): Promise<void> {
  if (!(await findMenu(deps.db, input.menu_id))) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownMenu, { menu_id: POST_MESSAGES.unknownMenu });
  }
  if (
    input.secondary_menu_id > 0 &&
    !(await submenuBelongsTo(deps.db, input.secondary_menu_id, input.menu_id))
  ) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownSubmenu, {
      secondary_menu_id: POST_MESSAGES.unknownSubmenu,
    });
  }
}

const result = (
  id: number,
  status: PostBulkStatus,
  message: string,
  lastUpdate: string | null = null,
): PostBulkResult => ({ id, status, message, last_update: lastUpdate });

/** What a refusal of a save means for one article of the call; anything else is a real failure. */
const STATUS_OF: Partial<Record<AppError['code'], PostBulkStatus>> = {
  CONFLICT: 'conflict',
  NOT_FOUND: 'not_found',
  BAD_INPUT: 'invalid',
  FORBIDDEN: 'forbidden',
};

async function applyToOne(
  deps: PostDeps,
  user: SessionUser,
  input: BulkInput,
  item: BulkItem,
): Promise<PostBulkResult> {
  try {
    const existing = await findPostById(deps.db, item.id);
    if (!existing) return result(item.id, 'not_found', POST_MESSAGES.notFound(item.id));
    if (!existing.is_active) {
      return input.action === 'delete'
        ? result(item.id, 'unchanged', POST_MESSAGES.bulkAlreadyDeleted)
        : result(item.id, 'not_found', POST_MESSAGES.notFound(item.id));
    }
    const loaded = checkLoadedLastUpdate(item.last_update, existing.last_update, {
      invalid: POST_MESSAGES.bulkBadLastUpdate,
      conflict: POST_MESSAGES.conflict,
    });
    const already = alreadyDone(input, existing);
    if (already) return result(item.id, 'unchanged', already, existing.last_update);
    if (input.action === 'delete') {
      const lastUpdate = await deleteIfUnchanged(deps, user, existing, loaded);
      return result(item.id, 'ok', POST_MESSAGES.bulkDeleted, lastUpdate);
    }
    const moved = input.action === 'move';
    const save = storedArticleSave(existing, item.last_update, {
      ...(moved ? { menu_id: input.menu_id, secondary_menu_id: input.secondary_menu_id } : {}),
      ...(input.action === 'publish' ? { menu_type: 'post' } : {}),
      ...(input.action === 'unpublish' ? { menu_type: 'draft' } : {}),
    });
    const post = await updatePost(deps, user, item.id, save);
    return result(item.id, 'ok', DONE[input.action], post.last_update);
  } catch (err) {
    const status = err instanceof AppError ? STATUS_OF[err.code] : undefined;
    if (!status || !(err instanceof Error)) throw err;
    return result(item.id, status, err.message);
  }
}

const DONE = {
  move: POST_MESSAGES.bulkMoved,
  publish: POST_MESSAGES.bulkPublished,
  unpublish: POST_MESSAGES.bulkUnpublished,
} as const;

/** Why the action would change nothing on this article, or undefined when it would. */
function alreadyDone(input: BulkInput, post: Post): string | undefined {
  switch (input.action) {
    case 'move':
      return post.menu_id === input.menu_id && post.secondary_menu_id === input.secondary_menu_id
        ? POST_MESSAGES.bulkAlreadyInMenu
        : undefined;
    case 'publish':
      return post.menu_type === 'post' ? POST_MESSAGES.bulkAlreadyPublished : undefined;
    case 'unpublish':
      return post.menu_type === 'draft' ? POST_MESSAGES.bulkAlreadyDraft : undefined;
    default:
      return undefined;
  }
}

/** The soft delete of one article if it is unchanged, with its audit entry; its new last_update. */
function deleteIfUnchanged(deps: PostDeps, user: SessionUser, existing: Post, loaded: Date): Promise<string> {
  return inTransaction(deps.db, async (tx) => {
    if (!(await deactivatePost(tx, existing.id, user.id, loaded))) {
      const now = await findPostById(tx, existing.id);
      if (!now?.is_active) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound(existing.id));
      throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
    // As DELETE /api/posts/{id} records it: the article, now inactive.
    await auditPost(tx, 'delete', existing, { ...existing, is_active: 0 });
    const after = await findPostById(tx, existing.id);
    return after?.last_update ?? existing.last_update;
  });
}

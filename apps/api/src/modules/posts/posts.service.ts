import { type AuditAction, POST_MESSAGES, type Post, type SessionUser } from '@newsroom/shared';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import { assertPublishable } from '../checklist/checklist.service.ts';
import { discardingNewMediaOnFailure } from '../media/media.service.ts';
import { type RestoreArticle, recordRevision } from '../revisions/revisions.service.ts';
import { assertMaySave, assertRight, checkEmbargo } from './post-rights.ts';
import {
  deactivatePost,
  findPostById,
  insertPost,
  restorePostIfUnchanged,
  updatePostIfUnchanged,
} from './posts.repo.ts';
import { applyCoverMedia } from './posts-cover.service.ts';
import { type ParsedPostInput, prepareWrite, scheduleOf, uniqueShortname } from './posts-input.service.ts';
import type { PostListCache } from './posts-list-cache.ts';

/**
 * An article's writes: create, save, delete and a revision's restore, each in one transaction with
 * its revision and audit entry. The list and its cache: posts-list.service.ts; what a save writes:
 * posts-input.service.ts; several articles at once: bulk.service.ts.
 */

export interface PostDeps {
  db: Db;
  storage: FileStorage;
  /** The settings' sources: the public site's address decides which images are own (the checklist). */
  settings?: SettingSources;
  /** Off (undefined) only to measure the queries themselves (LIST_CACHE=0). */
  listCache?: PostListCache;
}

/** An active article, or 404 with '#{id} cikk nem létezik!'. */
export async function getPost(db: Db, id: number): Promise<Post> {
  const post = await findPostById(db, id);
  if (!post?.is_active) throw notFound(POST_MESSAGES.notFound(id));
  return post;
}

/** Attempts of one save whose shortname another save took at the same moment. */
const SHORTNAME_ATTEMPTS = 8;

/**
 * Saves an article in one transaction, the reply read back inside it, with the shortname `pick`
 * chooses. Saves of one title at the same moment (on one instance or several) choose the same
 * free shortname; the unique index refuses all but one, and the others choose again.
 */
async function saveArticle(
  db: Db,
  pick: (tx: Db, attempt: number) => Promise<string>,
  write: (tx: Db, shortname: string) => Promise<Post>,
): Promise<Post> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => write(tx, await pick(tx, attempt)));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= SHORTNAME_ATTEMPTS) throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
  }
}

export async function createPost(deps: PostDeps, user: SessionUser, input: ParsedPostInput): Promise<Post> {
  assertMaySave(user, undefined, input);
  const embargoUntil = checkEmbargo(undefined, input) ?? null;
  const { menuPath, coverMedia, ...values } = await prepareWrite(deps, input, undefined, user.id);
  return discardingNewMediaOnFailure(deps, coverMedia.ingested, () =>
    saveArticle(
      deps.db,
      (tx, attempt) => uniqueShortname(tx, values.title, undefined, attempt),
      async (tx, shortname) => {
        const id = await insertPost(
          tx,
          {
            ...values,
            embargoUntil,
            ...scheduleOf(input, undefined, user.id),
            shortname,
            postUrl: `/${menuPath}/${shortname}/`,
          },
          user.id,
        );
        // The history starts with the save that made the article, in the same transaction.
        const post = await getPost(tx, id);
        await assertPublishable(tx, deps.settings, post);
        await applyCoverMedia(tx, coverMedia);
        await recordRevision(tx, id, user.id, 'create');
        await auditPost(tx, 'create', null, post);
        return post;
      },
    ),
  );
}

export async function updatePost(
  deps: PostDeps,
  user: SessionUser,
  id: number,
  input: ParsedPostInput,
): Promise<Post> {
  const existing = await getPost(deps.db, id);
  assertMaySave(user, existing, input);
  const embargoUntil = checkEmbargo(existing, input);
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, {
    invalid: POST_MESSAGES.invalid,
    conflict: POST_MESSAGES.conflict,
  });
  const { menuPath, coverMedia, ...values } = await prepareWrite(deps, input, existing, user.id);
  // A published article keeps its address; a draft's follows its title.
  const keepShortname = existing.menu_type === 'post' || values.title === existing.title;
  return discardingNewMediaOnFailure(deps, coverMedia.ingested, () =>
    saveArticle(
      deps.db,
      async (tx, attempt) =>
        keepShortname ? existing.shortname : uniqueShortname(tx, values.title, id, attempt),
      async (tx, shortname) => {
        const written = await updatePostIfUnchanged(
          tx,
          id,
          loaded,
          {
            ...values,
            ...(embargoUntil === undefined ? {} : { embargoUntil }),
            ...scheduleOf(input, existing, user.id),
            shortname,
            postUrl: `/${menuPath}/${shortname}/`,
            // Published or withdrawn, its review starts over.
            ...(existing.menu_type !== values.menuType
              ? { workflowStatus: 'draft' as const, workflowNote: '' }
              : {}),
          },
          user.id,
        );
        if (!written) {
          const now = await findPostById(tx, id);
          if (!now?.is_active) throw notFound(POST_MESSAGES.notFound(id));
          throw new AppError('CONFLICT', POST_MESSAGES.conflict);
        }
        const post = await getPost(tx, id);
        await assertPublishable(tx, deps.settings, post);
        await applyCoverMedia(tx, coverMedia);
        const action = saveAction(existing.menu_type, values.menuType);
        await recordRevision(tx, id, user.id, action);
        await auditPost(tx, action, existing, post);
        return post;
      },
    ),
  );
}

/** What a save of an existing article did, as its revision records it. */
function saveAction(before: string, after: string): 'publish' | 'unpublish' | 'update' {
  if (before !== 'post' && after === 'post') return 'publish';
  if (before === 'post' && after !== 'post') return 'unpublish';
  return 'update';
}

/** Fields of an article's reply that no one edits: joined names and visitor counts. */
const DERIVED_POST_FIELDS = [
  'menu_name',
  'full_name',
  'desktop_visitors',
  'mobile_visitors',
  'total_visitors',
];

/** Records a write of an article in the audit trail, in the write's transaction. */
export function auditPost(
  tx: Db,
  action: AuditAction,
  before: Post | null,
  after: Post | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (id === undefined) return Promise.resolve();
  return recordItemChange(tx, {
    entity: 'post',
    action,
    id,
    before,
    after,
    label: (after ?? before)?.title ?? null,
    ignore: DERIVED_POST_FIELDS,
  });
}

export async function deletePost(db: Db, user: SessionUser, id: number): Promise<void> {
  assertRight(user, 'articles.delete');
  await inTransaction(db, async (tx) => {
    const existing = await findPostById(tx, id);
    if (!existing?.is_active || !(await deactivatePost(tx, id, user.id))) {
      throw notFound(POST_MESSAGES.notFound(id));
    }
    await auditPost(tx, 'delete', existing, { ...existing, is_active: 0 });
  });
}

/**
 * POST /api/posts/{id}/revisions/{revision_id}/restore's save (revisions.service.ts restoreRevision):
 * a compare-and-set update of the article and its 'restore' revision in one transaction, the reply
 * read back inside it, so a 409 or any error means nothing was written.
 */
export const restorePost: RestoreArticle = (deps, user, postId, values, loadedLastUpdate) =>
  inTransaction(deps.db, async (tx) => {
    // Deleted since: 404.
    const before = await deps.getPost(tx, postId);
    assertMaySave(user, before, { menu_type: values.menuType });
    checkEmbargo(before, { menu_type: values.menuType });
    if (!(await restorePostIfUnchanged(tx, postId, loadedLastUpdate, values, user.id))) {
      // Saved by someone else since the editor loaded it.
      throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
    const after = await deps.getPost(tx, postId);
    await assertPublishable(tx, deps.settings, after);
    await recordRevision(tx, postId, user.id, 'restore', { restoredFrom: values.revisionId });
    await auditPost(tx, 'restore', before, after);
    return after;
  });

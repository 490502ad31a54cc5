import {
  type PageQuery,
  POST_MESSAGES,
  type Post,
  REVISION_MESSAGES,
  type RestoreRevisionInput,
  type Revision,
  type RevisionListItem,
  type SessionUser,
} from '@newsroom/shared';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { pagedList } from '../../lib/paging.ts';
import {
  countRevisions,
  findRevision,
  findRevisionPage,
  type RestoredArticle,
  recordRevision,
} from './revisions.repo.ts';

/**
 * An article's revisions (docs/architecture.md: routes → service → repo). Every successful save of
 * an article records one with `recordRevision`, inside the save's own transaction; nothing else
 * writes them. This module imports nothing of the posts module (the posts service calls
 * recordRevision, so an import back would be a cycle): what it needs of it comes in RevisionDeps.
 */

export type { RestoredArticle, RevisionExtras } from './revisions.repo.ts';
/**
 * Records a revision of an article inside its save's transaction (see revisions.repo.ts): the
 * posts module's saves call it after their write, with the save's action.
 */
export { recordRevision };

/**
 * The save of a restore: the article becomes `values` if it still has the `last_update` the editor
 * loaded (else 409 POST_MESSAGES.conflict, or 404 when it is gone), a 'restore' revision is recorded
 * in the same transaction, and the article is answered as GET /api/posts/{id} reads it.
 */
export type RestoreArticle = (
  deps: RevisionDeps,
  user: SessionUser,
  postId: number,
  values: RestoredArticle,
  loadedLastUpdate: Date,
) => Promise<Post>;

export interface RevisionDeps {
  db: Db;
  /** An active article or 404 '#{id} cikk nem létezik!' (posts.service.ts getPost), on any handle (a transaction too). */
  getPost: (db: Db, id: number) => Promise<Post>;
  /** The save a restore makes (posts.service.ts restorePost). */
  restore: RestoreArticle;
  /** The settings' sources, for the publish checklist a restored public article must pass. */
  settings?: SettingSources;
}

/** One page of an article's revisions, newest first; 404 for a missing or deleted article. */
export async function listRevisions(
  deps: RevisionDeps,
  postId: number,
  page: PageQuery,
): Promise<{ rows: RevisionListItem[]; total: number }> {
  await deps.getPost(deps.db, postId);
  return pagedList(findRevisionPage(deps.db, postId, page), countRevisions(deps.db, postId));
}

/** One revision of an article, the whole stored article; 404 when it is not one of this article's. */
export async function getRevision(deps: RevisionDeps, postId: number, revisionId: number): Promise<Revision> {
  await deps.getPost(deps.db, postId);
  const revision = await findRevision(deps.db, postId, revisionId);
  if (!revision) throw notFound(REVISION_MESSAGES.notFound(revisionId));
  return revision;
}

/**
 * POST /api/posts/{id}/revisions/{revision_id}/restore: the article becomes that revision (its
 * texts, category, type, cover and state) as a new save, with PUT's optimistic lock: 400 without a
 * `last_update`, 409 when it is not the stored one, and the reply of PUT /api/posts/{id}.
 */
export async function restoreRevision(
  deps: RevisionDeps,
  user: SessionUser,
  postId: number,
  revisionId: number,
  input: RestoreRevisionInput,
): Promise<Post> {
  const existing = await deps.getPost(deps.db, postId);
  const revision = await findRevision(deps.db, postId, revisionId);
  if (!revision) throw notFound(REVISION_MESSAGES.notFound(revisionId));
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, {
    invalid: POST_MESSAGES.invalid,
    conflict: POST_MESSAGES.conflict,
  });
  return deps.restore(deps, user, postId, restoredArticleOf(revision), loaded);
}

function restoredArticleOf(revision: Revision): RestoredArticle {
  return {
    revisionId: revision.id,
    title: revision.title,
    shortContent: revision.short_content,
    content: revision.content,
    keywords: revision.keywords,
    menuId: revision.menu_id,
    secondaryMenuId: revision.secondary_menu_id,
    postType: revision.post_type,
    thumbnail: revision.thumbnail,
    thumbnailSource: revision.thumbnail_source,
    menuType: revision.menu_type,
  };
}

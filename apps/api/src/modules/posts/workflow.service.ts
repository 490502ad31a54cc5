import {
  actionFits,
  allowedActions,
  can,
  WORKFLOW_MESSAGES as M,
  POST_MESSAGES,
  type Post,
  rightsFor,
  type SessionUser,
  WORKFLOW_ACTION_PERMISSIONS,
  type WorkflowAction,
  type WorkflowStatus,
  type workflowInputSchema,
} from '@newsroom/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify, recipientsOf } from '../inbox/inbox.service.ts';
import { recordRevision } from '../revisions/revisions.service.ts';
import { assertRight } from './post-rights.ts';
import { findPostById, setWorkflowIf } from './posts.repo.ts';
import { auditPost, getPost, type PostDeps, updatePost } from './posts.service.ts';
import { storedArticleSave } from './posts-input.service.ts';

type WorkflowInput = z.output<typeof workflowInputSchema>;

/** The review steps: the states they leave from and the one they reach (workflow.ts's table). */
const REVIEW_STEPS: Record<'submit' | 'return' | 'approve', { from: WorkflowStatus[]; to: WorkflowStatus }> =
  {
    submit: { from: ['draft', 'returned'], to: 'submitted' },
    return: { from: ['submitted', 'approved'], to: 'returned' },
    approve: { from: ['submitted'], to: 'approved' },
  };

/** The inbox entry each review step writes. */
const INBOX_KIND = { submit: 'submitted', return: 'returned', approve: 'approved' } as const;

/** Throws 403 naming the right when the user's role does not allow `action` on `post`. */
function assertMayTake(user: SessionUser, action: WorkflowAction, post: Post): void {
  const permission = WORKFLOW_ACTION_PERMISSIONS[action];
  if (!can(user, permission)) assertRight(user, rightsFor(permission)[0] ?? 'articles.write_own');
  // A writer submits only their own draft.
  if (action === 'submit' && post.user_id !== user.id) assertRight(user, 'articles.write_all');
}

/**
 * POST /api/posts/{id}/workflow: one step of the review workflow, enforced here whatever the
 * screens show. A step the user's role does not allow is a 403 naming the right; one that does not
 * fit the article's state a 409 naming the steps that do. A return needs a note. Submitting,
 * returning and approving write the state with a revision and an audit entry in one transaction;
 * publishing and withdrawing are saves of the stored article (updatePost: its rules, revision and
 * audit entry).
 */
export async function takeWorkflowStep(
  deps: PostDeps,
  user: SessionUser,
  id: number,
  input: WorkflowInput,
): Promise<Post> {
  const existing = await getPost(deps.db, id);
  const { action } = input;
  assertMayTake(user, action, existing);
  if (!actionFits(action, existing)) {
    throw new AppError(
      'CONFLICT',
      M.notFitting(existing.workflow_status, existing.menu_type === 'post', allowedActions(user, existing)),
    );
  }
  if (action === 'return' && input.note === '')
    throw new AppError('BAD_INPUT', M.noteRequired, { note: M.noteRequired });
  const lastUpdate = input.last_update ?? existing.last_update;
  const loaded = checkLoadedLastUpdate(lastUpdate, existing.last_update, {
    invalid: POST_MESSAGES.invalid,
    conflict: POST_MESSAGES.conflict,
  });
  if (action === 'publish' || action === 'unpublish') {
    const menuType = action === 'publish' ? 'post' : 'draft';
    return updatePost(deps, user, id, storedArticleSave(existing, lastUpdate, { menu_type: menuType }));
  }
  const step = REVIEW_STEPS[action];
  return inTransaction(deps.db, async (tx) => {
    const note = action === 'return' ? input.note : '';
    if (!(await setWorkflowIf(tx, id, step.from, { status: step.to, note }, user.id, loaded))) {
      const now = await findPostById(tx, id);
      if (!now?.is_active) throw notFound(POST_MESSAGES.notFound(id));
      throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
    await recordRevision(tx, id, user.id, action);
    const after = await getPost(tx, id);
    await auditPost(tx, action, existing, after);
    // The reviewers hear of a submission, the author of a return or an approval, with this commit.
    await notify(
      tx,
      { kind: INBOX_KIND[action], postId: id, fromUserId: user.id, body: note },
      await recipientsOf(tx, action, user.id, existing.user_id),
    );
    return after;
  });
}

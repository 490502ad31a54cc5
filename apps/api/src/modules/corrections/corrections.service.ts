import {
  CORRECTION_KIND_LABELS,
  CORRECTION_MESSAGES,
  type Correction,
  type correctionInputSchema,
  type SessionUser,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertRight } from '../posts/post-rights.ts';
import { getPost } from '../posts/posts.service.ts';
import { findCorrections, findLatestRevisionId, insertCorrection } from './corrections.repo.ts';

type CorrectionInput = z.output<typeof correctionInputSchema>;

/** GET /api/posts/{id}/corrections: a missing article is a 404. */
export async function listCorrections(db: Db, postId: number): Promise<Correction[]> {
  await getPost(db, postId);
  return findCorrections(db, postId);
}

/**
 * POST /api/posts/{id}/corrections: only on a published article (409 otherwise), by a user who
 * may publish (it changes what readers see). Linked to the article's newest revision, audited as
 * 'correction', in one transaction; the content caches hear of it from the table's trigger.
 */
export async function addCorrection(
  db: Db,
  user: SessionUser,
  postId: number,
  input: CorrectionInput,
): Promise<Correction> {
  const post = await getPost(db, postId);
  assertRight(user, 'articles.publish');
  if (post.menu_type !== 'post') throw new AppError('CONFLICT', CORRECTION_MESSAGES.notPublished);
  const id = await inTransaction(db, async (tx) => {
    const revisionId = await findLatestRevisionId(tx, postId);
    const created = await insertCorrection(tx, { postId, ...input, userId: user.id, revisionId });
    await recordAudit(tx, {
      entity: 'post',
      entityId: postId,
      action: 'correction',
      label: post.title,
      changes: {
        correction: { before: null, after: `${CORRECTION_KIND_LABELS[input.kind]}: ${input.text}` },
      },
    });
    return created;
  });
  const all = await findCorrections(db, postId);
  const created = all.find((c) => c.id === id);
  if (!created) throw new Error(`correction ${id} not found after insert`);
  return created;
}

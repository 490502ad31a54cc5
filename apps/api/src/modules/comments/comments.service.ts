import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentPerson,
  type commentInputSchema,
  type SessionUser,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notify } from '../inbox/inbox.service.ts';
import { assertMayEdit } from '../posts/post-rights.ts';
import { getPost } from '../posts/posts.service.ts';
import { findComment, findComments, findMentionable, insertComment, setResolved } from './comments.repo.ts';

type CommentInput = z.output<typeof commentInputSchema>;

/** How much of a comment an inbox entry quotes. */
const QUOTE_LENGTH = 280;

/**
 * The article of a comment call, once the user may open it in the editor (its author, or a role
 * that writes all articles): a missing article is a 404, one the user may not open a 403 naming
 * the right, whatever the comment call.
 */
async function openArticle(db: Db, user: SessionUser, postId: number) {
  const post = await getPost(db, postId);
  assertMayEdit(user, post);
  return post;
}

export async function listComments(db: Db, user: SessionUser, postId: number): Promise<Comment[]> {
  await openArticle(db, user, postId);
  return findComments(db, postId);
}

/** The colleagues a comment of the article may mention (the names the autocomplete offers). */
export async function mentionableColleagues(
  db: Db,
  user: SessionUser,
  postId: number,
): Promise<CommentPerson[]> {
  const post = await openArticle(db, user, postId);
  return findMentionable(db, post.user_id);
}

function quote(body: string): string {
  return body.length > QUOTE_LENGTH ? `${body.slice(0, QUOTE_LENGTH - 1)}…` : body;
}

/**
 * A new comment; each colleague it mentions gets an inbox entry in the same transaction. Mentioning
 * someone who may not open the article (or an inactive or unknown user) is a 400 on `mentions`.
 */
export async function addComment(
  db: Db,
  user: SessionUser,
  postId: number,
  input: CommentInput,
): Promise<Comment> {
  const post = await openArticle(db, user, postId);
  if (input.mentions.length > 0) {
    const allowed = new Set((await findMentionable(db, post.user_id)).map((p) => p.id));
    const refused = input.mentions.filter((id) => !allowed.has(id));
    if (refused.length > 0) {
      const message = COMMENT_MESSAGES.notMentionable(refused);
      throw new AppError('BAD_INPUT', message, { mentions: message });
    }
  }
  const id = await inTransaction(db, async (tx) => {
    const created = await insertComment(tx, {
      postId,
      userId: user.id,
      body: input.body,
      mentions: input.mentions,
    });
    await notify(
      tx,
      { kind: 'mention', postId, fromUserId: user.id, body: quote(input.body) },
      input.mentions,
    );
    return created;
  });
  return getComment(db, postId, id);
}

async function getComment(db: Db, postId: number, id: number): Promise<Comment> {
  const comment = await findComment(db, postId, id);
  if (!comment) throw notFound(COMMENT_MESSAGES.notFound(id));
  return comment;
}

/** Marks a comment resolved (or open again); anyone who may open the article may. */
export async function resolveComment(
  db: Db,
  user: SessionUser,
  postId: number,
  id: number,
  resolved: boolean,
): Promise<Comment> {
  await openArticle(db, user, postId);
  if (!(await setResolved(db, postId, id, resolved ? user.id : null)))
    throw notFound(COMMENT_MESSAGES.notFound(id));
  return getComment(db, postId, id);
}

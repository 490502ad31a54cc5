import { INBOX_MESSAGES, type Inbox, type SessionUser } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countUnread,
  findEditors,
  findEntries,
  findNames,
  findReviewerIds,
  insertEntries,
  markAllRead,
  markRead,
  type NewInboxEntry,
} from './inbox.repo.ts';

/** How many entries GET /api/inbox answers. */
const INBOX_LIMIT = 50;

/**
 * Who a workflow step tells (the editor names them before the step): a submission the reviewers
 * (articles.review) but the submitter; a return or an approval the author, unless they took it.
 */
export async function recipientsOf(
  db: Db,
  step: 'submit' | 'return' | 'approve',
  actorId: number,
  authorId: number,
): Promise<number[]> {
  if (step === 'submit') return findReviewerIds(db, actorId);
  return authorId === actorId ? [] : [authorId];
}

/** The names of the reviewers a submission by `userId` tells, for the editor's line before it. */
export async function reviewerNames(db: Db, userId: number): Promise<string[]> {
  return findNames(db, await findReviewerIds(db, userId));
}

/** Writes the entries of what happened, in the caller's transaction. */
export function notify(db: Db, entry: NewInboxEntry, recipients: readonly number[]): Promise<void> {
  return insertEntries(
    db,
    entry,
    recipients.filter((id) => id !== entry.fromUserId),
  );
}

export async function getInbox(db: Db, user: SessionUser): Promise<Inbox> {
  const [entries, unread] = await Promise.all([
    findEntries(db, user.id, INBOX_LIMIT),
    countUnread(db, user.id),
  ]);
  return { entries, unread };
}

/** Unread mentions (the 'mentions' counter). */
export function countUnreadMentions(db: Db, userId: number): Promise<number> {
  return countUnread(db, userId, ['mention']);
}

export async function readEntry(db: Db, user: SessionUser, id: number): Promise<void> {
  if (!(await markRead(db, user.id, id))) throw notFound(INBOX_MESSAGES.notFound(id));
}

export function readAll(db: Db, user: SessionUser): Promise<void> {
  return markAllRead(db, user.id);
}

/** Who may be an article's 'Felelős szerkesztő', by name (GET /api/workflow/editors). */
export function responsibleEditors(db: Db): Promise<Array<{ id: number; name: string }>> {
  return findEditors(db);
}

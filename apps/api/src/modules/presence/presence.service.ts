import { PRESENCE_TTL_MS, type PresenceEntry, type PresenceInput, type SessionUser } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { getPost } from '../posts/posts.service.ts';
import { deleteExpiredPresence, deletePresence, findPresence, upsertPresence } from './presence.repo.ts';

/**
 * Who has an article open in an editor. Each editor tab sends a heartbeat (POST
 * /api/posts/{id}/presence every PRESENCE_HEARTBEAT_MS) and a goodbye when it closes; the rows live
 * in the database, so every instance answers the same. A tab counts as present for PRESENCE_TTL_MS
 * after its last heartbeat; older rows are ignored, and deleted by the next heartbeat of anyone.
 * Nothing is locked: it only tells the editors about each other.
 *
 * `now` is the moment of the call: the database's clock when not given (tests pass their own).
 */

/** A tab's heartbeat (or, with `closing`, its goodbye), answered with everyone present; 404 for a missing article. */
export async function reportPresence(
  db: Db,
  user: SessionUser,
  postId: number,
  input: PresenceInput,
  now?: Date,
): Promise<PresenceEntry[]> {
  await getPost(db, postId);
  const key = { postId, userId: user.id, tabId: input.tab_id };
  // Outside the transaction: the clean-up of every article's expired rows is not part of this write.
  await deleteExpiredPresence(db, now, PRESENCE_TTL_MS);
  return inTransaction(db, async (tx) => {
    if (input.closing) await deletePresence(tx, key);
    else await upsertPresence(tx, key, now, PRESENCE_TTL_MS);
    return findPresence(tx, postId, user.id, now, PRESENCE_TTL_MS);
  });
}

/** Everyone present on an article, without a heartbeat; 404 for a missing article. */
export async function listPresence(
  db: Db,
  user: SessionUser,
  postId: number,
  now?: Date,
): Promise<PresenceEntry[]> {
  await getPost(db, postId);
  return findPresence(db, postId, user.id, now, PRESENCE_TTL_MS);
}

import {
  can,
  POLL_SERVER_MESSAGES as M,
  type Poll,
  type PollFilter,
  type pollInputSchema,
  type SessionUser,
  type VoteResult,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { parseLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { pagedList } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit, recordItemChange } from '../audit/audit.service.ts';
import {
  addVote,
  clearRightSide,
  countPolls,
  deactivatePoll,
  findActivePoll,
  findItemCounts,
  findPollPage,
  type ItemWrite,
  insertPoll,
  isActivePoll,
  markRightSide,
  updatePollIfUnchanged,
} from './polls.repo.ts';

type ParsedInput = z.output<typeof pollInputSchema>;

export async function listPolls(db: Db, filter: PollFilter): Promise<{ rows: Poll[]; total: number }> {
  return pagedList(findPollPage(db, filter), countPolls(db));
}

/** An active poll with its items, or 404. */
export async function getPoll(db: Db, id: number): Promise<Poll> {
  const poll = await findActivePoll(db, id);
  if (!poll) throw notFound(M.notFound(id));
  return poll;
}

/** The name and the items of a write (pollInputSchema), trimmed; item names are not checked. */
function pollWrite(input: ParsedInput): { name: string; items: ItemWrite[] } {
  return {
    name: input.name.trim(),
    items: input.items.map((item) => ({ id: item.id ?? undefined, name: item.name.trim() })),
  };
}

function assertWriter(actor: SessionUser): void {
  if (!can(actor, 'writePolls')) throw forbidden();
}

export async function createPoll(db: Db, actor: SessionUser, input: ParsedInput): Promise<Poll> {
  assertWriter(actor);
  const { name, items } = pollWrite(input);
  return inTransaction(db, async (tx) => {
    const poll = await getPoll(tx, await insertPoll(tx, name, items, actor.id));
    await auditPoll(tx, 'create', null, poll);
    return poll;
  });
}

/** Records a write of a poll in the audit trail, in the write's transaction. */
function auditPoll(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  before: Poll | null,
  after: Poll | null,
): Promise<void> {
  const poll = (after ?? before) as Poll;
  return recordItemChange(tx, {
    entity: 'voting_widget',
    action,
    id: poll.id,
    before,
    after,
    label: poll.name,
    ignore: ['full_name', 'total_votes'],
  });
}

/** A back-office save: names and the set of items change; the votes of items that stay are kept. */
export async function updatePoll(db: Db, actor: SessionUser, id: number, input: ParsedInput): Promise<Poll> {
  assertWriter(actor);
  const { name, items } = pollWrite(input);
  const loaded = parseLoadedLastUpdate(input.last_update, M.lastUpdateMissing);
  return inTransaction(db, async (tx) => {
    const before = await findActivePoll(tx, id);
    if (!before) throw notFound(M.notFound(id));
    if (!(await updatePollIfUnchanged(tx, id, loaded, name, items, actor.id))) {
      if (!(await isActivePoll(tx, id))) throw notFound(M.notFound(id));
      throw new AppError('CONFLICT', M.conflict);
    }
    const after = await getPoll(tx, id);
    await auditPoll(tx, 'update', before, after);
    return after;
  });
}

export async function deletePoll(db: Db, actor: SessionUser, id: number): Promise<void> {
  assertWriter(actor);
  await inTransaction(db, async (tx) => {
    const existing = await findActivePoll(tx, id);
    if (!existing || !(await deactivatePoll(tx, id, actor.id))) throw notFound(M.notFound(id));
    await auditPoll(tx, 'delete', existing, { ...existing, is_active: 0 });
  });
}

/**
 * Makes the poll the only right-side one. Two markings at once can collide on the unique index
 * (each cleared the others before the other committed): the loser tries again on fresh data.
 */
export async function markPollRightSide(db: Db, actor: SessionUser, id: number): Promise<void> {
  assertWriter(actor);
  for (let attempt = 1; ; attempt++) {
    try {
      // One transaction: the others are cleared and this one marked together, or neither.
      await inTransaction(db, async (tx) => {
        const poll = await findActivePoll(tx, id);
        const cleared = poll ? await markRightSide(tx, id) : undefined;
        if (!poll || !cleared) throw notFound(M.notFound(id));
        await recordAudit(tx, {
          entity: 'voting_widget',
          entityId: id,
          action: 'right_item',
          label: poll.name,
          changes: {
            right_side: { before: poll.right_side, after: 1 },
            ...(cleared.others.length > 0 ? { cleared_polls: { before: cleared.others, after: [] } } : {}),
          },
        });
      });
      return;
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function removeAllRightSide(db: Db, actor: SessionUser): Promise<number> {
  assertWriter(actor);
  return inTransaction(db, async (tx) => {
    const cleared = await clearRightSide(tx);
    await recordAudit(tx, {
      entity: 'voting_widget',
      entityId: null,
      action: 'remove_all',
      changes: cleared.length > 0 ? { right_side_polls: { before: cleared, after: [] } } : null,
    });
    return cleared.length;
  });
}

/**
 * One public vote for the item at `itemIndex` of an active poll, unless this browser (its signed
 * cookie, `votedIds`) already voted in it: 404 missing poll, 409 voted, 400 no such item.
 */
export async function castVote(
  db: Db,
  id: number,
  itemIndex: number,
  votedIds: readonly number[],
): Promise<VoteResult> {
  const poll = await findActivePoll(db, id);
  if (!poll) throw notFound(M.notFound(id));
  if (votedIds.includes(id)) throw new AppError('CONFLICT', M.alreadyVoted);
  if (itemIndex >= poll.items.length) {
    throw new AppError('BAD_INPUT', M.badItem, { item_index: M.badItem });
  }
  // The poll may have been deleted or its items changed since it was read: the UPDATE decides.
  if (!(await addVote(db, id, itemIndex))) throw notFound(M.notFound(id));
  const items = await findItemCounts(db, id);
  return { id, items, total_votes: items.reduce((sum, item) => sum + item.votes, 0) };
}

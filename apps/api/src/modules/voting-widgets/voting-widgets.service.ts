import {
  can,
  VOTING_SERVER_MESSAGES as M,
  type SessionUser,
  type VoteResult,
  type VotingWidget,
  type VotingWidgetFilter,
  type votingWidgetInputSchema,
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
  countWidgets,
  deactivateWidget,
  findActiveWidget,
  findItemCounts,
  findWidgetPage,
  type ItemWrite,
  insertWidget,
  isActiveWidget,
  markRightSide,
  updateWidgetIfUnchanged,
} from './voting-widgets.repo.ts';

type ParsedInput = z.output<typeof votingWidgetInputSchema>;

export async function listWidgets(
  db: Db,
  filter: VotingWidgetFilter,
): Promise<{ rows: VotingWidget[]; total: number }> {
  return pagedList(findWidgetPage(db, filter), countWidgets(db));
}

/** An active poll with its items, or 404. */
export async function getWidget(db: Db, id: number): Promise<VotingWidget> {
  const widget = await findActiveWidget(db, id);
  if (!widget) throw notFound(M.notFound(id));
  return widget;
}

/** The name and the items of a write (votingWidgetInputSchema), trimmed; item names are not checked. */
function pollWrite(input: ParsedInput): { name: string; items: ItemWrite[] } {
  return {
    name: input.name.trim(),
    items: input.items.map((item) => ({ id: item.id ?? undefined, name: item.name.trim() })),
  };
}

function assertWriter(actor: SessionUser): void {
  if (!can(actor, 'writeAds')) throw forbidden();
}

export async function createWidget(db: Db, actor: SessionUser, input: ParsedInput): Promise<VotingWidget> {
  assertWriter(actor);
  const { name, items } = pollWrite(input);
  return inTransaction(db, async (tx) => {
    const widget = await getWidget(tx, await insertWidget(tx, name, items, actor.id));
    await auditWidget(tx, 'create', null, widget);
    return widget;
  });
}

/** Records a write of a poll in the audit trail, in the write's transaction. */
function auditWidget(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  before: VotingWidget | null,
  after: VotingWidget | null,
): Promise<void> {
  const widget = (after ?? before) as VotingWidget;
  return recordItemChange(tx, {
    entity: 'voting_widget',
    action,
    id: widget.id,
    before,
    after,
    label: widget.name,
    ignore: ['full_name', 'total_votes'],
  });
}

/** A back-office save: names and the set of items change; the votes of items that stay are kept. */
export async function updateWidget(
  db: Db,
  actor: SessionUser,
  id: number,
  input: ParsedInput,
): Promise<VotingWidget> {
  assertWriter(actor);
  const { name, items } = pollWrite(input);
  const loaded = parseLoadedLastUpdate(input.last_update, M.lastUpdateMissing);
  return inTransaction(db, async (tx) => {
    const before = await findActiveWidget(tx, id);
    if (!before) throw notFound(M.notFound(id));
    if (!(await updateWidgetIfUnchanged(tx, id, loaded, name, items, actor.id))) {
      if (!(await isActiveWidget(tx, id))) throw notFound(M.notFound(id));
      throw new AppError('CONFLICT', M.conflict);
    }
    const after = await getWidget(tx, id);
    await auditWidget(tx, 'update', before, after);
    return after;
  });
}

export async function deleteWidget(db: Db, actor: SessionUser, id: number): Promise<void> {
  assertWriter(actor);
  await inTransaction(db, async (tx) => {
    const existing = await findActiveWidget(tx, id);
    if (!existing || !(await deactivateWidget(tx, id, actor.id))) throw notFound(M.notFound(id));
    await auditWidget(tx, 'delete', existing, { ...existing, is_active: 0 });
  });
}

/**
 * Makes the poll the only right-side one. Two markings at once can collide on the unique index
 * (each cleared the others before the other committed): the loser tries again on fresh data.
 */
export async function markWidgetRightSide(db: Db, actor: SessionUser, id: number): Promise<void> {
  assertWriter(actor);
  for (let attempt = 1; ; attempt++) {
    try {
      // One transaction: the others are cleared and this one marked together, or neither.
      await inTransaction(db, async (tx) => {
        const widget = await findActiveWidget(tx, id);
        const cleared = widget ? await markRightSide(tx, id) : undefined;
        if (!widget || !cleared) throw notFound(M.notFound(id));
        await recordAudit(tx, {
          entity: 'voting_widget',
          entityId: id,
          action: 'right_item',
          label: widget.name,
          changes: {
            right_side: { before: widget.right_side, after: 1 },
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
  const widget = await findActiveWidget(db, id);
  if (!widget) throw notFound(M.notFound(id));
  if (votedIds.includes(id)) throw new AppError('CONFLICT', M.alreadyVoted);
  if (itemIndex >= widget.items.length) {
    throw new AppError('BAD_INPUT', M.badItem, { item_index: M.badItem });
  }
  // The poll may have been deleted or its items changed since it was read: the UPDATE decides.
  if (!(await addVote(db, id, itemIndex))) throw notFound(M.notFound(id));
  const items = await findItemCounts(db, id);
  return { id, items, total_votes: items.reduce((sum, item) => sum + item.votes, 0) };
}

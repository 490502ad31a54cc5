import { z } from 'zod';
import type { Flag } from './flags.ts';
import { idSchema, pageSchema, perPageSchema } from './ids.ts';

/** The most items a poll may have, and the longest names the server keeps. */
export const MAX_POLL_ITEMS = 50;
export const MAX_POLL_NAME_LENGTH = 255;

/** GET /api/voting-widgets query: the list is small, but paged like every list (CONTRACT.md point 2). */
export const votingWidgetFilterSchema = z.object({
  page: pageSchema,
  per_page: perPageSchema,
});
export type VotingWidgetFilter = z.output<typeof votingWidgetFilterSchema>;

/**
 * One item of a poll write. An item sent with the id of one of the poll's items keeps its votes
 * and takes the new name and position; an item without a (known) id is new, with 0 votes. Votes
 * sent by the client are ignored.
 */
export const votingItemInputSchema = z.object({
  id: idSchema.nullable().optional(),
  name: z.string().max(MAX_POLL_NAME_LENGTH).default(''),
});

/**
 * POST /api/voting-widgets/add and PUT /api/voting-widgets/{id}. The name and at least one item are
 * required (checked by the service, after the permission check). right_side is not written here:
 * PUT /api/voting-widgets/{id}/right-item and PUT /api/voting-widgets-remove-all change it.
 */
export const votingWidgetInputSchema = z.object({
  name: z.string().max(MAX_POLL_NAME_LENGTH).default(''),
  items: z.array(votingItemInputSchema).max(MAX_POLL_ITEMS).default([]),
  /** PUT only: the last_update the dialog loaded; refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
});
export type VotingWidgetInput = z.input<typeof votingWidgetInputSchema>;

/** POST /api/public/voting-widgets/{id}/vote: the item's 0-based position in the poll's order. */
export const voteInputSchema = z.object({
  item_index: z.number().int().min(0).max(10_000),
});

/** One item of a poll, in the poll's order (its index is the vote call's item_index). */
export interface VotingItem {
  id: number;
  name: string;
  votes: number;
}

/** A poll as GET /api/voting-widgets and /api/voting-widgets/{id} answer it (SPEC.md point 3). */
export interface VotingWidget {
  id: number;
  name: string;
  items: VotingItem[];
  /** The sum of the items' votes. */
  total_votes: number;
  right_side: Flag;
  is_active: Flag;
  user_id: number;
  /** The creator's full name (the list's 'Created by'). */
  full_name: string;
  creation_date: string;
  last_update: string;
}

/** The data of a vote's reply: the fresh counts, so the public site can show the results. */
export interface VoteResult {
  id: number;
  items: Array<{ name: string; votes: number }>;
  total_votes: number;
}

/**
 * Each item's share of the poll's votes in whole percents that add up to 100 (largest remainders
 * get the rounding), or 0 for every item of a poll without votes.
 */
export function voteShares(items: ReadonlyArray<{ votes: number }>): number[] {
  const total = items.reduce((sum, item) => sum + item.votes, 0);
  if (total <= 0) return items.map(() => 0);
  const exact = items.map((item) => (item.votes / total) * 100);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}

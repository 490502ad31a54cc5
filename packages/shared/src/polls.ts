import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { idSchema } from './ids.ts';
import { isFilled, rule } from './rules.ts';
import { POLL_FORM_MESSAGES, POLL_SERVER_MESSAGES } from './strings/polls.ts';

/** The most items a poll may have, and the longest names the server keeps. */
export const MAX_POLL_ITEMS = 50;
export const MAX_POLL_NAME_LENGTH = 255;

/** GET /api/voting-widgets query: the list is small, but paged like every list. */
export const pollFilterSchema = pageQuerySchema;
export type PollFilter = z.output<typeof pollFilterSchema>;

/**
 * One item of a poll write. An item sent with the id of one of the poll's items keeps its votes
 * and takes the new name and position; an item without a (known) id is new, with 0 votes. Votes
 * sent by the client are ignored.
 */
export const pollItemInputSchema = z.object({
  id: idSchema.nullable().optional(),
  name: z.string().max(MAX_POLL_NAME_LENGTH).default(''),
});

/** The messages of the poll rules: the server's (POLL_SERVER_MESSAGES) or the dialog's (POLL_FORM_MESSAGES). */
export interface PollRuleMessages {
  nameMissing: string;
  noItems: string;
}

/**
 * A poll write, worded with `m`: the name is required and at least one item (item names are not
 * checked). right_side is not written here: PUT /api/voting-widgets/{id}/right-item and
 * PUT /api/voting-widgets-remove-all change it.
 */
function pollRulesSchema(m: PollRuleMessages) {
  return z.object({
    name: z.string().max(MAX_POLL_NAME_LENGTH).default('').refine(isFilled, rule(m.nameMissing)),
    items: z
      .array(pollItemInputSchema)
      .max(MAX_POLL_ITEMS)
      .default([])
      .refine((items) => items.length > 0, rule(m.noItems)),
    /** PUT only: the last_update the dialog loaded; refused with 409 when the stored one differs. */
    last_update: z.string().max(40).optional(),
  });
}

/** POST /api/voting-widgets/add and PUT /api/voting-widgets/{id}. */
export const pollInputSchema = pollRulesSchema(POLL_SERVER_MESSAGES);
/** The same rules worded for the poll dialog. */
export const pollFormSchema = pollRulesSchema(POLL_FORM_MESSAGES);
export type PollInput = z.input<typeof pollInputSchema>;

/** POST /api/public/voting-widgets/{id}/vote: the item's 0-based position in the poll's order. */
export const voteInputSchema = z.object({
  item_index: z.number().int().min(0).max(10_000),
});

export { voteShares } from './vote-shares.ts';

import { z } from 'zod';
import { listReplySchema, okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';

/** One item of a poll, in the poll's order (its index is the vote call's item_index). */
export const pollItemSchema = z
  .object({ id: recordIdSchema, name: z.string(), votes: z.number().int().min(0) })
  .meta({ id: 'VotingItem' });
export type PollItem = z.infer<typeof pollItemSchema>;

/** A poll as GET /api/voting-widgets and /api/voting-widgets/{id} answer it. */
export const pollSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    items: z.array(pollItemSchema),
    total_votes: z.number().int().min(0).describe("The sum of the items' votes."),
    right_side: flag.describe('1: the poll shown on the right side of the public site (at most one).'),
    is_active: flag,
    user_id: recordIdSchema,
    full_name: z.string().describe("The creator's name, last name first."),
    creation_date: timestampSchema,
    last_update: timestampSchema.describe('Send it back with a save: 409 when the poll changed since.'),
  })
  .meta({ id: 'VotingWidget' });
export type Poll = z.infer<typeof pollSchema>;

/** The data of a vote's reply: the fresh counts, so the public site can show the results. */
export const voteResultSchema = z
  .object({
    id: recordIdSchema,
    items: z.array(z.object({ name: z.string(), votes: z.number().int().min(0) })),
    total_votes: z.number().int().min(0),
  })
  .meta({ id: 'VoteResult' });
export type VoteResult = z.infer<typeof voteResultSchema>;

export const pollListReplySchema = listReplySchema(pollSchema);
export const pollReplySchema = okReplySchema(pollSchema);
export const voteReplySchema = okReplySchema(voteResultSchema);
/** PUT /api/voting-widgets-remove-all: how many polls left the right side. */
export const removeAllRightSideReplySchema = okReplySchema(z.object({ cleared: z.number().int().min(0) }));

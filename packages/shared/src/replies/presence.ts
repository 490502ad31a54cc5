import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';

/** One editor tab that has the article open (heartbeat within the last 60 s). */
export const presenceEntrySchema = z
  .object({
    user_id: recordIdSchema,
    full_name: z.string().describe("The editor's name, last name first."),
    tab_id: z.string().describe('The tab that sent it; a tab leaves out its own entry.'),
    since: timestampSchema.describe('When this tab opened the article.'),
    last_seen: timestampSchema.describe('Its last heartbeat.'),
    is_me: flag.describe("1: the caller's own (another tab of theirs, or this one)."),
  })
  .meta({ id: 'PresenceEntry' });
export type PresenceEntry = z.infer<typeof presenceEntrySchema>;

export const presenceReplySchema = okReplySchema(z.array(presenceEntrySchema));

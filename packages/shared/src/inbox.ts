import { z } from 'zod';
import { recordIdSchema, timestampSchema } from './envelope.ts';
import { flag } from './flags.ts';

/**
 * The inbox (GET /api/inbox; the header's bell): what the newsroom tells one person. A submission
 * tells the reviewers, a return or an approval the author, a mention the colleague mentioned.
 */
export const INBOX_KINDS = ['submitted', 'returned', 'approved', 'mention'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxEntrySchema = z
  .object({
    id: recordIdSchema,
    kind: z.enum(INBOX_KINDS),
    post_id: recordIdSchema,
    post_title: z.string(),
    from_user_id: recordIdSchema.nullable(),
    from_name: z.string().describe('Who did it, last name first; empty when unknown.'),
    text: z.string().describe('The sentence the bell shows, in Hungarian, with the note or comment.'),
    created_at: timestampSchema,
    read: flag,
  })
  .meta({ id: 'InboxEntry' });
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const inboxSchema = z
  .object({
    entries: z.array(inboxEntrySchema).describe('The newest 50, unread and read.'),
    unread: z.number().int().min(0),
  })
  .meta({ id: 'Inbox' });
export type Inbox = z.infer<typeof inboxSchema>;

/** The sentences of the inbox, by kind. */
export const INBOX_TEXT: Record<InboxKind, (from: string, title: string, body: string) => string> = {
  submitted: (from, title) => `${from} jóváhagyásra beküldte: „${title}”.`,
  returned: (from, title, body) => `${from} visszaküldte: „${title}”. Megjegyzés: ${body}`,
  approved: (from, title) => `${from} jóváhagyta: „${title}”.`,
  mention: (from, title, body) => `${from} megemlítette Önt a(z) „${title}” cikknél: ${body}`,
};

/** The header's bell and its list. */
export const INBOX_UI = {
  bell: (unread: number) => (unread > 0 ? `Értesítések: ${unread} olvasatlan` : 'Értesítések'),
  title: 'Értesítések',
  empty: 'Nincs értesítése.',
  markRead: 'Olvasottnak jelölés',
  markAllRead: 'Mind olvasott',
  unreadBadge: 'Új',
} as const;

export const INBOX_MESSAGES = {
  notFound: (id: number | string) => `A(z) #${id} értesítés nem létezik!`,
  read: 'Olvasottnak jelölve.',
  allRead: 'Minden értesítés olvasott.',
} as const;

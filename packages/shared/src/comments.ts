import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { flag, flagInput } from './flags.ts';
import { idSchema } from './ids.ts';
import { isFilled, rule } from './rules.ts';

/**
 * Editorial comments of an article (docs/product.md, "Comments and mentions"): a thread beside the
 * editor, never public, read and written only by those who may open the article. A comment may
 * mention colleagues (user ids); each mentioned one gets an inbox entry of kind 'mention'.
 */
export const MAX_COMMENT_LENGTH = 2000;
/** At most this many colleagues in one comment. */
export const MAX_COMMENT_MENTIONS = 20;
const COMMENT_BODY_REQUIRED = 'Írja meg a megjegyzést!';

export const commentPersonSchema = z.object({
  id: recordIdSchema,
  name: z.string().describe('Last name first, as the user list shows it.'),
});
export type CommentPerson = z.infer<typeof commentPersonSchema>;

export const commentSchema = z
  .object({
    id: recordIdSchema,
    post_id: recordIdSchema,
    user_id: recordIdSchema,
    user_name: z.string(),
    body: z.string(),
    mentions: z.array(commentPersonSchema),
    resolved: flag,
    resolved_by_name: z.string().nullable().describe('Who marked it resolved; null while open.'),
    resolved_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

export const commentInputSchema = z.object({
  body: z
    .string()
    .refine(isFilled, rule(COMMENT_BODY_REQUIRED))
    .transform((v) => v.trim())
    .refine(
      (v) => v.length <= MAX_COMMENT_LENGTH,
      rule(`A megjegyzés legfeljebb ${MAX_COMMENT_LENGTH} karakter lehet!`),
    ),
  mentions: z
    .array(recordIdSchema)
    .default([])
    .refine(
      (ids) => ids.length <= MAX_COMMENT_MENTIONS,
      rule(`Egy megjegyzés legfeljebb ${MAX_COMMENT_MENTIONS} kollégát említhet!`),
    )
    .transform((ids) => [...new Set(ids)]),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentUpdateSchema = z.object({
  resolved: flagInput,
});

export const commentParamsSchema = z.object({ id: idSchema, comment_id: idSchema });

export const COMMENT_MESSAGES = {
  added: 'Megjegyzés elküldve.',
  resolved: 'Megjegyzés lezárva.',
  reopened: 'Megjegyzés újranyitva.',
  notFound: (id: number | string) => `A(z) #${id} megjegyzés nem létezik!`,
  /** A mention of someone who may not open the article (or is inactive, or does not exist). */
  notMentionable: (ids: readonly number[]) =>
    `${ids.map((id) => `#${id}`).join(', ')}: csak olyan aktív kollégát említhet, aki megnyithatja ezt a cikket!`,
} as const;

/** The thread beside the editor. */
export const COMMENTS_UI = {
  title: 'Megjegyzések',
  region: 'Szerkesztőségi megjegyzések',
  notPublic: 'Csak a szerkesztőség látja, az olvasók soha.',
  unsaved: 'Mentés után írhat megjegyzést a cikkhez.',
  empty: 'Még nincs megjegyzés.',
  body: 'Új megjegyzés',
  bodyPlaceholder: 'Mit kell tudnia a kollégáknak?',
  mentions: 'Megemlítés',
  mentionsPlaceholder: 'Kezdje gépelni egy kolléga nevét',
  mentionsHint: 'A megemlítettek értesítést kapnak.',
  nothingFound: 'Nincs ilyen nevű kolléga, aki megnyithatja a cikket.',
  send: 'Küldés',
  resolve: 'Lezárás',
  reopen: 'Újranyitás',
  resolvedBy: (name: string) => `Lezárta: ${name}`,
  showResolved: (n: number) => `Lezárt megjegyzések (${n})`,
  mentioned: 'Megemlítve:',
  count: (open: number) => (open > 0 ? `${open} nyitott` : 'Mind lezárva'),
} as const;

export const commentListReplySchema = okReplySchema(z.array(commentSchema));
export const commentReplySchema = okReplySchema(commentSchema);
export const mentionableReplySchema = okReplySchema(z.array(commentPersonSchema));

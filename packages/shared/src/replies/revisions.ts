import { z } from 'zod';
import { listReplySchema, okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { MENU_TYPES } from '../posts.ts';
import { REVISION_ACTIONS } from '../revisions.ts';

/** One row of GET /api/posts/{id}/revisions, newest first. */
export const revisionListItemSchema = z
  .object({
    id: recordIdSchema,
    created_at: timestampSchema,
    user_id: recordIdSchema.describe('Who saved (for a scheduled publication: who scheduled it).'),
    full_name: z.string().describe("The saver's name, last name first."),
    action: z.enum(REVISION_ACTIONS).describe('The save that made it.'),
    menu_type: z.enum(MENU_TYPES).describe('The state after the save: draft, or post (published).'),
    title: z.string(),
  })
  .meta({ id: 'RevisionListItem' });
export type RevisionListItem = z.infer<typeof revisionListItemSchema>;

/** GET /api/posts/{id}/revisions/{revision_id}: the article as that save stored it. */
export const revisionSchema = revisionListItemSchema
  .extend({
    post_id: recordIdSchema,
    short_content: z.string(),
    content: z.string().describe('Sanitised HTML.'),
    keywords: z.string(),
    menu_id: recordIdSchema,
    secondary_menu_id: z.number().int().min(0).describe('0: no subcategory.'),
    post_type: z.string(),
    thumbnail: z.string(),
    thumbnail_source: z.string(),
    publish_at: timestampSchema.nullable().describe('The scheduled publication time then; null: none.'),
    restored_from: recordIdSchema.nullable().describe('The revision a restore brought back.'),
    scheduled_by: recordIdSchema.nullable().describe('Who had scheduled the publication.'),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListReplySchema = listReplySchema(revisionListItemSchema);
export const revisionReplySchema = okReplySchema(revisionSchema);

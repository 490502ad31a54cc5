import { z } from 'zod';
import { listReplySchema, okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';
import { MENU_TYPES, POST_BULK_ACTIONS, POST_BULK_STATUSES } from '../posts.ts';
import { WORKFLOW_STATUSES } from '../workflow.ts';

/** One row of GET /api/admin-posts. */
export const postListItemSchema = z
  .object({
    id: recordIdSchema,
    title: z.string(),
    short_content: z.string(),
    keywords: z.string().describe('The comma-joined keyword list, as the editor sent it.'),
    thumbnail: z.string().describe('The cover image, a path under /uploads.'),
    menu_id: recordIdSchema,
    menu_name: z.string(),
    secondary_menu_id: z.number().int().min(0).describe('0: no subcategory.'),
    post_type: z.string(),
    is_active: flag,
    user_id: recordIdSchema,
    full_name: z.string().describe("The author's name, last name first."),
    menu_type: z.enum(MENU_TYPES).describe('draft, or post (published).'),
    post_url: z.string(),
    shortname: z.string(),
    creation_date: timestampSchema,
    last_update: timestampSchema.describe('Send it back with a save: 409 when the article changed since.'),
    publish_at: timestampSchema
      .nullable()
      .describe("A draft's scheduled publication time; null: not scheduled (always null once published)."),
    workflow_status: z
      .enum(WORKFLOW_STATUSES)
      .describe(
        "A draft's review state: draft ('Piszkozat'), submitted ('Beküldve'), returned ('Visszaküldve'), approved ('Jóváhagyva'). Changed by POST /api/posts/{id}/workflow.",
      ),
    embargo_until: timestampSchema
      .nullable()
      .describe('No publication path makes the article public before this time; null: no embargo.'),
    desktop_visitors: z.number().int().min(0),
    mobile_visitors: z.number().int().min(0),
    total_visitors: z.number().int().min(0),
    snippet: z
      .string()
      .optional()
      .describe(
        "With the 'Szöveg' filter (text): a passage of the lead and text, HTML-escaped, the matched words in <mark> tags.",
      ),
  })
  .meta({ id: 'PostListItem' });
export type PostListItem = z.infer<typeof postListItemSchema>;

/** GET /api/posts/{id} and the data of an article save: every field of an article. */
export const postSchema = postListItemSchema
  .extend({
    content: z.string().describe('Sanitised HTML.'),
    thumbnail_source: z.string(),
    published_late: flag.describe(
      '1: the scheduler published it late: no server ran at its publish_at, or the run that published it came more than 15 s (the scheduler interval and 5 s) after it.',
    ),
    scheduled_by: recordIdSchema.nullable().describe('Who set publish_at; null: not scheduled.'),
    workflow_note: z
      .string()
      .describe("The reviewer's note of the last return, for the author; empty otherwise."),
    responsible_editor_id: recordIdSchema
      .nullable()
      .describe("'Felelős szerkesztő': the colleague responsible for the article; null: none."),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

export const postListReplySchema = listReplySchema(postListItemSchema);
export const postReplySchema = okReplySchema(postSchema);

/** GET /api/posts/most-used-keywords/{menu_path}: keyword → how many recent articles use it, most used first. */
export const mostUsedKeywordsReplySchema = z.object({
  status: z.literal('ok'),
  most_used_keywords: z.record(z.string(), z.number().int()),
});

/** A stored image: its public path and its size after re-encoding. */
export const storedImageSchema = z.object({
  url: z.string(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});

/** POST /api/image-upload/post-content: the stored image, its path also as `url` at the top. */
export const uploadedImageReplySchema = okReplySchema(storedImageSchema).extend({ url: z.string() });

/** What happened to one article of POST /api/posts/bulk. */
export const postBulkResultSchema = z
  .object({
    id: recordIdSchema,
    status: z
      .enum(POST_BULK_STATUSES)
      .describe(
        'ok: done; unchanged: it already was so (nothing written); conflict: it changed since the list showed it (its last_update differs); not_found: missing or deleted; invalid: it breaks a rule of a save (message says which); forbidden: the user role may not do this to this article (message names the right).',
      ),
    message: z.string().describe('Why, in Hungarian, for this article.'),
    last_update: timestampSchema.nullable().describe('The new last_update of a done write; null otherwise.'),
  })
  .meta({ id: 'PostBulkResult' });
export type PostBulkResult = z.infer<typeof postBulkResultSchema>;

/** How many articles ended in each outcome. */
export const postBulkCountsSchema = z.object(
  Object.fromEntries(POST_BULK_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof POST_BULK_STATUSES)[number],
    z.ZodNumber
  >,
);
export type PostBulkCounts = z.infer<typeof postBulkCountsSchema>;

/** POST /api/posts/bulk: the outcome of each article, in the order sent, and their counts. */
export const postBulkOutcomeSchema = z
  .object({
    action: z.enum(POST_BULK_ACTIONS),
    results: z.array(postBulkResultSchema),
    counts: postBulkCountsSchema,
  })
  .meta({ id: 'PostBulkOutcome' });
export type PostBulkOutcome = z.infer<typeof postBulkOutcomeSchema>;
export const postBulkReplySchema = okReplySchema(postBulkOutcomeSchema);

/** A draft waiting for its publication time (the dashboard's list of the next ones). */
export const scheduledArticleSchema = z
  .object({
    id: recordIdSchema,
    title: z.string(),
    menu_id: recordIdSchema,
    menu_name: z.string(),
    publish_at: timestampSchema,
    user_id: recordIdSchema,
    full_name: z.string().describe("The author's name, last name first."),
    scheduled_by: recordIdSchema.nullable(),
    scheduled_by_name: z.string().describe('Who scheduled it; empty when unknown.'),
  })
  .meta({ id: 'ScheduledArticle' });
export type ScheduledArticle = z.infer<typeof scheduledArticleSchema>;

/** An article the scheduler published late (the dashboard's 'késve' lines). */
export const publishedLateArticleSchema = scheduledArticleSchema
  .extend({
    publish_at: timestampSchema.describe('The time it was scheduled for.'),
    published_late_at: timestampSchema.describe('When the scheduler published it.'),
  })
  .meta({ id: 'PublishedLateArticle' });
export type PublishedLateArticle = z.infer<typeof publishedLateArticleSchema>;

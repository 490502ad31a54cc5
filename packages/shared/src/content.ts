import { z } from 'zod';
import { BANNER_PLACEMENTS } from './ads.ts';
import { contentCoverSchema, contentImageSchema } from './content-images.ts';
import { contentCorrectionSchema } from './corrections.ts';
import { blankToUndefined, idSchema } from './ids.ts';
import { rule } from './rules.ts';
import { CONTENT_MESSAGES as m } from './strings/content.ts';

/**
 * The content API (docs/api.md, "Content API"): what the public site reads, with a content key, as
 * readers may see it. Published and active articles only; the admin calls' shapes stay as they are.
 */

/** Items per page of GET /api/content/articles: default, and the cap a larger `limit` is answered with. */
export const CONTENT_DEFAULT_LIMIT = 20;
export const CONTENT_MAX_LIMIT = 100;

/** The fields of an article item, in their order; `content` only when `fields=` names it. */
export const CONTENT_ARTICLE_FIELDS = [
  'id',
  'title',
  'shortname',
  'url',
  'short_content',
  'keywords',
  'category',
  'subcategory',
  'post_type',
  'author',
  'published_at',
  'updated_at',
  'cover',
  'content',
  'images',
  'corrections',
] as const;
export type ContentArticleField = (typeof CONTENT_ARTICLE_FIELDS)[number];
/** What a list's item carries when `fields=` is not given: not the text, nor its corrections. */
export const CONTENT_DEFAULT_FIELDS: readonly ContentArticleField[] = CONTENT_ARTICLE_FIELDS.filter(
  (f) => f !== 'content' && f !== 'images' && f !== 'corrections',
);
/** What a single article carries when `fields=` is not given: everything. */
export const CONTENT_ARTICLE_DEFAULT_FIELDS: readonly ContentArticleField[] = CONTENT_ARTICLE_FIELDS;

export const contentArticleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    shortname: z.string(),
    url: z.string().describe("PUBLIC_SITE_URL + the article's post_url."),
    short_content: z.string(),
    keywords: z.array(z.string()),
    category: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    subcategory: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    post_type: z.string(),
    author: z.object({ name: z.string() }),
    published_at: z.string().describe('When it first went public (ISO 8601, UTC).'),
    updated_at: z.string(),
    cover: contentCoverSchema.nullable(),
    content: z.string().describe('Sanitised HTML; in a list only when fields= asks for it.'),
    images: z
      .array(contentImageSchema)
      .describe(
        "The library images of the text, in order, with their sizes (a srcset's); in a list only when asked.",
      ),
    corrections: z
      .array(contentCorrectionSchema)
      .describe('Corrections, oldest first (readers see them under the title); in a list only when asked.'),
    embargo_until: z
      .string()
      .nullable()
      .describe('Only in a preview: the embargo the article is still under (ISO 8601), null when none.'),
  })
  .partial()
  .meta({ id: 'ContentArticle' });
export type ContentArticle = z.infer<typeof contentArticleSchema>;

/** `fields=id,title,…`: known names only, at least one; '' or absent is the default set. */
export const contentFieldsSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(500)
    .transform((v) =>
      v
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    )
    .refine(
      (fields) => fields.every((f) => (CONTENT_ARTICLE_FIELDS as readonly string[]).includes(f)),
      rule(m.badFields),
    )
    .refine((fields) => fields.length > 0, rule(m.badFields))
    .transform((fields) => fields as ContentArticleField[])
    .optional(),
);

/** `limit` 1..100, default 20; a larger one is answered as 100, never refused. */
export const contentLimitSchema = z.preprocess(
  blankToUndefined,
  z
    .preprocess(
      (v) => {
        if (typeof v !== 'string' || !/^(0|[1-9][0-9]*)$/.test(v)) return v;
        return Math.min(Number(v), CONTENT_MAX_LIMIT);
      },
      z.number(rule(m.badLimit)).int(rule(m.badLimit)).min(1, rule(m.badLimit)),
    )
    .default(CONTENT_DEFAULT_LIMIT),
);

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const contentArticlesQuerySchema = z.object({
  key: z.string().optional(),
  menu: optionalText(200).describe('A category path: only its articles.'),
  submenu: z.preprocess(blankToUndefined, idSchema.optional()).describe('A subcategory id.'),
  post_type: optionalText(200),
  keyword: optionalText(200).describe(
    'A keyword: slug or name (case, accents folded); an old slug is a 301.',
  ),
  author: z.preprocess(blankToUndefined, idSchema.optional()).describe("The author's user id."),
  limit: contentLimitSchema,
  after: z
    .preprocess(blankToUndefined, z.string().max(200).optional())
    .describe('The cursor of pagination.next: the page after it.'),
  fields: contentFieldsSchema,
});
export type ContentArticlesQuery = z.output<typeof contentArticlesQuerySchema>;

export const contentArticleQuerySchema = z.object({
  key: z.string().optional(),
  fields: contentFieldsSchema,
});

/** Keyset paging: `next` is the cursor of the next page, null on the last one. */
export const contentPaginationSchema = z.object({
  limit: z.number().int(),
  next: z.string().nullable(),
});

export const contentArticlesReplySchema = z.object({
  status: z.literal('ok'),
  data: z.array(contentArticleSchema),
  pagination: contentPaginationSchema,
});
export const contentArticleReplySchema = z.object({ status: z.literal('ok'), data: contentArticleSchema });

/** A 301 of the content API: the old address's new one, also in the `Location` header. */
export const contentMovedReplySchema = z
  .object({ status: z.literal('moved'), location: z.string() })
  .meta({ id: 'ContentMoved' });

export const contentMenuSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    submenus: z.array(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'ContentMenu' });
export type ContentMenu = z.infer<typeof contentMenuSchema>;
export const contentMenusReplySchema = z.object({
  status: z.literal('ok'),
  data: z.array(contentMenuSchema),
});

/** The banner placement codes the placements call knows. */
export const CONTENT_PLACEMENT_CODES: readonly string[] = BANNER_PLACEMENTS.map(
  (p) => p.code as string,
).filter((c) => c !== '');

export const contentPlacementsQuerySchema = z.object({
  key: z.string().optional(),
  codes: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(2000)
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((c) => c.trim())
            .filter((c) => c !== ''),
        ),
      ])
      .refine((codes) => codes.every((c) => CONTENT_PLACEMENT_CODES.includes(c)), rule(m.unknownPlacement))
      .optional(),
  ),
});

export const contentBannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    click_url: z
      .string()
      .describe('GET /api/public/banners/{id}/click on this server: counts, then redirects.'),
  })
  .meta({ id: 'ContentBanner' });

export const contentAdSlotSchema = z
  .object({
    position: z.string(),
    path: z.string(),
    sizes: z.array(z.tuple([z.number().int(), z.number().int()])),
    div_id: z.string(),
    mobile: z
      .object({
        path: z.string(),
        sizes: z.array(z.tuple([z.number().int(), z.number().int()])),
        div_id: z.string(),
      })
      .nullable()
      .describe('The mobile variant, for googletag.sizeMapping(); null when the slot has none.'),
  })
  .meta({ id: 'ContentAdSlot' });

export const contentPollSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    items: z.array(
      z.object({
        name: z.string(),
        votes: z.number().int(),
        share: z.number().describe('Percent of all votes, 0–100, one decimal.'),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'ContentPoll' });

export const contentPlacementsSchema = z.object({
  banners: z.record(z.string(), z.array(contentBannerSchema)),
  ad_slots: z.array(contentAdSlotSchema),
  poll: contentPollSchema.nullable(),
});
export type ContentPlacements = z.infer<typeof contentPlacementsSchema>;
export type ContentBanner = z.infer<typeof contentBannerSchema>;
export type ContentAdSlot = z.infer<typeof contentAdSlotSchema>;
export type ContentPoll = z.infer<typeof contentPollSchema>;
export const contentPlacementsReplySchema = z.object({
  status: z.literal('ok'),
  data: contentPlacementsSchema,
});

// ---------------------------------------------------------------- previews

/** How long a preview token lives. */
export const PREVIEW_TTL_MS = 60 * 60_000;

/**
 * POST /api/posts/{id}/preview. Empty for a draft (saved first, as 'Előnézet' does); for a
 * published article the form's current text, kept as a snapshot behind the token, not saved.
 */
export const previewInputSchema = z
  .object({
    title: z.string().max(500),
    short_content: z.string().max(5000),
    content: z.string().max(2_000_000),
    keywords: z.string().max(2000),
    thumbnail_source: z.string().max(500),
  })
  .partial()
  .default({});
export type PreviewInput = z.infer<typeof previewInputSchema>;

export const previewSchema = z
  .object({
    token: z.string(),
    url: z.string().describe('PUBLIC_SITE_URL + post_url + ?draft=1&preview=<token>'),
    expires_at: z.string(),
  })
  .meta({ id: 'Preview' });
export type Preview = z.infer<typeof previewSchema>;
export const previewReplySchema = z.object({ status: z.literal('ok'), data: previewSchema });

export const previewParamsSchema = z.object({ token: z.string().max(2000) });

import { z } from 'zod';
import { characterCount } from './character-count.ts';
import { pagedQuerySchema } from './envelope.ts';
import { flagQuery, idOrNoneSchema, idSchema, optionalIdQuery, optionalQuery } from './ids.ts';
import { addRuleIssue, isFilled, rule } from './rules.ts';
import { POST_BULK_SUMMARY, POST_MESSAGES } from './strings/posts.ts';
import { WORKFLOW_STATUSES } from './workflow.ts';

export const MENU_TYPES = ['draft', 'post'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** The list filter `type`: drafts, published articles, or scheduled drafts (soonest first). */
export const POST_LIST_TYPES = [...MENU_TYPES, 'scheduled'] as const;
export type PostListType = (typeof POST_LIST_TYPES)[number];

/**
 * The article list's orders (`sort` of GET /api/admin-posts), each read from an index:
 * `date` newest first (the default), `date_asc` oldest first, `title` A to Z and `title_desc` Z to A
 * (Hungarian alphabetical on PostgreSQL), `visitors` the most visited first (articles without
 * visitors after them, newest first). Scheduled drafts (`type=scheduled`) stay soonest first.
 */
export const POST_SORTS = ['date', 'date_asc', 'title', 'title_desc', 'visitors'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const DEFAULT_POST_SORT: PostSort = 'date';

/** How far in the past a scheduled time may be at save time: the clocks of the browser and the server may differ. */
export const PUBLISH_AT_CLOCK_SKEW_MS = 60_000;

/** An instant with its offset (`2026-03-05T09:30:00+01:00`, `…Z`), years 1900–2999. */
const publishAtFormat = z.iso.datetime({ offset: true });
function isPublishAt(value: string): boolean {
  return publishAtFormat.safeParse(value).success && /^(19|2\d)\d{2}-/.test(value);
}

/**
 * `YYYY-MM-DD`, a real calendar day between 1900 and 2999: a newsroom's dates, and a span both
 * databases and JavaScript's dates handle (year 0000 or 9999 + 1 day would not).
 */
export const dateOnlySchema = z
  .string()
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  );

/** A time of a save (ISO 8601 with its offset): '' or null clears it, absent keeps the stored one. */
function instantInput() {
  return z
    .string()
    .max(40)
    .transform((v) => v.trim())
    .refine((v) => v === '' || isPublishAt(v), rule(POST_MESSAGES.publishAtInvalid))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
}

/** GET /api/admin-posts query (docs/product.md: Filters, Article). */
export const postFilterSchema = pagedQuerySchema({
  q: optionalQuery(z.string().trim().max(200)),
  date_from: optionalQuery(dateOnlySchema),
  date_to: optionalQuery(dateOnlySchema),
  menu_id: optionalIdQuery,
  post_type: optionalQuery(z.string().trim().max(100)),
  user_id: optionalIdQuery,
  /** draft, post, or scheduled: active drafts with a publication time, soonest first. */
  type: optionalQuery(z.enum(POST_LIST_TYPES)),
  /** Drafts in one review state (the desk's lists: submitted ones wait for a reviewer). */
  workflow_status: optionalQuery(z.enum(WORKFLOW_STATUSES)),
  include_inactive: flagQuery,
  /**
   * 'Szöveg': words searched in the title, lead and text (Hungarian stems, accents folded; quotes
   * for a phrase, `-` to exclude a word). Without `sort` the best matches come first.
   */
  text: optionalQuery(z.string().trim().max(200)),
  /** date (newest first, the default), date_asc, title, title_desc, visitors (most first). */
  sort: optionalQuery(z.enum(POST_SORTS)),
});

/**
 * How many matches of the 'Szöveg' filter are counted exactly: above it the list says
 * POST_LIST.hitsOverCap and its pagination has `total_is_lower_bound`.
 */
export const TEXT_SEARCH_TOTAL_CAP = 10_000;
/** The highlighted words of a list row's `snippet` (the 'Szöveg' filter) are inside these tags. */
export const SNIPPET_MARK = { start: '<mark>', end: '</mark>' } as const;
export type PostFilter = z.output<typeof postFilterSchema>;

/** The cover image the editor sends (docs/product.md: image). `data` is a data URL. */
export const postImageSchema = z.object({
  // No length cap here: the server measures the decoded bytes and answers 413 'A kép legfeljebb
  // 10 MB lehet!' (MAX_IMAGE_BYTES); the request's body limit bounds the text itself.
  data: z.string().min(1),
  filename: z.string().max(255).optional().default(''),
  type: z.string().max(100).optional().default(''),
  dimensions: z
    .object({ width: z.number().nonnegative().optional(), height: z.number().nonnegative().optional() })
    .optional(),
});
export type PostImage = z.input<typeof postImageSchema>;

/**
 * A cover path as it is stored: from /uploads on (`uploads/x` gets its leading slash), trimmed.
 * Anything else (an address with a scheme or host) is kept as sent, and refused by postInputSchema.
 */
export function normalizeThumbnail(thumbnail: string): string {
  const value = thumbnail.trim();
  return value.startsWith('uploads/') ? `/${value}` : value;
}

/** Tags whose text is not shown (and which the server's sanitiser drops with their text). */
const HIDDEN_ELEMENTS = /<(script|style|textarea|option|noscript|template)\b[\s\S]*?<\/\1\s*>/gi;

/** Whether article HTML has something to read: visible text, or an image (an empty paragraph is nothing). */
export function hasArticleContent(html: string): boolean {
  const shown = html.replace(HIDDEN_ELEMENTS, '');
  return /<img\b/i.test(shown) || characterCount(shown) > 0;
}

/**
 * POST /api/posts/add and PUT /api/posts/{id}: title, menu_id, short_content and content are
 * required ('Töltse ki a megjelölt mezőket!'), and a cover: a new `image` or a `thumbnail` path
 * under /uploads ('Tötlse fel a borítóképet!'). Whether the menu, the submenu and the thumbnail's
 * file exist is the server's to check.
 */
export const postInputSchema = z
  .object({
    title: z.string().max(500).default('').refine(isFilled, rule(POST_MESSAGES.invalid)),
    short_content: z.string().max(10_000).default('').refine(isFilled, rule(POST_MESSAGES.invalid)),
    content: z.string().max(2_000_000).default('').refine(hasArticleContent, rule(POST_MESSAGES.invalid)),
    /** Missing, empty or 0 is no category. */
    menu_id: idOrNoneSchema.default(0).refine((id) => id > 0, rule(POST_MESSAGES.invalid)),
    /** 0 = no subcategory. */
    secondary_menu_id: idOrNoneSchema.default(0),
    post_type: z.string().trim().max(100).default(''),
    keywords: z.string().max(5_000).default(''),
    thumbnail: z.string().max(1_000).default('').transform(normalizeThumbnail),
    thumbnail_source: z.string().trim().max(500).default(''),
    image: postImageSchema.nullable().optional(),
    menu_type: z.enum(MENU_TYPES).default('draft'),
    /**
     * A draft's publication time (ISO 8601 with its offset): it stays a draft until then. null (or
     * empty) unschedules it; absent keeps the stored schedule. Publishing clears it.
     */
    publish_at: instantInput(),
    /**
     * The embargo (ISO 8601 with its offset): no publication path makes the article public before
     * it. null (or empty) lifts it; absent keeps the stored one.
     */
    embargo_until: instantInput(),
    /**
     * 'Felelős szerkesztő': an active colleague whose role writes all articles; 0 or null clears
     * it, absent keeps the stored one.
     */
    responsible_editor_id: idOrNoneSchema.nullable().optional(),
    /** The last_update the editor loaded; a PUT is refused with 409 when the stored one differs. */
    last_update: z.string().max(40).optional(),
  })
  .check((ctx) => {
    const { menu_type, publish_at } = ctx.value;
    // A draft's time must be ahead when it is saved; a published article's is ignored (cleared).
    if (
      menu_type === 'draft' &&
      publish_at &&
      Date.parse(publish_at) < Date.now() - PUBLISH_AT_CLOCK_SKEW_MS
    ) {
      addRuleIssue(ctx, ['publish_at'], POST_MESSAGES.publishAtPast);
    }
  })
  .check((ctx) => {
    const { image, thumbnail } = ctx.value;
    // A new cover image replaces the path sent with it, so the path counts only without one.
    if (image) return;
    if (!thumbnail) addRuleIssue(ctx, ['image'], POST_MESSAGES.noCover);
    else if (!thumbnail.startsWith('/uploads/')) addRuleIssue(ctx, ['thumbnail'], POST_MESSAGES.noCover);
  });
export type PostInput = z.input<typeof postInputSchema>;

/** What POST /api/posts/bulk does to each article it is sent. */
export const POST_BULK_ACTIONS = ['delete', 'move', 'publish', 'unpublish'] as const;
export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number];

/**
 * The outcome of one article of a bulk call: done, already so, changed since the list showed it,
 * missing or deleted, or refused by a rule of a save.
 */
export const POST_BULK_STATUSES = [
  'ok',
  'unchanged',
  'conflict',
  'not_found',
  'invalid',
  'forbidden',
] as const;
export type PostBulkStatus = (typeof POST_BULK_STATUSES)[number];

/**
 * The summary of a bulk call, as the notification says it: '12 cikk áthelyezve, 1 időközben
 * módosult'. The done count always comes first; the other outcomes only when there are some.
 */
export function postBulkSummary(action: PostBulkAction, counts: Record<PostBulkStatus, number>): string {
  const words = POST_BULK_SUMMARY;
  const parts = [`${counts.ok} cikk ${words.done[action]}`];
  if (counts.unchanged > 0) parts.push(`${counts.unchanged} ${words.unchanged[action]}`);
  if (counts.conflict > 0) parts.push(`${counts.conflict} ${words.conflict}`);
  if (counts.not_found > 0) parts.push(`${counts.not_found} ${words.notFound}`);
  if (counts.invalid > 0) parts.push(`${counts.invalid} ${words.invalid}`);
  if (counts.forbidden > 0) parts.push(`${counts.forbidden} ${words.forbidden}`);
  return parts.join(', ');
}

/** The most articles one bulk call takes: a full list page. */
export const POST_BULK_MAX_ITEMS = 100;

/**
 * POST /api/posts/bulk: an action and the articles it applies to, each with the `last_update` the
 * list showed (the same optimistic lock as a save). `move` needs the category (`menu_id`) and may
 * name one of its subcategories (`secondary_menu_id`, 0 or absent: none).
 */
export const postBulkInputSchema = z
  .object({
    action: z.enum(POST_BULK_ACTIONS),
    items: z
      .array(z.object({ id: idSchema, last_update: z.string().max(40) }))
      .min(1)
      .max(POST_BULK_MAX_ITEMS),
    menu_id: idOrNoneSchema.default(0),
    secondary_menu_id: idOrNoneSchema.default(0),
  })
  .check((ctx) => {
    const { action, items, menu_id } = ctx.value;
    if (action === 'move' && menu_id <= 0) addRuleIssue(ctx, ['menu_id'], POST_MESSAGES.bulkNoMenu);
    const seen = new Set<number>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) addRuleIssue(ctx, ['items', i, 'id'], POST_MESSAGES.bulkDuplicate);
      seen.add(item.id);
    });
  });
export type PostBulkInput = z.input<typeof postBulkInputSchema>;

/** Splits a comma-joined keyword list into trimmed, de-duplicated tags (case kept). */
export function splitKeywords(keywords: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of keywords.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag)) {
      seen.add(tag);
      tags.push(tag);
    }
  }
  return tags;
}

/** Shows `&quot;` (and the other common entities) in a title as the characters they stand for. */
export function decodeTitle(title: string): string {
  return title
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Accented letters and their plain forms: title search ignores accents and case ('ules' finds 'Ülés'). */
export const SEARCH_FOLD_FROM =
  'áàâäãåāăąéèêëēėęěíìîïīįóòôöõőøōúùûüűūůýÿçćčñńšśžźżřďťľĺÁÀÂÄÃÅĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕŐØŌÚÙÛÜŰŪŮÝŸÇĆČÑŃŠŚŽŹŻŘĎŤĽĹ';
export const SEARCH_FOLD_TO =
  'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtllaaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuyycccnnsszzzrdtll';

/** The form in which titles are searched: accents folded, lower case (the database does the same). */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const ch of text) {
    const at = SEARCH_FOLD_FROM.indexOf(ch);
    folded += at >= 0 ? SEARCH_FOLD_TO.charAt(at) : ch;
  }
  return folded.toLowerCase();
}

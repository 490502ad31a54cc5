import { z } from 'zod';
import type { Flag } from './flags.ts';
import { idOrNoneSchema, optionalIdQuery, pageSchema, perPageSchema } from './ids.ts';

export const MENU_TYPES = ['draft', 'post'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

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

/** An empty query value ('menu_id=') means the filter is not set. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** GET /api/admin-posts query (SPEC.md point 3: Filters, Article). */
export const postFilterSchema = z.object({
  q: optionalQuery(z.string().trim().max(200)),
  date_from: optionalQuery(dateOnlySchema),
  date_to: optionalQuery(dateOnlySchema),
  menu_id: optionalIdQuery,
  post_type: optionalQuery(z.string().trim().max(100)),
  user_id: optionalIdQuery,
  type: optionalQuery(z.enum(MENU_TYPES)),
  include_inactive: optionalQuery(z.enum(['0', '1'])),
  page: pageSchema,
  per_page: perPageSchema,
});
export type PostFilter = z.output<typeof postFilterSchema>;

/** The cover image the editor sends (SPEC.md point 3: image). `data` is a data URL. */
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

/** POST /api/posts/add and PUT /api/posts/{id}. Required fields are checked by the service. */
export const postInputSchema = z.object({
  title: z.string().max(500).default(''),
  short_content: z.string().max(10_000).default(''),
  content: z.string().max(2_000_000).default(''),
  /** Required: missing, empty or 0 is refused by the service with 'Töltse ki a megjelölt mezőket!'. */
  menu_id: idOrNoneSchema.default(0),
  /** 0 = no subcategory. */
  secondary_menu_id: idOrNoneSchema.default(0),
  post_type: z.string().trim().max(100).default(''),
  keywords: z.string().max(5_000).default(''),
  thumbnail: z.string().max(1_000).default(''),
  thumbnail_source: z.string().trim().max(500).default(''),
  image: postImageSchema.nullable().optional(),
  menu_type: z.enum(MENU_TYPES).default('draft'),
  /** The last_update the editor loaded; a PUT is refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
});
export type PostInput = z.input<typeof postInputSchema>;

/** One row of GET /api/admin-posts. */
export interface PostListItem {
  id: number;
  title: string;
  short_content: string;
  keywords: string;
  thumbnail: string;
  menu_id: number;
  menu_name: string;
  secondary_menu_id: number;
  post_type: string;
  is_active: Flag;
  user_id: number;
  full_name: string;
  menu_type: MenuType;
  post_url: string;
  shortname: string;
  creation_date: string;
  last_update: string;
  desktop_visitors: number;
  mobile_visitors: number;
  total_visitors: number;
}

/** GET /api/posts/{id}: every field of SPEC.md point 3. */
export interface Post extends PostListItem {
  content: string;
  thumbnail_source: string;
}

export interface Menu {
  id: number;
  name: string;
  path: string;
}

export interface Submenu {
  id: number;
  title: string;
}

export interface PostType {
  name: string;
}

/** A hit of GET /api/users/search/{q} (the author filter). */
export interface UserSearchHit {
  id: number;
  full_name: string;
  email: string;
}

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

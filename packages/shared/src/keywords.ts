import { z } from 'zod';
import { pagedQuerySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { idOrNoneSchema, optionalQuery } from './ids.ts';
import { foldForSearch } from './posts.ts';
import { isFilled, rule } from './rules.ts';
import { KEYWORD_MESSAGES as M } from './strings/keywords.ts';

/**
 * Keywords as managed tags (docs/product.md, "Címkék"): the wire shapes of /api/keywords and of the
 * content API's keyword. An article still carries its keywords as SPEC's comma-joined `keywords`
 * text; the server stores each tag in the spelling of the keyword that folds equal to it.
 */

/** The longest keyword name. */
export const KEYWORD_NAME_MAX = 100;

/** The list's orders: the most used first (the default), or by name. */
export const KEYWORD_SORTS = ['count', 'name'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

/** GET /api/keywords: `q` searched in the folded names (accents and case ignored). */
export const keywordFilterSchema = pagedQuerySchema({
  q: optionalQuery(z.string().trim().max(KEYWORD_NAME_MAX)),
  sort: optionalQuery(z.enum(KEYWORD_SORTS)),
});
export type KeywordFilter = z.output<typeof keywordFilterSchema>;

/** GET /api/keywords/suggest: the editor's keyword input, most used first. */
export const keywordSuggestQuerySchema = z.object({
  q: z.string().trim().max(KEYWORD_NAME_MAX).default(''),
});

export const keywordSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    slug: z.string(),
    /** Active articles (drafts and published, not the trash) that carry it. */
    article_count: z.number().int().min(0),
    /** Of those, the published ones. */
    published_count: z.number().int().min(0),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Keyword' });
export type Keyword = z.infer<typeof keywordSchema>;

/** One suggestion of the editor's keyword input. */
export const keywordSuggestionSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  article_count: z.number().int().min(0),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;

/** PUT /api/keywords/{id}: the new spelling. A comma would split it into two tags. */
export const keywordRenameSchema = z.object({
  name: z
    .string()
    .max(1_000)
    .default('')
    .transform((v) => v.trim())
    .refine(isFilled, rule(M.nameMissing))
    .refine((v) => v.length <= KEYWORD_NAME_MAX, rule(M.nameTooLong))
    .refine((v) => !v.includes(','), rule(M.nameComma)),
});
export type KeywordRename = z.input<typeof keywordRenameSchema>;

/** POST /api/keywords/{id}/merge: the keyword that stays. */
export const keywordMergeSchema = z.object({
  into: idOrNoneSchema.refine((v) => v > 0, rule(M.mergeTargetMissing)),
});
export type KeywordMerge = z.input<typeof keywordMergeSchema>;

export const keywordMergeResultSchema = z.object({
  keyword: keywordSchema,
  /** The articles whose tag was replaced. */
  retagged: z.number().int().min(0),
});
export type KeywordMergeResult = z.infer<typeof keywordMergeResultSchema>;

/** GET /api/content/keywords/{slug}: a keyword as readers see it (published articles only). */
export const contentKeywordSchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), article_count: z.number().int() })
  .meta({ id: 'ContentKeyword' });
export type ContentKeyword = z.infer<typeof contentKeywordSchema>;
export const contentKeywordReplySchema = z.object({ status: z.literal('ok'), data: contentKeywordSchema });

/**
 * The slug a keyword of this name gets (the reader site's link to its page, /cimke/{slug}/): as the
 * database's keyword_slug_base (migration 0029). A keyword made when its slug was taken has a
 * number after it (-2); its page is then reached from the content API's `slug`.
 */
export function keywordSlug(name: string): string {
  const slug = foldForSearch(name.trim())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'cimke';
}

import { z } from 'zod';
import { pageSchema, perPageSchema } from './ids.ts';

/**
 * The reply envelopes every /api call answers (docs/api.md, "Envelopes"): one item, one page of a
 * list, or an error. The server serialises its replies through these schemas and the web app parses
 * them with the same ones, so both sides read one definition.
 */

export const paginationSchema = z.object({
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  /** Set (true) when `total` is a lower bound: a search counts its matches only up to a cap. */
  total_is_lower_bound: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{status: 'ok', message?, data}`: the reply of one item (or of a write, with the server's message). */
export function okReplySchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('ok'), message: z.string().optional(), data });
}

/** `{status: 'ok', data: [...], pagination}`: one page of a list. */
export function listReplySchema<T extends z.ZodType>(item: T) {
  return z.object({ status: z.literal('ok'), data: z.array(item), pagination: paginationSchema });
}

/** `{status: 'ok', message}`: a reply that only says it worked (a tracked page view). */
export const messageReplySchema = z.object({ status: z.literal('ok'), message: z.string() });

/** `{status: 'error', message, errors?}`: every failure; `errors` names the fields of a 400. */
export const errorReplySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type OkReply<T> = { status: 'ok'; message?: string; data: T };
export type ListReply<T> = { status: 'ok'; data: T[]; pagination: Pagination };
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A stored row's id in a reply: a positive integer. */
export const recordIdSchema = z.number().int().min(1);

/** `creation_date`, `last_update`: ISO 8601 with the time zone (the server answers UTC, `…Z`). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** `data` of a delete or a right-side change: the id it acted on. */
export const idDataSchema = z.object({ id: recordIdSchema });

/** Query parameters shared by every paged list (per_page capped at 100, see ids.ts); filters extend it. */
export const pageQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema,
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The reply of one item (docs/api.md), with the server's message when there is one. */
export function okReply<T>(data: T, message?: string): OkReply<T> {
  return message === undefined ? { status: 'ok', data } : { status: 'ok', message, data };
}

/** The list reply of one page of rows and the exact total. */
export function listReply<T>(rows: T[], total: number, page: PageQuery): ListReply<T> {
  return {
    status: 'ok',
    data: rows,
    pagination: {
      total,
      per_page: page.per_page,
      current_page: page.page,
      last_page: Math.max(1, Math.ceil(total / page.per_page)),
    },
  };
}

/** The query of a paged list: its own filters, then `page` and `per_page`. */
export function pagedQuerySchema<T extends z.ZodRawShape>(filters: T) {
  return z.object({ ...filters, ...pageQuerySchema.shape });
}

/** A schema of replies of type T, as the web app's API client takes it (it parses every reply with one). */
export type ReplySchema<T = unknown> = z.ZodType<T>;

/** A query as the web app sends it: any parameter of the query's schema, as text ('' or absent: not set). */
export type QueryParams<S extends z.ZodObject> = Partial<Record<keyof z.input<S> & string, string>>;

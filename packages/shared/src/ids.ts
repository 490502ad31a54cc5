import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts';

/**
 * Ids and page numbers as the server reads them (docs/api.md: ids are positive integers).
 *
 * A query or path value is text, and JavaScript's Number() (zod's coerce) reads far more than a
 * decimal integer: '1e3' is 1000, '0x10' is 16, ' 1', '+1' and '1.0' are 1, '' is 0. So `DELETE
 * /api/posts/1e3` deleted article 1000. Here a value given as text counts only when it is decimal
 * digits without a sign, spaces or leading zeros; anything else fails as a wrong type (400).
 * A JSON number in a body is already a number and is checked as one (an integer in range).
 */

/** The largest id: the database's id columns are `integer` (int4). */
export const MAX_ID = 2_147_483_647;

/** The largest page number a list accepts. */
export const MAX_PAGE = 1_000_000;

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/** '12' → 12; any other text stays text (and fails the number check); other values are left as they are. */
export function decimalText(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/** An empty query value ('menu_id=') means the filter is not set. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional filter of a list or report query; an empty value is no filter. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A 0/1 switch of a query (`include_inactive=1`, `is_admin=0`), as text. */
export const flagQuery = optionalQuery(z.enum(['0', '1']));

/** An id in a path, a query or a body: 1..MAX_ID, decimal digits when given as text. */
export const idSchema = z.preprocess(decimalText, z.number().int().min(1).max(MAX_ID));

/** `{ id }` of a route's path (`/api/posts/:id`). */
export const idParamsSchema = z.object({ id: idSchema });

/** An optional id filter of a list or report query; an empty value is no filter. */
export const optionalIdQuery = z.preprocess(blankToUndefined, idSchema.optional());

/**
 * A body field that holds an id or 0 for none (secondary_menu_id; menu_id, whose 0 the service
 * refuses with its own message). Missing, empty or null is 0.
 */
export const idOrNoneSchema = z.preprocess(
  (v) => (v === undefined || v === '' || v === null ? 0 : decimalText(v)),
  z.number().int().min(0).max(MAX_ID),
);

/** `page` of a list: 1..MAX_PAGE, default 1. */
export const pageSchema = z.preprocess(
  blankToUndefined,
  z.preprocess(decimalText, z.number().int().min(1).max(MAX_PAGE)).default(1),
);

/**
 * `per_page` of a list: default DEFAULT_PER_PAGE, and capped at MAX_PER_PAGE (docs/api.md:
 * a larger value is answered as MAX_PER_PAGE, never refused). 0, negative or not a number is a 400.
 */
export const perPageSchema = z.preprocess(
  blankToUndefined,
  z
    .preprocess((v) => {
      const n = decimalText(v);
      return typeof n === 'number' && n > MAX_PER_PAGE ? MAX_PER_PAGE : n;
    }, z.number().int().min(1).max(MAX_PER_PAGE))
    .default(DEFAULT_PER_PAGE),
);

/** A whole number in a body (a size in pixels), 0..max, decimal digits when given as text. */
export function wholeNumberSchema(max: number) {
  return z.preprocess(decimalText, z.number().int().min(0).max(max));
}

/** A whole number in a query (a result limit), 1..max, decimal digits only. */
export function countQuerySchema(max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z.preprocess(decimalText, z.number().int().min(1).max(max)).default(fallback),
  );
}

import { z } from 'zod';
import { pageSchema, perPageSchema } from './ids.ts';

export const paginationSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export interface OkReply<T> {
  status: 'ok';
  message?: string;
  data: T;
}

export interface ListReply<T> {
  status: 'ok';
  data: T[];
  pagination: Pagination;
}

export interface ErrorReply {
  status: 'error';
  message: string;
  errors?: Record<string, string>;
}

/** Query parameters shared by every paged list (per_page capped at 100, see ids.ts). */
export const pageQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema,
});

/** The list reply of CONTRACT.md point 2 for one page of rows and the exact total. */
export function listReply<T>(
  rows: T[],
  total: number,
  page: { page: number; per_page: number },
): ListReply<T> {
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

import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The rows a list call skips: the pages before `page` (1-based) of `per_page` rows. */
export function pageOffset(filter: { page: number; per_page: number }): number {
  return (filter.page - 1) * filter.per_page;
}

/** How many rows of the table match (a list's total). */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** A list page and the total of its filter, queried side by side. */
export async function pagedList<T>(
  rows: Promise<T[]>,
  total: Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
}

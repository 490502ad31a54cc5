import type { PostFilter, PostListItem } from '@newsroom/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import type { ListState } from './list-changes.ts';
import { toPostListItemDto } from './posts-columns.repo.ts';
import { filterConditions, hasVisitors, rowsOf } from './posts-list.repo.ts';

/**
 * The row next to a page's end, for a page that moves by one row (list-changes.ts pageShift): the
 * one just before its first row (`before`), or just after its last (`after`), found on the list
 * index from that row's place (a keyset). For `visitors` (a page past the
 * visited articles) only those without visitors: none when the row next to it has some.
 */
export async function findNeighbour(
  db: Db,
  filter: PostFilter,
  sort: 'date' | 'date_asc' | 'visitors',
  from: number,
  side: 'before' | 'after',
): Promise<PostListItem | undefined> {
  // Before the first row of the newest first order are the newer ones, read oldest first.
  const newer = (sort !== 'date_asc') === (side === 'before');
  // The row's time as a value the list index can start from (a row subquery would be a filter).
  const place = sql`((select p.creation_date from ${posts} p where p.id = ${from}), ${from}::int)`;
  const beyond: SQL = newer
    ? sql`(${posts.creationDate}, ${posts.id}) > ${place}`
    : sql`(${posts.creationDate}, ${posts.id}) < ${place}`;
  // The list indexes' order (newest first, nulls last), read forwards or backwards.
  const direction = newer ? sql`asc nulls first` : sql`desc nulls last`;
  const ids = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(filterConditions(filter), beyond, sort === 'visitors' ? sql`not ${hasVisitors}` : undefined))
    .orderBy(sql`${posts.creationDate} ${direction}`, sql`${posts.id} ${direction}`)
    .limit(1);
  const [row] = await rowsOf(db, ids, []);
  return row && toPostListItemDto(row);
}

/** Where some articles stand in the list's orders (post_list_state), with their ids, in any order. */
export async function findListStates(db: Db, ids: number[]): Promise<Array<ListState & { id: number }>> {
  if (ids.length === 0) return [];
  const result = await db.execute(
    sql`select p.id, post_list_state(p) as s from ${posts} p where p.id = any(${sql.param(ids)}::int[])`,
  );
  const rows = (result as unknown as { rows: Array<{ id: number; s: ListState }> }).rows;
  return rows.map((r) => ({ ...r.s, id: Number(r.id) }));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DATA_REVISION } from '../app/data-revisions.repo.ts';

/** An article's visitor counters, read fresh for a cached list page (posts-list.service.ts). */
export interface VisitCounts {
  desktop: number;
  mobile: number;
}

/** What a cached list page is checked against: the revisions of the articles and of the counters. */
export interface ListRevisions {
  /** Bumped by every write to posts (its statement trigger). */
  posts: number;
  /** Bumped by every write of the visitor counters (modules/visits); orders sort=visitors. */
  visits: number;
}

/**
 * The posts and visits revisions and the visitor counters of some articles in one statement: what
 * a cached list page needs to be served exact (one round trip, which matters on the embedded engine).
 */
export async function readListRevisions(
  db: Db,
  ids: number[],
): Promise<{ revisions: ListRevisions; visits: Map<number, VisitCounts> }> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const join = ids.length > 0 ? sql`t.post_id in (${idList})` : sql`false`;
  const result = await db.execute(sql`
    select r.revision, r.visits_revision, t.post_id, t.desktop, t.mobile
    from (select coalesce((select revision from data_revisions where name = ${DATA_REVISION.posts}), 0) as revision,
                 coalesce((select revision from data_revisions where name = ${DATA_REVISION.visits}), 0) as visits_revision) r
    left join post_visit_totals t on ${join}`);
  // Both drivers answer raw queries with `{ rows }`; bigint may come as a string.
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const visits = new Map<number, VisitCounts>();
  for (const row of rows) {
    if (row.post_id === null || row.post_id === undefined) continue;
    visits.set(Number(row.post_id), { desktop: Number(row.desktop), mobile: Number(row.mobile) });
  }
  return {
    revisions: { posts: Number(rows[0]?.revision ?? 0), visits: Number(rows[0]?.visits_revision ?? 0) },
    visits,
  };
}

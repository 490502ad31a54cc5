import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataRevisions } from '../../db/schema/index.ts';

/**
 * The counters other modules' caches check against: `posts` is bumped by the posts table's statement
 * trigger, `visits` by every write of the visitor counters (modules/visits).
 */
export const DATA_REVISION = { posts: 'posts', visits: 'visits' } as const;

/** Counts one write of `name`'s data, inside the writer's transaction. */
export async function bumpRevision(db: Db, name: string): Promise<void> {
  await db.execute(sql`insert into data_revisions (name, revision) values (${name}, 1)
    on conflict (name) do update set revision = data_revisions.revision + 1`);
}

/** The current write counter of a table (bumped by its statement trigger). */
export async function readRevision(db: Db, name: string): Promise<number> {
  const rows = await db
    .select({ revision: dataRevisions.revision })
    .from(dataRevisions)
    .where(eq(dataRevisions.name, name))
    .limit(1);
  return rows[0]?.revision ?? 0;
}

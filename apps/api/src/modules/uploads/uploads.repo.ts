import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every `/uploads/…` path a saved row names: covers (of deleted articles too, which can be
 * restored), images inside article bodies, banner and campaign images, the covers and body
 * images of every stored revision (a restore brings them back), and every media library item.
 */
export async function findReferencedUploadPaths(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`
    select thumbnail as path from posts where thumbnail like '/uploads/%'
    union
    select banner_url from banners where banner_url like '/uploads/%'
    union
    select (regexp_matches(content, '/uploads/[A-Za-z0-9._/-]+', 'g'))[1] from posts where content like '%/uploads/%'
    union
    select thumbnail from post_revisions where thumbnail like '/uploads/%'
    union
    select (regexp_matches(content, '/uploads/[A-Za-z0-9._/-]+', 'g'))[1] from post_revisions where content like '%/uploads/%'
    union
    select url from media`);
  // Both drivers answer raw queries with `{ rows }`.
  const rows = (result as unknown as { rows: Array<{ path: string }> }).rows;
  return new Set(rows.map((r) => r.path));
}

/**
 * Claims this run of a periodic task: true for exactly one caller per interval, whichever
 * instance asks first (one conditional upsert, atomic on both databases).
 */
export async function claimMaintenanceRun(db: Db, name: string, intervalMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into maintenance_runs (name, last_run_at) values (${name}, now())
    on conflict (name) do update set last_run_at = now()
    where maintenance_runs.last_run_at < now() - make_interval(secs => ${intervalMs / 1000})
    returning name`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

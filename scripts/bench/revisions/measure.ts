// The revisions benchmark's timings: a save with and without its revision (in the server's
// process, through the pool), and GET /api/posts/{id}/revisions over HTTP.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { inTransaction } from '../../../apps/api/src/lib/transaction.ts';
import { recordRevision } from '../../../apps/api/src/modules/revisions/revisions.service.ts';
import { rows, scalar } from '../database.ts';
import { startBenchServer } from '../server.ts';
import type { RevisionsOptions } from './data.ts';

export interface SaveTimes {
  /** The whole save transaction (a compare-and-set update of the article, as PUT writes it), without a revision. */
  without: number[];
  /** The same with its revision recorded in the transaction. */
  with: number[];
  /** recordRevision's statement alone, inside the transaction. */
  insert: number[];
}

export async function measureSaves(database: Database, options: RevisionsOptions): Promise<SaveTimes> {
  const { db } = database;
  const active = (await rows<{ id: number }>(database, 'select id from posts where is_active')).map((r) =>
    Number(r.id),
  );
  const user = await scalar(database, 'select min(id) as n from users');
  const before = await scalar(database, 'select coalesce(max(id), 0) as n from post_revisions');
  const randomId = () => active[Math.floor(Math.random() * active.length)] ?? 1;
  const save = async (id: number, withRevision: boolean): Promise<{ total: number; insert: number }> => {
    const started = performance.now();
    let insert = 0;
    await inTransaction(db, async (tx) => {
      // What a save writes: the texts (a new version of the content) and a later last_update, only
      // if it is the one loaded.
      const result = await tx.execute(sql`
        update posts set content = content || ' ', updated_by = ${user},
          last_update = greatest(now(), last_update + interval '1 millisecond')
        where id = ${id} and is_active and last_update = (select last_update from posts where id = ${id})
        returning id`);
      if ((result as unknown as { rows: unknown[] }).rows.length === 0) return;
      if (withRevision) {
        const t0 = performance.now();
        await recordRevision(tx, id, user, 'update');
        insert = performance.now() - t0;
      }
    });
    return { total: performance.now() - started, insert };
  };
  for (let i = 0; i < 50; i++) await save(randomId(), i % 2 === 0);
  const times: SaveTimes = { without: [], with: [], insert: [] };
  // Interleaved, so that both see the same machine load.
  for (let i = 0; i < options.saves; i++) {
    times.without.push((await save(randomId(), false)).total);
    const withRevision = await save(randomId(), true);
    times.with.push(withRevision.total);
    times.insert.push(withRevision.insert);
  }
  // The next run finds exactly the revisions it wrote.
  await db.execute(sql`delete from post_revisions where id > ${before}`);
  return times;
}

// ---------------------------------------------------------------------------------------------
// The list call

export interface ListTimes {
  latencies: number[];
  failures: number;
  plan: string;
}

export async function measureList(
  database: Database,
  dataDir: string,
  options: RevisionsOptions,
): Promise<ListTimes> {
  const { app, baseUrl, token } = await startBenchServer(database, {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  try {
    const ids = (
      await rows<{ id: number }>(database, 'select id from posts where is_active order by random()')
    ).map((r) => Number(r.id));
    const one = async (id: number) => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/posts/${id}/revisions`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { status?: string; data?: unknown[] };
      return {
        ms: performance.now() - started,
        ok: res.status === 200 && body.status === 'ok' && body.data?.length === options.revisions,
      };
    };
    for (let i = 0; i < 10; i++) await one(ids[ids.length - 1 - i] ?? 1);
    const latencies: number[] = [];
    let failures = 0;
    for (let i = 0; i < options.requests; i++) {
      const r = await one(ids[i % ids.length] ?? 1);
      latencies.push(r.ms);
      if (!r.ok) failures += 1;
    }
    const sample = ids[0] ?? 1;
    const planRows = await rows<{ 'QUERY PLAN': string }>(
      database,
      `explain (analyze, buffers, costs off, timing on)
       select r.id, r.created_at, r.user_id, coalesce(concat_ws(' ', u.last_name, u.first_name), '') as full_name,
         r.action, r.menu_type, r.title
       from post_revisions r left join users u on u.id = r.user_id
       where r.post_id = ${sample} order by r.id desc limit 20 offset 0`,
    );
    return { latencies, failures, plan: planRows.map((r) => r['QUERY PLAN']).join('\n') };
  } finally {
    await app.close();
  }
}

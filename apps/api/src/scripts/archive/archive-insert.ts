// Writes the archive's rows (npm run seed:archive): the pools staged on each connection, the ids
// reserved, then chunks of INSERT … SELECT (archive-rows.ts), each followed by its articles'
// visitor counters (archive-visits.ts); on PostgreSQL two chunks at a time on two connections of
// their own (one per core of a small server), on the embedded database one by one. A large load
// defers the indexes and foreign keys to its end (archive-deferred.ts).
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { deferForeignKeys, deferPostIndexes, deferTriggers, restoreDeferred } from './archive-deferred.ts';
import { chunkInsert } from './archive-rows.ts';
import { type Run, type Staging, stage, unstage } from './archive-staging.ts';
import type { Timeline } from './archive-timeline.ts';
import { chunkVisits, type VisitWindow } from './archive-visits.ts';

export interface InsertOptions {
  posts: number;
  /** Articles there were before: the run's hashes and titles continue after them. */
  base: number;
  staging: Staging;
  timeline: Timeline;
  /** Rows per statement. */
  chunk: number;
  /** Connections writing at once (PostgreSQL only; the embedded database has one). */
  parallel: number;
  /** Defer the articles' non-unique indexes and the counters' foreign keys to the end. */
  defer: boolean;
  /** The days of visitor counters to add; none when undefined. */
  visits?: VisitWindow;
  log: (line: string) => void;
}

export interface InsertResult {
  /** The id of the first article added (the others follow it). */
  firstId: number;
  counterRows: number;
  views: number;
  stagingSeconds: number;
  insertSeconds: number;
  /** Putting back what was deferred (0 when nothing was). */
  restoreSeconds: number;
}

interface Connection {
  run: Run;
  release(): void;
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}

/** Connections of their own on PostgreSQL (temporary tables live in one session); PGlite's only one. */
async function connect(database: Database, parallel: number): Promise<Connection[]> {
  if (database.kind !== 'postgres' || !database.pool) {
    return [{ run: (q) => database.db.execute(q).then(rowsOf), release: () => {} }];
  }
  const pool = database.pool;
  const clients: pg.PoolClient[] = [];
  for (let i = 0; i < Math.max(1, parallel); i++) clients.push(await pool.connect());
  return clients.map((client) => {
    const db = drizzle(client);
    return { run: (q) => db.execute(q).then(rowsOf), release: () => client.release() };
  });
}

/** Settings of a bulk load, for this session only. */
async function tune(run: Run): Promise<void> {
  // A seed may lose its last transactions in a crash; not waiting for each flush saves the WAL waits.
  await run(sql`set synchronous_commit = off`);
  // The statements are long and run once each: compiling them (JIT) took seconds and saved none.
  await run(sql`set jit = off`);
}

/** Reserves `count` ids of posts' sequence in one statement; answers the first. */
async function reserveIds(run: Run, count: number): Promise<number> {
  const [row] = await run(sql`select setval(pg_get_serial_sequence('posts', 'id'),
      nextval(pg_get_serial_sequence('posts', 'id')) + ${count - 1}) as last`);
  return Number(row?.last) - count + 1;
}

/** The chunks of the run, each connection taking the next one until none is left. */
async function insertChunks(
  connections: Connection[],
  o: InsertOptions,
  result: InsertResult,
): Promise<void> {
  const started = performance.now();
  const chunks = Math.ceil(o.posts / o.chunk);
  let next = 0;
  let written = 0;
  let failed = false;
  const worker = async (c: Connection) => {
    for (let i = next++; i < chunks && !failed; i = next++) {
      const from = i * o.chunk;
      const to = Math.min(o.posts, from + o.chunk);
      const plan = {
        from,
        to,
        count: o.posts,
        base: o.base,
        firstId: result.firstId,
        slots: o.staging.pools.slots.length,
        rounds: o.staging.rounds.length,
        timeline: o.timeline,
      };
      try {
        await c.run(chunkInsert(plan));
        if (o.visits) {
          const [v] = await c.run(chunkVisits(o.visits, result.firstId + from, result.firstId + to - 1));
          result.counterRows += Number(v?.rows ?? 0);
          result.views += Number(v?.views ?? 0);
        }
      } catch (err) {
        failed = true;
        throw err;
      }
      written += to - from;
      if (chunks > 1) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        o.log(`  ${written.toLocaleString('en')} / ${o.posts.toLocaleString('en')} articles (${seconds} s)`);
      }
    }
  };
  await Promise.all(connections.map(worker));
}

/** Adds the rows; answers the first id, the counters added and how long each step took. */
export async function insertArchive(database: Database, o: InsertOptions): Promise<InsertResult> {
  const connections = await connect(database, o.parallel);
  const runs = connections.map((c) => c.run);
  const result: InsertResult = {
    firstId: Number.MAX_SAFE_INTEGER,
    counterRows: 0,
    views: 0,
    stagingSeconds: 0,
    insertSeconds: 0,
    restoreSeconds: 0,
  };
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  try {
    await Promise.all(
      runs.map(async (run) => {
        if (database.kind === 'postgres') await tune(run);
        await stage(run, o.staging);
      }),
    );
    result.stagingSeconds = lap();
    const [first] = runs;
    if (o.posts === 0 || !first) return result;
    result.firstId = await reserveIds(first, o.posts);
    await deferTriggers(first);
    if (o.defer) {
      await deferPostIndexes(first);
      await deferForeignKeys(first);
    }
    await insertChunks(connections, o, result);
    result.insertSeconds = lap();
    return result;
  } finally {
    try {
      // Also after a failure: the tables must not stay without their indexes and keys.
      if ((await restoreDeferred(runs, o.log)) > 0) result.restoreSeconds = lap();
    } finally {
      for (const c of connections) {
        if (database.kind === 'postgres') await c.run(sql`reset all`).catch(() => []);
        await unstage(c.run).catch(() => undefined);
        c.release();
      }
    }
  }
}

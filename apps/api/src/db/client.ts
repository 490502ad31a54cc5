import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.ts';
import { upgradeArchive } from './archive-upgrade.ts';
import { acquireDataDirLock } from './lock.ts';
import { grantAfterMigrations } from './roles.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository receives; it never says which engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection pool of a PostgreSQL server (undefined for the embedded database). */
  pool?: pg.Pool;
  /**
   * Brings the schema up to date (with the owner role when there are two, then grants the
   * application role its rights: db/roles.ts). Answers what an operator should be warned of.
   */
  migrate(): Promise<MigrateOutcome>;
  /**
   * Runs start-up work (migrations, reference data, the first administrator) one instance at a
   * time: under a PostgreSQL advisory lock, so instances started together on an empty database
   * wait for each other instead of racing to create the same tables. PGlite has one process.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Listens to NOTIFY on `channel` (the content triggers', modules/content). `onState(true)` when
   * listening starts (again, after a lost connection: notifications sent meanwhile were missed),
   * `onState(false)` when the connection is lost. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool), connected again
 * whenever it is lost; each (re)start is reported so the listener can drop what it may have missed.
 */
function listenPostgres(url: string): Database['listen'] {
  return async (channel, onNotify, onState) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const connect = async () => {
      if (stopped) return;
      const c = new pg.Client({ connectionString: url });
      client = c;
      const lost = () => {
        if (client !== c) return;
        client = undefined;
        onState(false);
        c.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
      };
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      try {
        await c.connect();
        await c.query(`LISTEN "${channel.replaceAll('"', '')}"`);
        if (client === c && !stopped) onState(true);
      } catch {
        lost();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    };
  };
}

/** PGlite delivers NOTIFY to its own listeners: one process, never a lost connection. */
export function listenPglite(client: PGlite): Database['listen'] {
  return async (channel, onNotify, onState) => {
    const unsubscribe = await client.listen(channel, onNotify);
    onState(true);
    return async () => {
      await unsubscribe();
    };
  };
}

/** The advisory lock key of start-up work: any constant shared by every instance ('newsroom'). */
const STARTUP_LOCK_KEY = 0x6e657773;
/** How often an instance waiting for the start-up lock asks for it again. */
const STARTUP_LOCK_POLL_MS = 200;

export interface MigrateOutcome {
  /** Set-up problems worth a warning in the log (e.g. an application role that owns tables). */
  warnings: string[];
}

/** Extensions the migrations create (the server ships them as contrib modules). */
export const pgliteExtensions = { pg_trgm, unaccent };
const extensions = pgliteExtensions;

/**
 * The migrations, then what migration 0016 leaves to start-up (db/archive-upgrade.ts): filling
 * the counters and search vectors of older articles, and the indexes built concurrently.
 */
export async function migrateAndUpgrade(
  migrate: () => Promise<unknown>,
  db: Db,
  kind: Database['kind'],
): Promise<void> {
  await migrate();
  await upgradeArchive(db, { concurrently: kind === 'postgres' });
}

/**
 * Migrations with a second role (MIGRATION_DATABASE_URL): run on a short-lived pool of the owner,
 * which then grants the application role (the pool's, DATABASE_URL) what it needs (db/roles.ts).
 */
async function migrateAsOwner(migrationUrl: string, app: Db): Promise<MigrateOutcome> {
  const ownerPool = new pg.Pool({ connectionString: migrationUrl, max: 2 });
  ownerPool.on('error', () => {});
  try {
    const ownerPg = drizzlePg(ownerPool, { schema });
    const owner = ownerPg as unknown as Db;
    await migrateAndUpgrade(() => migratePg(ownerPg, { migrationsFolder }), owner, 'postgres');
    return { warnings: await grantAfterMigrations(owner, app) };
  } finally {
    await ownerPool.end();
  }
}

/**
 * Opens a PostgreSQL server through a connection pool. With `migrationUrl` (the owner role), the
 * pool's role only reads and writes rows; migrations run with the owner (migrateAsOwner).
 */
export function openPostgres(url: string, migrationUrl?: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => {
      if (migrationUrl) return migrateAsOwner(migrationUrl, db);
      await migrateAndUpgrade(
        () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
        db,
        'postgres',
      );
      return { warnings: [] };
    },
    async withStartupLock(work) {
      // A session-level lock on a connection of its own, held while the work runs on the pool.
      const client = await pool.connect();
      try {
        // Polled rather than waited for in one statement: a waiting statement holds a snapshot,
        // and the holder's CREATE INDEX CONCURRENTLY (db/archive-upgrade.ts) waits for every
        // snapshot to end, so two instances started together would wait for each other forever.
        while (
          !(await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [STARTUP_LOCK_KEY]))
            .rows[0]?.ok
        )
          await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: listenPostgres(url),
    close: () => pool.end(),
  };
}

/**
 * Opens the embedded PostgreSQL. PGlite has one connection: every query and every transaction
 * goes through its single internal queue, so concurrent requests wait their turn instead of interleaving.
 * With a data folder, the folder is locked against a second process (two writers corrupt it).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions });
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrateAndUpgrade(
        () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
        db,
        'pglite',
      );
      return { warnings: [] };
    },
    withStartupLock: (work) => work(),
    listen: listenPglite(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Opens PostgreSQL when a URL is given (with the owner's for migrations when there are two roles),
 * else the embedded database under dataDir. The embedded database has one user: it is a folder only
 * this process opens, so whoever could misuse a second role could change its files anyway.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  migrationDatabaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl)
    return Promise.resolve(openPostgres(options.databaseUrl, options.migrationDatabaseUrl));
  return openPglite(options.dataDir);
}

let journalSize: number | undefined;

/**
 * How many migrations of this build are not applied to the database yet (0 when it is current).
 * drizzle's migrators record one row per applied migration in drizzle.__drizzle_migrations.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  journalSize ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  try {
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    // Both drivers answer raw queries with `{ rows }`.
    const applied = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    return Math.max(0, journalSize - applied);
  } catch (err) {
    // No migration table yet: nothing is applied.
    if ((err as { code?: string }).code === '42P01' || (err as { code?: string }).code === '3F000') {
      return journalSize;
    }
    throw err;
  }
}

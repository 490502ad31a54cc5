import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository receives; it never says which engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations create (the server ships them as contrib modules). */
const extensions = { pg_trgm };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens a PostgreSQL server through a connection pool. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
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
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded database under dataDir. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return Promise.resolve(openPostgres(options.databaseUrl));
  return openPglite(options.dataDir);
}

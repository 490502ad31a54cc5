/**
 * The test database: a fresh, migrated database per test file, in-memory PGlite or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped when it closes.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensureReferenceData } from '../bootstrap.ts';
import {
  type Database,
  type Db,
  listenPglite,
  migrateAndUpgrade,
  openPglite,
  openPostgres,
  pgliteExtensions,
} from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

export interface TestDatabase {
  database: Database;
  db: Db;
  kind: Database['kind'];
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed the reference data (module groups, settings, menus, post types). Default true. */
  referenceData?: boolean;
}

async function withServerClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// PGlite spends seconds in initdb on every start, far longer than the migrations themselves. The
// tests start it from a snapshot of a freshly migrated database instead (docs/architecture.md),
// made once per set of migrations and PGlite version and kept in the system's temp folder.
// TEST_PGLITE_SNAPSHOT=0 starts every database from scratch, like production does.

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
let snapshotPromise: Promise<Blob> | undefined;

/** What the snapshot depends on: the migration files and the PGlite release. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).map(String).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!(await fs.stat(full)).isFile()) continue;
    hash.update(file).update(await fs.readFile(full));
  }
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i++, dir = path.dirname(dir)) {
    const pkg = await fs.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '');
    if (pkg.includes('"@electric-sql/pglite"')) {
      hash.update(pkg);
      break;
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function loadOrMakeSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `newsroom-test-pglite-${await snapshotKey()}.tar`);
  const saved = await fs.readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migrateAndUpgrade(() => migratePglite(db as never, { migrationsFolder }), db, 'pglite');
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a parallel worker never reads half a snapshot.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(temp, file);
    return dump;
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite started from the migrated snapshot; `migrate()` still runs (and finds nothing to do). */
async function openPgliteFromSnapshot(): Promise<Database> {
  snapshotPromise ??= loadOrMakeSnapshot();
  let snapshot: Blob;
  try {
    snapshot = await snapshotPromise;
  } catch (err) {
    snapshotPromise = undefined;
    throw err;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: snapshot });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migrateAndUpgrade(() => migratePglite(db as never, { migrationsFolder }), db, 'pglite');
      return { warnings: [] };
    },
    withStartupLock: (work) => work(),
    listen: listenPglite(client),
    close: () => client.close(),
  };
}

/** Opens a fresh, migrated database. PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `newsroom_test_${randomBytes(6).toString('hex')}`;
    await withServerClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString());
    dropDatabase = async () => {
      await withServerClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    };
  } else {
    database = process.env.TEST_PGLITE_SNAPSHOT === '0' ? await openPglite() : await openPgliteFromSnapshot();
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await database.close();
    } finally {
      await dropDatabase();
    }
  };

  try {
    await database.migrate();
    if (options.referenceData ?? true) await ensureReferenceData(database.db);
  } catch (err) {
    await close();
    throw err;
  }
  return { database, db: database.db, kind: database.kind, close };
}

/**
 * An empty database that a test migrates step by step, to hold data from before a migration and
 * then upgrade it (modules/posts/archive-upgrade.test.ts, modules/keywords/keywords-upgrade.test.ts): in-memory
 * PGlite, or a throw-away database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, pgliteExtensions } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { migrationsFolder } from '../lib/paths.ts';

export interface StepwiseDatabase {
  db: Db;
  /** True on PostgreSQL, where indexes are built concurrently. */
  server: boolean;
  /** Applies the migrations of `folder` (see migrationsBefore) not applied yet. */
  migrateTo(folder: string): Promise<void>;
  /** A copy of the migrations folder holding only the migrations before `tag`. */
  migrationsBefore(tag: string): string;
  close(): Promise<void>;
}

export async function createStepwiseDatabase(name: string, poolSize = 2): Promise<StepwiseDatabase> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `newsroom-${name}-`));
  const migrationsBefore = (tag: string) => {
    const folder = path.join(scratch, tag);
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at <= 0) throw new Error(`no migration ${tag} after the first`);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  };
  const removeScratch = () => fs.rmSync(scratch, { recursive: true, force: true });

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      server: false,
      migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
      migrationsBefore,
      close: async () => {
        await client.close();
        removeScratch();
      },
    };
  }

  const database = `newsroom_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: poolSize });
  // The drop below ends every connection still closing; that is the end, not a failure.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    server: true,
    migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
    migrationsBefore,
    close: async () => {
      await pool.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
      removeScratch();
    },
  };
}

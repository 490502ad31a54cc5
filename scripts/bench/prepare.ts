// The benchmark databases with their demo articles: kept from one run to the next under .tmp/bench
// (PostgreSQL: a database of its own) and seeded with seed:demo's code when they hold too few.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from '../../apps/api/src/db/client.ts';
import { seedDemo } from '../../apps/api/src/scripts/seed-demo.ts';
import { countPosts, DATABASE_LABEL, databaseKinds, databaseVersion, openBenchPostgres } from './database.ts';
import { int } from './figures.ts';
import { type Kind, repoRoot } from './options.ts';

export interface Prepared {
  database: Database;
  /** The measured server's DATA_DIR. */
  dataDir: string;
  /** Where the articles came from: reused, or seeded now and how long it took. */
  note: string;
  version: string;
}

export interface PrepareOptions {
  /** The articles wanted. */
  posts: number;
  /** Give the articles seeded seed:demo's visitor counters. */
  visits: boolean;
  /** The benchmark's name, for the places of its databases (none: the article list's). */
  name?: string;
  /**
   * PostgreSQL: a database with too few articles is dropped and seeded afresh (as the embedded one
   * always is); otherwise the missing articles are added to it.
   */
  recreate?: boolean;
  /** The embedded database's folder (relative to the repository) instead of the name's. */
  pgliteDir?: string;
  /** The PostgreSQL database instead of the name's. */
  postgresUrl?: string;
  /** How the missing articles are made; default seed:demo's code. */
  seeder?: Seeder;
}

/** Adds articles to a database: the npm script it stands for, and the code; answers the seconds it took. */
export interface Seeder {
  script: string;
  seed(database: Database, posts: number, dataDir: string, visits: boolean): Promise<number>;
}

/**
 * Where a benchmark keeps its databases between runs: .tmp/bench/pglite-<name>, and the PostgreSQL
 * database newsroom_bench_<name> on 127.0.0.1 (BENCH_<NAME>_DATABASE_URL names another) with its
 * server's files in .tmp/bench/postgres-<name>-files; without the name's parts for the article list.
 * `pgliteDir` and `postgresUrl` name other places.
 */
function places({ name, pgliteDir, postgresUrl }: PrepareOptions) {
  const dashed = name ? `-${name}` : '';
  return {
    pgliteDir: pgliteDir ?? `.tmp/bench/pglite${dashed}`,
    postgresUrl:
      postgresUrl ??
      (process.env[`BENCH${name ? `_${name.toUpperCase()}` : ''}_DATABASE_URL`]?.trim() ||
        `postgres://postgres@127.0.0.1:5432/newsroom_bench${name ? `_${name}` : ''}`),
    postgresFilesDir: `.tmp/bench/postgres${dashed}-files`,
  };
}

/** Adds demo articles with seed:demo's code. */
const DEMO_SEEDER: Seeder = {
  script: 'seed:demo',
  seed: async (database, posts, dataDir, visits) => {
    const result = await seedDemo({
      database,
      posts,
      dataDir,
      visits,
      log: (line) => console.log(`  ${line}`),
    });
    return result.seconds;
  },
};

/** The embedded database in `dataDir`, migrated: made afresh (empty) unless it holds `posts` articles. */
async function openBenchPglite(dataDir: string, posts: number) {
  const kept = await openPglite(dataDir);
  await kept.migrate();
  const existing = await countPosts(kept);
  if (existing >= posts) return { database: kept, existing };
  await kept.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite(dataDir);
  await database.migrate();
  return { database, existing: 0 };
}

/** Seeds the articles missing from an opened database (reused: analysed afresh) and describes it. */
async function completed(
  opened: { database: Database; existing: number },
  where: string,
  dataDir: string,
  o: PrepareOptions,
): Promise<Prepared> {
  const { database, existing } = opened;
  let note: string;
  if (existing >= o.posts) {
    note = `reused ${where} (${int(existing)} articles)`;
    await database.db.execute(sql`VACUUM ANALYZE posts`);
  } else {
    const seeder = o.seeder ?? DEMO_SEEDER;
    console.log(`  seeding ${int(o.posts - existing)} articles…`);
    const seconds = await seeder.seed(database, o.posts - existing, dataDir, o.visits);
    console.log(`  seeded in ${seconds.toFixed(1)} s`);
    const command = `${database.kind === 'postgres' ? 'DATABASE_URL=… ' : ''}${seeder.script} --posts ${o.posts - existing}`;
    note = `seeded now: \`${command}\` took ${seconds.toFixed(1)} s`;
  }
  return { database, dataDir, note, version: await databaseVersion(database) };
}

/** The embedded benchmark database holding `o.posts` articles. */
export async function preparePglite(o: PrepareOptions): Promise<Prepared> {
  const { pgliteDir } = places(o);
  const dataDir = path.join(repoRoot, pgliteDir);
  return completed(await openBenchPglite(dataDir, o.posts), pgliteDir, dataDir, o);
}

/** The PostgreSQL benchmark database holding `o.posts` articles; a note instead when it cannot be used. */
export async function preparePostgres(o: PrepareOptions): Promise<Prepared | string> {
  const { postgresUrl: url, postgresFilesDir } = places(o);
  try {
    const opened = await openBenchPostgres(url, o.recreate ? o.posts : 0);
    return await completed(opened, `database ${opened.name}`, path.join(repoRoot, postgresFilesDir), o);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return `PostgreSQL at ${new URL(url).host} was not usable (${message}); skipped.`;
  }
}

/**
 * Prepares each database in turn (the one of `only` when given), runs `measure` on it and closes
 * it; answers the notes of the databases that could not be used.
 */
export async function onEachDatabase(
  o: PrepareOptions & { only?: Kind },
  measure: (prepared: Prepared) => Promise<void>,
): Promise<string[]> {
  const skipped: string[] = [];
  for (const kind of databaseKinds(o.only)) {
    console.log(`${DATABASE_LABEL[kind]}: preparing ${int(o.posts)} articles…`);
    const prepared = kind === 'pglite' ? await preparePglite(o) : await preparePostgres(o);
    if (typeof prepared === 'string') {
      console.log(`  ${prepared}`);
      skipped.push(prepared);
      continue;
    }
    try {
      await measure(prepared);
    } finally {
      await prepared.database.close();
    }
  }
  return skipped;
}

/** A new embedded database in a temporary folder (`dir`, with `db` in it); `dispose` closes and removes it. */
export async function openThrowawayPglite(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openPglite(path.join(dir, 'db'));
  return {
    database,
    dir,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

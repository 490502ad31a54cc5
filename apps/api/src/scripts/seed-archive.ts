// npm run seed:archive [-- --posts N] [-- --years Y]: fills the database (MIGRATION_DATABASE_URL's
// owner role when set, else DATABASE_URL, else the embedded one under DATA_DIR) with a news
// archive of N articles (default 100000) over Y years (default 20), more of them recently, plus
// the visitor counters of the last 90 days. The people, categories and covers are the demo's
// (seed-demo.ts); the articles are written with set-based
// SQL, INSERT … SELECT over generate_series in chunks, so a million take minutes, not hours. Stop
// the server first when using the embedded database: its folder is locked. On PostgreSQL, let no
// editor save meanwhile either: during the load the articles' search-vector, webhook and list
// notification triggers are off (archive/archive-deferred.ts), so a save would keep its old
// search vector and send no webhook.
//
// The parts, under archive/: archive-pools.ts (texts from the demo's generator), archive-words.ts
// (what keeps titles distinct), archive-staging.ts (the texts as temporary tables),
// archive-timeline.ts (the dates), archive-rows.ts (one chunk's INSERT … SELECT),
// archive-insert.ts (the chunks on one or two connections) and archive-report.ts (the summary).
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { ensureFirstAdmin, ensureReferenceData } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { ALL_CONTENT, CONTENT_CHANNEL, LIST_CHANNEL } from '../lib/content-changes.ts';
import { createStorage } from '../lib/create-storage.ts';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { insertArchive } from './archive/archive-insert.ts';
import { buildPools, generatedFor } from './archive/archive-pools.ts';
import { type ArchiveReport, countStates, printReport } from './archive/archive-report.ts';
import { makeTimeline } from './archive/archive-timeline.ts';
import { titleRounds } from './archive/archive-words.ts';
import { argumentValue, parsePostsArgument, runWhenInvoked } from './demo-arguments.ts';
import { loadChoices } from './demo-article-choices.ts';
import { ensureDemoCovers } from './demo-images.ts';
import { ensureDemoUsers } from './demo-users.ts';
import { rebuildVisitTotals, vacuumVisitTables, visitWindow } from './demo-visits.ts';

export const DEFAULT_ARCHIVE_POSTS = 100_000;
export const DEFAULT_ARCHIVE_YEARS = 20;
/** Days of visitor counters, ending today. */
const VISIT_DAYS = 90;

/** Articles from which a run that at least doubles the table defers indexes and keys to its end. */
const DEFER_FROM = 20_000;

export interface SeedArchiveOptions {
  database: Database;
  posts: number;
  /** Dates are spread over this many years before `now`. Default 20. */
  years?: number;
  /** Where the covers go unless `storage` is given: dataDir/uploads/demo. */
  dataDir: string;
  storage?: FileStorage;
  adminEmail?: string;
  adminPassword?: string;
  now?: Date;
  /** Add the visitor counters of the last 90 days. Default true. */
  visits?: boolean;
  /** Rows per INSERT statement. Default 50,000 (PostgreSQL) or 25,000 (embedded). */
  chunk?: number;
  /** Connections inserting at once on PostgreSQL. Default 2. */
  parallel?: number;
  /**
   * Drop the articles' non-unique indexes and the counters' foreign keys before the rows and put
   * them back after (archive/archive-deferred.ts). Default: when the run at least doubles the
   * table and adds 20,000 articles or more.
   */
  defer?: boolean;
  log?: (line: string) => void;
}

/** Seeds the archive into an open database (migrated here); safe to run again: it adds articles. */
export async function seedArchive(options: SeedArchiveOptions): Promise<ArchiveReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { database } = options;
  const { db } = database;
  const adminEmail = options.adminEmail ?? 'admin@newsroom.local';
  const phases: Array<[string, number]> = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push([name, (now - mark) / 1000]);
    mark = now;
  };

  await database.migrate();
  await ensureReferenceData(db);
  const admin = await ensureFirstAdmin(db, adminEmail, options.adminPassword);
  await ensureDemoUsers(database);
  const storage = options.storage ?? createDiskStorage(path.join(options.dataDir, 'uploads'));
  const { covers } = await ensureDemoCovers(storage);
  const { menuChoices, typeChoices } = await loadChoices(database, covers, adminEmail);
  const [{ n: base } = { n: 0 }] = await db.select({ n: count() }).from(posts);
  phase('people, categories and covers');

  const pools = buildPools(menuChoices, typeChoices, generatedFor(options.posts), 0xa4c1_2026 + base);
  const copies = Math.max(...pools.menus.map((m) => m.copies));
  const rounds = titleRounds(Math.ceil((base + options.posts) / pools.slots.length) * copies);
  phase('texts generated');

  const timeline = makeTimeline(options.now ?? new Date(), options.years ?? DEFAULT_ARCHIVE_YEARS);
  const postgres = database.kind === 'postgres';
  const withVisits = options.visits !== false;
  const inserted = await insertArchive(database, {
    posts: options.posts,
    base,
    staging: {
      pools,
      rounds,
      typeNames: typeChoices.map(([name]) => name),
      typeWeights: typeChoices.map(([, w]) => w),
    },
    timeline,
    chunk: options.chunk ?? (postgres ? 50_000 : 25_000),
    parallel: postgres ? (options.parallel ?? 2) : 1,
    defer: options.defer ?? (options.posts >= DEFER_FROM && options.posts >= base),
    visits: withVisits ? visitWindow({ days: VISIT_DAYS, lastDay: timeline.today }) : undefined,
    log,
  });
  phases.push(
    ['texts staged', inserted.stagingSeconds],
    ['articles and counters inserted', inserted.insertSeconds],
  );
  if (inserted.restoreSeconds > 0) phases.push(['indexes and keys restored', inserted.restoreSeconds]);
  mark = performance.now();
  // The notifications the load's triggers did not send (archive/archive-deferred.ts): one for every
  // list and every public reply a running server may hold.
  await db.execute(
    sql`select pg_notify(${LIST_CHANNEL}, ${ALL_CONTENT}), pg_notify(${CONTENT_CHANNEL}, ${ALL_CONTENT})`,
  );
  // Fresh statistics for the planner; VACUUM also sets the visibility map (index-only scans) and
  // moves the full-text index's pending entries into the index proper.
  await db.execute(sql`vacuum analyze posts`);
  phase('articles vacuumed and analyzed');
  if (withVisits) {
    await rebuildVisitTotals(db);
    await vacuumVisitTables(db);
    phase('visitor totals');
  }
  return {
    postsAdded: options.posts,
    states: await countStates(db, inserted.firstId),
    counterRows: inserted.counterRows,
    views: inserted.views,
    generatedAdminPassword: admin.generatedPassword,
    phases,
  };
}

/** Reads `--years Y` (or `--years=Y`); undefined when absent. */
export function parseYearsArgument(argv: readonly string[]): number | undefined {
  const option = argumentValue(argv, 'years');
  if (!option) return undefined;
  const n = Number(option.value);
  if (!Number.isFinite(n) || n <= 0 || n > 100) {
    throw new Error(`--years needs a number of years up to 100, got ${option.value ?? 'nothing'}.`);
  }
  return n;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const postCount = parsePostsArgument(argv, DEFAULT_ARCHIVE_POSTS);
  const years = parseYearsArgument(argv);
  const config = loadConfig();
  const { dataDir, adminEmail, adminPassword } = config;
  const database = await openDatabase({
    databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
    dataDir,
  });
  const storage = createStorage(config);
  try {
    const target = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : dataDir;
    console.log(`Seeding an archive of ${postCount.toLocaleString('en')} articles into ${target}…`);
    const report = await seedArchive({
      database,
      storage,
      posts: postCount,
      years,
      dataDir,
      adminEmail,
      adminPassword,
    });
    printReport(report, adminEmail, (line) => console.log(line));
  } finally {
    await storage.close();
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main);

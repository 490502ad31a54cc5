// npm run seed:demo [-- --posts N]: fills the database (MIGRATION_DATABASE_URL's owner role when
// set, else DATABASE_URL, else the embedded one under DATA_DIR) with demo content: reference data,
// the first administrator, demo staff of every role, the newsroom's authors, generated cover
// images and N articles (default 300). Stop the server first when using the embedded database: its
// folder is locked.
//
// The parts: demo-arguments.ts (the command line), demo-users.ts (the people), demo-images.ts (the
// covers), demo-ads.ts, demo-polls.ts, demo-articles.ts with demo-article-choices.ts (the articles,
// their texts from demo-content.ts) and demo-visits.ts (the visitor counters).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { ensureFirstAdmin, ensureReferenceData } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { posts } from '../db/schema/index.ts';
import { createStorage } from '../lib/create-storage.ts';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { type DemoAdsResult, ensureDemoAds } from './demo-ads.ts';
import { parsePostsArgument } from './demo-arguments.ts';
import { addDemoArticles } from './demo-articles.ts';
import { ensureDemoCovers } from './demo-images.ts';
import { seedDemoPolls } from './demo-polls.ts';
import { DEMO_PASSWORD, DEMO_STAFF, ensureDemoUsers } from './demo-users.ts';
import { seedDemoVisits } from './demo-visits.ts';

export interface SeedDemoOptions {
  database: Database;
  /** How many articles to add. */
  posts: number;
  /** Where uploads live unless `storage` is given: covers go to dataDir/uploads/demo. */
  dataDir: string;
  /** Where the cover and ad images go (the server's storage: the S3 bucket when S3_BUCKET is set). */
  storage?: FileStorage;
  adminEmail?: string;
  adminPassword?: string;
  /** Dates are spread over the two years before this moment. Default: now. */
  now?: Date;
  log?: (line: string) => void;
  /** Add 90 days of visitor counters for the published articles. Default true. */
  visits?: boolean;
}

export interface SeedDemoResult {
  usersCreated: number;
  /** Demo voting polls added now (none when they are already there). */
  pollsAdded: number;
  coversCreated: number;
  postsAdded: number;
  drafts: number;
  inactive: number;
  totalPosts: number;
  /** Campaigns, banners and ad slots added now (none when the database had some). */
  adsAdded: DemoAdsResult;
  /** Page views added to the visitor counters. */
  visitsAdded: number;
  /** Set when the first administrator was created now with a generated password. */
  generatedAdminPassword?: string;
  seconds: number;
}

/** Seeds the demo content into an open database (migrated here). Safe to run again: people are kept, articles are added. */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const { database } = options;
  const { db } = database;
  const adminEmail = options.adminEmail ?? 'admin@newsroom.local';
  const now = (options.now ?? new Date()).getTime();

  await database.migrate();
  await ensureReferenceData(db);
  const admin = await ensureFirstAdmin(db, adminEmail, options.adminPassword);
  const usersCreated = await ensureDemoUsers(database);
  const pollsAdded = await seedDemoPolls(db, [DEMO_STAFF[0]?.email ?? adminEmail, adminEmail], now);

  const storage = options.storage ?? createDiskStorage(path.join(options.dataDir, 'uploads'));
  const { covers, created: coversCreated } = await ensureDemoCovers(storage);
  const adsAdded = await ensureDemoAds(db, storage);

  const { drafts, inactive } = await addDemoArticles(database, {
    posts: options.posts,
    now,
    covers,
    adminEmail,
    log,
  });
  const [{ n: totalPosts } = { n: 0 }] = await db.select({ n: count() }).from(posts);
  const visits = options.visits === false ? undefined : await seedDemoVisits(db, { days: 90 });
  if (visits && options.posts >= 20_000)
    log(`  ${visits.views.toLocaleString('en')} page views (${visits.seconds.toFixed(1)} s)`);
  return {
    usersCreated,
    pollsAdded,
    coversCreated,
    postsAdded: options.posts,
    drafts,
    inactive,
    totalPosts,
    adsAdded,
    visitsAdded: visits?.views ?? 0,
    generatedAdminPassword: admin.generatedPassword,
    seconds: (performance.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const postCount = parsePostsArgument(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
  });
  const storage = createStorage(config);
  const imagesIn = config.s3 ? `the bucket ${config.s3.bucket}` : path.join(config.dataDir, 'uploads');
  try {
    console.log(
      `Seeding demo data into ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}…`,
    );
    const result = await seedDemo({
      database,
      posts: postCount,
      dataDir: config.dataDir,
      storage,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    });
    if (result.generatedAdminPassword) {
      console.log(
        `First administrator: ${config.adminEmail}, generated password: ${result.generatedAdminPassword}`,
      );
    }
    console.log(`Demo users: ${result.usersCreated} created (password: ${DEMO_PASSWORD}).`);
    console.log(`Voting polls: ${result.pollsAdded} added.`);
    console.log(`Cover images: ${result.coversCreated} drawn into ${imagesIn} (demo/).`);
    console.log(
      `Ads: ${result.adsAdded.campaigns} campaigns, ${result.adsAdded.banners} banners, ` +
        `${result.adsAdded.googleAds} Google ad slots added.`,
    );
    console.log(
      `Articles: ${result.postsAdded} added (${result.drafts} drafts, ${result.inactive} deleted), ` +
        `${result.totalPosts} in total. Took ${result.seconds.toFixed(1)} s.`,
    );
    console.log(`Visitor counters: ${result.visitsAdded} page views over the last 90 days.`);
  } finally {
    await storage.close();
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().catch((err) => {
    console.error(err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  });
}

// npm run seed:demo [-- --posts N]: fills the database (DATABASE_URL, else the embedded one under
// DATA_DIR) with demo content: reference data, the first administrator, demo staff of every role,
// the newsroom's authors, generated cover images and N articles (default 300). Stop the server
// first when using the embedded database: its folder is locked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, count, eq, sql } from 'drizzle-orm';
import { ensureFirstAdmin, ensureReferenceData } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { menus, posts, postTypes, submenus, users } from '../db/schema/index.ts';
import { createStorage } from '../lib/create-storage.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { type DemoAdsResult, ensureDemoAds } from './demo-ads.ts';
import { DEMO_AUTHORS, generateArticle, photoCredit, Rng, slugify } from './demo-content.ts';
import { type DemoCover, ensureDemoCovers } from './demo-images.ts';
import { seedDemoPolls } from './demo-polls.ts';
import { findUsersByEmail } from './demo-users.ts';
import { seedDemoVisits } from './demo-visits.ts';

export const DEFAULT_DEMO_POSTS = 300;
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-jelszo-2026';

/** Demo staff, one of each role of docs/product.md, Roles. */
const DEMO_STAFF = [
  {
    email: 'foszerkeszto@newsroom.local',
    firstName: 'Katalin',
    lastName: 'Szabó',
    admin: true,
    administrator: true,
    developer: false,
    weight: 3,
  },
  {
    email: 'szerkeszto@newsroom.local',
    firstName: 'Péter',
    lastName: 'Nagy',
    admin: true,
    administrator: false,
    developer: false,
    weight: 6,
  },
  {
    email: 'fejleszto@newsroom.local',
    firstName: 'Gergely',
    lastName: 'Tóth',
    admin: false,
    administrator: false,
    developer: true,
    weight: 1,
  },
  {
    email: 'ujsagiro@newsroom.local',
    firstName: 'Eszter',
    lastName: 'Kiss',
    admin: false,
    administrator: false,
    developer: false,
    // No rights: cannot write, so no articles.
    weight: 0,
  },
];

/** Share of the articles per category; menu id 1 (the list's default filter) always has the most. */
const FIRST_MENU_WEIGHT = 36;
const MENU_WEIGHTS: Record<string, number> = { tech: 16, sport: 20, kultura: 13, eletmod: 15 };
const OTHER_MENU_WEIGHT = 8;
const POST_TYPE_WEIGHTS: Record<string, number> = {
  Hír: 45,
  Galéria: 8,
  Videó: 10,
  Interjú: 9,
  Vélemény: 12,
  PR: 4,
};
/** Weight of an article with no post type (''). */
const NO_POST_TYPE_WEIGHT = 12;
const DRAFT_SHARE = 0.15;
const INACTIVE_SHARE = 0.03;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;
/** Hours of the day (Budapest) when articles are published, by weight. */
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 1, 3, 6, 9, 10, 9, 8, 7, 7, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1].map(
  (w, hour) => [hour, w] as const,
);

const BATCH_ROWS = 1000;
const BATCHES_PER_TRANSACTION = 10;

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

type NewPost = typeof posts.$inferInsert;

interface MenuChoice {
  id: number;
  path: string;
  submenuIds: number[];
  covers: string[];
  /** Authors of this category by weight (their own desk counts four times). */
  authors: Array<readonly [number, number]>;
}

/** Gives each slug a unique form: the slug itself, else slug-2, slug-3, … */
class SlugRegistry {
  private readonly taken: Set<string>;
  private readonly next = new Map<string, number>();

  constructor(existing: Iterable<string>) {
    this.taken = new Set(existing);
  }

  claim(slug: string): string {
    if (!this.taken.has(slug)) {
      this.taken.add(slug);
      return slug;
    }
    let n = this.next.get(slug) ?? 2;
    while (this.taken.has(`${slug}-${n}`)) n++;
    const unique = `${slug}-${n}`;
    this.next.set(slug, n + 1);
    this.taken.add(unique);
    return unique;
  }
}

async function ensureDemoUsers(database: Database): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = [...DEMO_STAFF, ...DEMO_AUTHORS];
  const inserted = await database.db
    .insert(users)
    .values(
      people.map((u) => ({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash,
        isAdmin: u.admin,
        isAdministrator: u.administrator,
        isDeveloper: u.developer,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}

/** Reads the categories, their submenus and authors, and spreads the covers over them. */
async function loadChoices(
  database: Database,
  covers: DemoCover[],
  adminEmail: string,
): Promise<{
  menuChoices: Array<readonly [MenuChoice, number]>;
  typeChoices: Array<readonly [string, number]>;
}> {
  const { db } = database;
  const menuRows = await db
    .select({ id: menus.id, path: menus.path })
    .from(menus)
    .where(eq(menus.isActive, true))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  if (menuRows.length === 0) throw new Error('No active menu to put the demo articles in.');
  const submenuRows = await db
    .select({ id: submenus.id, menuId: submenus.menuId })
    .from(submenus)
    .orderBy(asc(submenus.id));
  const typeRows = await db.select({ name: postTypes.name }).from(postTypes).orderBy(asc(postTypes.id));

  const writers = [
    ...DEMO_STAFF.map((u) => ({ email: u.email, weight: u.weight, desk: undefined as string | undefined })),
    ...DEMO_AUTHORS.map((u) => ({ email: u.email, weight: u.weight, desk: u.desk })),
    { email: adminEmail, weight: 1, desk: undefined },
  ].filter((w) => w.weight > 0);
  const userRows = await findUsersByEmail(
    db,
    writers.map((w) => w.email),
  );
  const idByEmail = new Map(userRows.map((u) => [u.email.toLowerCase(), u.id]));

  const allCovers = covers.map((c) => c.path);
  const menuChoices = menuRows.map((m) => {
    const ownCovers = covers.filter((c) => c.menuPath === m.path).map((c) => c.path);
    const authors = writers.flatMap((w) => {
      const id = idByEmail.get(w.email.toLowerCase());
      if (id === undefined) return [];
      const weight = w.desk === undefined ? w.weight : w.desk === m.path ? w.weight * 4 : w.weight * 0.3;
      return [[id, weight] as const];
    });
    if (authors.length === 0) throw new Error('No demo author found.');
    const choice: MenuChoice = {
      id: m.id,
      path: m.path,
      submenuIds: submenuRows.filter((s) => s.menuId === m.id).map((s) => s.id),
      covers: ownCovers.length > 0 ? ownCovers : allCovers,
      authors,
    };
    const weight = m.id === 1 ? FIRST_MENU_WEIGHT : (MENU_WEIGHTS[m.path] ?? OTHER_MENU_WEIGHT);
    return [choice, weight] as const;
  });
  const typeChoices: Array<readonly [string, number]> = [
    ...typeRows.map((t) => [t.name, POST_TYPE_WEIGHTS[t.name] ?? 5] as const),
    ['', NO_POST_TYPE_WEIGHT] as const,
  ];
  return { menuChoices, typeChoices };
}

/** Articles of the last week, whatever the count: a newsroom's reports open on the last 7 days. */
const RECENT_ARTICLES = 24;

/** `n` creation times over the two years before `now`, oldest first, at plausible hours. */
function creationTimes(rng: Rng, n: number, now: number): Float64Array {
  const start = now - SPAN_DAYS * DAY_MS;
  const dayStart = start - (start % DAY_MS);
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const day = i < RECENT_ARTICLES ? SPAN_DAYS - rng.int(0, 6) : rng.int(0, SPAN_DAYS);
    // Budapest is UTC+1 or +2; one hour is close enough for demo data.
    const hour = rng.weighted(HOUR_WEIGHTS) - 1;
    const t = dayStart + day * DAY_MS + hour * 3_600_000 + rng.int(0, 3_599_999);
    times[i] = Math.min(t, now - rng.int(60_000, 3_600_000));
  }
  return times.sort();
}

/** Visitors of a published article: a long-tailed count, mostly on mobile. */
function visitors(rng: Rng): { desktop: number; mobile: number } {
  const total = Math.round(Math.exp(6.8 + 1.3 * rng.normal()));
  const mobileShare = 0.55 + rng.next() * 0.2;
  const mobile = Math.round(total * mobileShare);
  return { desktop: total - mobile, mobile };
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

  const { menuChoices, typeChoices } = await loadChoices(database, covers, adminEmail);
  const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(posts);
  const slugs = new SlugRegistry(
    existing > 0 ? (await db.select({ s: posts.shortname }).from(posts)).map((r) => r.s) : [],
  );

  // Seeded by what is already there: a second run adds different articles, the same ones on every machine.
  const rng = new Rng(0x5eed_2026 + existing);
  const times = creationTimes(rng, options.posts, now);
  let drafts = 0;
  let inactive = 0;

  const makePost = (i: number): NewPost => {
    const menu = rng.weighted(menuChoices);
    const postType = rng.weighted(typeChoices);
    const article = generateArticle(rng, menu.path, existing + i, postType);
    const created = times[i] ?? now;
    const isDraft = rng.chance(DRAFT_SHARE);
    const isActive = !rng.chance(INACTIVE_SHARE);
    if (isDraft) drafts++;
    if (!isActive) inactive++;
    const edited = rng.next();
    const updated = Math.min(
      now,
      created +
        (edited < 0.55
          ? rng.int(0, 600_000)
          : edited < 0.9
            ? rng.int(600_000, 3 * DAY_MS)
            : rng.int(3 * DAY_MS, 200 * DAY_MS)),
    );
    const seen = isDraft ? { desktop: 0, mobile: 0 } : visitors(rng);
    const userId = rng.weighted(menu.authors);
    const shortname = slugs.claim(slugify(article.title));
    return {
      title: article.title,
      shortContent: article.shortContent,
      content: article.content,
      menuId: menu.id,
      secondaryMenuId: menu.submenuIds.length > 0 && rng.chance(0.8) ? rng.pick(menu.submenuIds) : 0,
      postType,
      keywords: article.keywords,
      thumbnail: rng.chance(0.92) ? rng.pick(menu.covers) : '',
      thumbnailSource: photoCredit(rng),
      isActive,
      userId,
      updatedBy: rng.chance(0.85) ? userId : rng.weighted(menu.authors),
      menuType: isDraft ? 'draft' : 'post',
      postUrl: `/${menu.path}/${shortname}/`,
      shortname,
      creationDate: new Date(created),
      lastUpdate: new Date(updated),
      desktopVisitors: seen.desktop,
      mobileVisitors: seen.mobile,
      totalVisitors: seen.desktop + seen.mobile,
    };
  };

  const insertStarted = performance.now();
  const perTransaction = BATCH_ROWS * BATCHES_PER_TRANSACTION;
  for (let from = 0; from < options.posts; from += perTransaction) {
    const to = Math.min(options.posts, from + perTransaction);
    await db.transaction(async (tx) => {
      for (let batch = from; batch < to; batch += BATCH_ROWS) {
        const rows: NewPost[] = [];
        for (let i = batch; i < Math.min(to, batch + BATCH_ROWS); i++) rows.push(makePost(i));
        await tx.insert(posts).values(rows);
      }
    });
    if (options.posts >= 20_000) {
      const seconds = ((performance.now() - insertStarted) / 1000).toFixed(1);
      log(`  ${to.toLocaleString('en')} / ${options.posts.toLocaleString('en')} articles (${seconds} s)`);
    }
  }
  if (options.posts > 0) {
    // Fresh statistics for the planner; VACUUM also sets the visibility map so counts can use index-only scans.
    await db.execute(sql`VACUUM ANALYZE posts`);
  }
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

/** Reads `--posts N` (or `--posts=N`) from the command line. */
export function parsePostsArgument(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--posts') value = argv[i + 1];
    else if (arg.startsWith('--posts=')) value = arg.slice('--posts='.length);
    else continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
      throw new Error(`--posts needs a whole number between 0 and 10000000, got ${value ?? 'nothing'}.`);
    }
    return n;
  }
  return DEFAULT_DEMO_POSTS;
}

async function main(): Promise<void> {
  const postCount = parsePostsArgument(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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

// The articles of `npm run seed:demo`: generated Hungarian texts (demo-content.ts) in the
// categories and post types of demo-article-choices.ts, with unique slugs, plausible dates and
// visitor counts, written in multi-row batches.
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { loadChoices } from './demo-article-choices.ts';
import { generateArticle, photoCredit, Rng, slugify } from './demo-content.ts';
import type { DemoCover } from './demo-images.ts';

export const DRAFT_SHARE = 0.15;
export const INACTIVE_SHARE = 0.03;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;
/** Hours of the day (Budapest) when articles are published, by weight. */
export const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 1, 3, 6, 9, 10, 9, 8, 7, 7, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1].map(
  (w, hour) => [hour, w] as const,
);

const BATCH_ROWS = 1000;
const BATCHES_PER_TRANSACTION = 10;

type NewPost = typeof posts.$inferInsert;

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

export interface DemoArticlesOptions {
  /** How many articles to add. */
  posts: number;
  /** Dates are spread over the two years before this moment (ms). */
  now: number;
  covers: DemoCover[];
  /** The first administrator, one of the authors. */
  adminEmail: string;
  log: (line: string) => void;
}

/** Adds the articles, then refreshes the planner's statistics; answers how many are drafts and deleted. */
export async function addDemoArticles(
  database: Database,
  options: DemoArticlesOptions,
): Promise<{ drafts: number; inactive: number }> {
  const { db } = database;
  const { now, log } = options;
  const { menuChoices, typeChoices } = await loadChoices(database, options.covers, options.adminEmail);
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
  return { drafts, inactive };
}

import { and, asc, between, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/**
 * The sitemaps' reads (feeds.service.ts): published, active articles only, as content.repo.ts
 * reads them (a scheduled article is a draft until the scheduler publishes it).
 */

const published = and(eq(posts.menuType, 'post'), eq(posts.isActive, true)) as SQL;

/**
 * The non-empty buckets of `size` article ids (bucket n holds ids (n-1)*size+1 … n*size), each
 * with the newest last_update of its articles, in order.
 */
export async function findSitemapBuckets(db: Db, size: number): Promise<Array<{ n: number; lastmod: Date }>> {
  // The size is this module's constant, written into the SQL so the grouping and the column match.
  const bucket = sql`(${posts.id} - 1) / ${sql.raw(String(Math.trunc(size)))} + 1`;
  return db
    .select({
      n: bucket.mapWith(Number),
      lastmod: sql<Date>`max(${posts.lastUpdate})`.mapWith(posts.lastUpdate),
    })
    .from(posts)
    .where(published)
    .groupBy(bucket)
    .orderBy(bucket);
}

/** The published articles with an id in [from, to], by id: what an article sitemap lists. */
export function findSitemapArticles(db: Db, from: number, to: number) {
  return db
    .select({
      id: posts.id,
      postUrl: posts.postUrl,
      lastUpdate: posts.lastUpdate,
      thumbnail: posts.thumbnail,
    })
    .from(posts)
    .where(and(published, between(posts.id, from, to)))
    .orderBy(asc(posts.id));
}

/** Articles published since `since`, newest first, `limit` at most: the Google News sitemap. */
export function findNewsArticles(db: Db, since: Date, limit: number) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      postUrl: posts.postUrl,
      publishedAt: sql<Date>`${posts.publishedAt}`.mapWith(posts.publishedAt),
    })
    .from(posts)
    .where(and(published, gte(posts.publishedAt, since)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
}

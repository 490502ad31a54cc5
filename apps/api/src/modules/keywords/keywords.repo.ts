import type { ContentKeyword, Keyword, KeywordFilter, KeywordSuggestion } from '@newsroom/shared';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keywordSlugs, keywords } from '../../db/schema/index.ts';
import { countWhere, pagedList, pageOffset } from '../../lib/paging.ts';

/**
 * The keywords table (db/schema/keywords.ts). Folding (accents, case) is done by the database's
 * keyword_fold() (migration 0029), the same function the triggers and the index use, so a name is
 * always compared the one way. The counts are the triggers' to keep; here only a merge recounts.
 */

export interface KeywordRow {
  id: number;
  name: string;
  slug: string;
  fold: string;
  articleCount: number;
  publishedCount: number;
  mergedIntoId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: keywords.id,
  name: keywords.name,
  slug: keywords.slug,
  fold: keywords.fold,
  articleCount: keywords.articleCount,
  publishedCount: keywords.publishedCount,
  mergedIntoId: keywords.mergedIntoId,
  createdAt: keywords.createdAt,
  updatedAt: keywords.updatedAt,
};

export function toKeyword(row: KeywordRow): Keyword {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    article_count: row.articleCount,
    published_count: row.publishedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const live = isNull(keywords.mergedIntoId);

/** Both drivers answer raw queries with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `fold` contains the folded `q` (LIKE's wildcards in it taken literally): the trigram index serves it. */
function foldContains(q: string, prefixOnly = false): SQL {
  const escaped = sql`replace(replace(replace(keyword_fold(${q}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return prefixOnly
    ? sql`${keywords.fold} like ${escaped} || '%'`
    : sql`${keywords.fold} like '%' || ${escaped} || '%'`;
}

/** One page of the live keywords with the total of the filter. */
export function listKeywords(db: Db, filter: KeywordFilter): Promise<{ rows: KeywordRow[]; total: number }> {
  const where = filter.q ? and(live, foldContains(filter.q)) : live;
  const order =
    filter.sort === 'name'
      ? [asc(keywords.fold), asc(keywords.id)]
      : [desc(keywords.articleCount), desc(keywords.id)];
  return pagedList(
    db
      .select(columns)
      .from(keywords)
      .where(where)
      .orderBy(...order)
      .limit(filter.per_page)
      .offset(pageOffset(filter)),
    countWhere(db, keywords, where),
  );
}

/** The editor's suggestions: names starting with `q` first, then containing it, most used first. */
export async function suggestKeywords(db: Db, q: string, limit: number): Promise<KeywordSuggestion[]> {
  const where = q ? and(live, foldContains(q)) : live;
  const mostUsed = [desc(keywords.articleCount), asc(keywords.fold)];
  return db
    .select({ id: keywords.id, name: keywords.name, article_count: keywords.articleCount })
    .from(keywords)
    .where(where)
    .orderBy(...(q ? [desc(sql`(${foldContains(q, true)})`), ...mostUsed] : mostUsed))
    .limit(limit);
}

/** A keyword, live or merged; `lock` holds it FOR UPDATE until the transaction ends. */
export async function findKeyword(db: Db, id: number, lock = false): Promise<KeywordRow | undefined> {
  const query = db.select(columns).from(keywords).where(eq(keywords.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Locks keywords in id order (two merges of the same pair never deadlock). */
export async function lockKeywords(tx: Db, ids: number[]): Promise<KeywordRow[]> {
  return tx
    .select(columns)
    .from(keywords)
    .where(inArray(keywords.id, ids))
    .orderBy(asc(keywords.id))
    .for('update');
}

/** The live keyword other than `exceptId` whose name folds equal to `name`. */
export async function findLiveByFold(
  db: Db,
  name: string,
  exceptId: number,
): Promise<KeywordRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(keywords)
    .where(and(live, sql`${keywords.fold} = keyword_fold(${name})`, ne(keywords.id, exceptId)))
    .limit(1);
  return row;
}

/** `keywords` (comma-joined) in the spellings stored (migration 0029's keywords_canonical). */
export async function canonicalSpelling(db: Db, text: string): Promise<string> {
  const [row] = rowsOf<{ k: string | null }>(await db.execute(sql`select keywords_canonical(${text}) as k`));
  return row?.k ?? '';
}

/**
 * Renames a keyword: the slug follows the name unless the name's slug is what it has; a slug it
 * had before is taken back, another keyword's old slug is not. Every slug stays in keyword_slugs.
 */
export async function renameKeyword(tx: Db, row: KeywordRow, name: string): Promise<void> {
  const [slugs] = rowsOf<{ base: string; owner: number | null; free: string }>(
    await tx.execute(sql`
    select keyword_slug_base(${name}) as base,
           (select keyword_id from ${keywordSlugs} where slug = keyword_slug_base(${name})) as owner,
           keyword_free_slug(${name}) as free`),
  );
  const { base, owner, free } = slugs as { base: string; owner: number | null; free: string };
  const keepsSlug = row.slug === base || new RegExp(`^${base}-\\d+$`).test(row.slug);
  const slug = keepsSlug ? row.slug : owner === row.id ? base : free;
  await tx.insert(keywordSlugs).values({ slug, keywordId: row.id }).onConflictDoNothing();
  await tx.update(keywords).set({ name, slug, updatedAt: sql`now()` }).where(eq(keywords.id, row.id));
}

/**
 * While set (until the transaction ends, or it is cleared), the triggers of migration 0029 leave
 * the counts alone: a rename or merge rewrites many articles and counts once itself.
 */
export async function setRetagging(tx: Db, on: boolean): Promise<void> {
  await tx.execute(sql`select set_config('newsroom.keyword_retag', ${on ? 'on' : ''}, true)`);
}

/** Marks `source` merged into `target`; its slugs, and keywords merged into it, lead to `target`. */
export async function markMerged(tx: Db, sourceId: number, targetId: number): Promise<void> {
  await tx
    .update(keywords)
    .set({ mergedIntoId: targetId, articleCount: 0, publishedCount: 0, updatedAt: sql`now()` })
    .where(eq(keywords.id, sourceId));
  await tx.update(keywords).set({ mergedIntoId: targetId }).where(eq(keywords.mergedIntoId, sourceId));
  await tx.update(keywordSlugs).set({ keywordId: targetId }).where(eq(keywordSlugs.keywordId, sourceId));
}

/** Counts a keyword's articles again (through the posts_keyword_folds_idx index). */
export async function recount(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`
    update ${keywords} k set
      article_count = c.n, published_count = c.np, updated_at = now()
    from (select count(*) filter (where p.is_active)::int as n,
                 count(*) filter (where p.is_active and p.menu_type = 'post')::int as np
          from posts p, ${keywords} t
          where t.id = ${id} and keyword_folds(p.keywords) @> array[t.fold]) c
    where k.id = ${id}`);
}

/**
 * The keyword a public slug names: the current slug answers it, an older one (a rename, a merge)
 * answers it with `moved`.
 */
export async function findBySlug(
  db: Db,
  slug: string,
): Promise<(ContentKeyword & { moved: boolean }) | undefined> {
  const [row] = await db
    .select({ id: keywords.id, name: keywords.name, slug: keywords.slug, count: keywords.publishedCount })
    .from(keywordSlugs)
    .innerJoin(keywords, eq(keywords.id, keywordSlugs.keywordId))
    .where(and(eq(keywordSlugs.slug, slug), live))
    .limit(1);
  return (
    row && { id: row.id, name: row.name, slug: row.slug, article_count: row.count, moved: row.slug !== slug }
  );
}

/** The live keyword whose name folds equal to `name` (the content API's `keyword` given as a name). */
export async function findLiveByName(db: Db, name: string): Promise<ContentKeyword | undefined> {
  const [row] = await db
    .select({ id: keywords.id, name: keywords.name, slug: keywords.slug, count: keywords.publishedCount })
    .from(keywords)
    .where(and(live, sql`${keywords.fold} = keyword_fold(${name})`))
    .limit(1);
  return row && { id: row.id, name: row.name, slug: row.slug, article_count: row.count };
}

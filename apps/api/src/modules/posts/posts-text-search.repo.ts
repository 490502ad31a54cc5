import { type PostFilter, SNIPPET_MARK, TEXT_SEARCH_TOTAL_CAP } from '@newsroom/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/**
 * The 'Szöveg' filter (`text`): PostgreSQL full-text search over each article's search vector
 * (title A, lead B, text C; Hungarian stems with their accents folded, and the words folded before
 * stemming: migration 0017), its GIN index, ranking and the highlighted snippet. The same on
 * PostgreSQL and PGlite (both have the Hungarian snowball stemmer and the unaccent dictionary).
 */

/** The words as PostgreSQL reads a web search ("a phrase", -excluded, OR), as the vectors keep them. */
export const textQuery = (text: string): SQL => sql`post_text_query(${text})`;

export const textCondition = (text: string): SQL => sql`${posts.searchVector} @@ ${textQuery(text)}`;

/**
 * How many matches past the cap are considered: while more than the cap of them still match,
 * the list's cache knows the total is still past the cap after some leave (posts-list-cache.ts).
 */
export const CANDIDATES_PAST_CAP = 100;

/**
 * The matches considered: at most the cap and CANDIDATES_PAST_CAP more, found through the GIN
 * index. Counting, ranking and ordering work on these alone, so a common word costs what 10,100
 * articles cost, not what all its matches would. (Above the cap the list says so and the editor
 * narrows the search.)
 */
export function candidateIds(where: SQL | undefined): SQL {
  return sql`(select ${posts.id} from ${posts} where ${where ?? sql`true`} limit ${TEXT_SEARCH_TOTAL_CAP + CANDIDATES_PAST_CAP})`;
}

/**
 * The number of matches, exact up to the cap (`lowerBound` when there are more), and the matches
 * counted: the list's cache keeps them to tell whether a later save can change the search.
 */
export async function countTextMatches(
  db: Db,
  where: SQL | undefined,
): Promise<{ total: number; lowerBound: boolean; candidates: number[] }> {
  const result = await db.execute(sql`select c.id from ${candidateIds(where)} c`);
  const candidates = (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  const n = candidates.length;
  return n > TEXT_SEARCH_TOTAL_CAP
    ? { total: TEXT_SEARCH_TOTAL_CAP, lowerBound: true, candidates }
    : { total: n, lowerBound: false, candidates };
}

/**
 * Which of the articles match which of the searches now, with their rank: `${id} ${text}` of each
 * match.
 */
export async function textMatchesNow(db: Db, ids: number[], texts: string[]): Promise<Map<string, number>> {
  if (ids.length === 0 || texts.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.id, t.text, ${textRank(sql`p.search_vector`, sql`t.text`)} as rank from ${posts} p
    cross join unnest(${sql.param(texts)}::text[]) as t(text)
    where p.id = any(${sql.param(ids)}::int[]) and p.search_vector @@ post_text_query(t.text)`);
  const rows = (result as unknown as { rows: Array<{ id: number; text: string; rank: number }> }).rows;
  return new Map(rows.map((r) => [`${Number(r.id)} ${r.text}`, Number(r.rank)]));
}

/**
 * An article's rank for a search: the query's positive words only (querytree): ts_rank scores
 * every match of a query with a `-word` alike.
 */
export function textRank(vector: SQL, text: SQL): SQL {
  const query = sql`post_text_query(${text})`;
  return sql`ts_rank(${vector}, case when querytree(${query}) = 'T' then ${query} else querytree(${query})::tsquery end)`;
}

/** The best matches first (textRank): title words weigh most, then the lead; equal ranks newest (higher id) first. */
export function relevanceOrder(filter: PostFilter): SQL[] {
  return [
    sql`${textRank(sql`${posts.searchVector}`, sql`${filter.text ?? ''}`)} desc`,
    sql`${posts.id} desc`,
  ];
}

/** HTML-escaped plain text of the lead and the body, as the snippet is cut from it. */
const snippetSource = sql`replace(replace(replace(post_plain_text(${posts.shortContent} || ' ' || ${posts.content}), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/**
 * Each article's passage around the matched words, the words in <mark> tags. The passage's words
 * whose Hungarian stems, accents folded, are the search's are marked (post_snippet_query,
 * migration 0017: 'kormány' and 'kormany' mark 'kormányról'); where none is, the words are folded
 * before stemming on both sides ('kormanyrol' marks 'kormányról').
 */
export async function textSnippets(db: Db, ids: number[], text: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const options = `StartSel="${SNIPPET_MARK.start}", StopSel="${SNIPPET_MARK.end}", MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const headline = (config: string, query: SQL) =>
    sql`ts_headline(${config}::regconfig, ${snippetSource}, ${query}, ${options})`;
  const stems = sql`(select ${headline('hungarian', sql`post_snippet_query(${snippetSource}, ${text})`)} as stems) h`;
  const folded = headline('newsroom_hu', sql`websearch_to_tsquery('newsroom_hu', ${text})`);
  const rows = await db
    .select({
      id: posts.id,
      snippet: sql<string>`case when strpos(h.stems, ${SNIPPET_MARK.start}) > 0 then h.stems else ${folded} end`,
    })
    .from(posts)
    .innerJoinLateral(stems, sql`true`)
    .where(inArray(posts.id, ids));
  return new Map(rows.map((r) => [r.id, r.snippet]));
}

// The cases of the article list's benchmark: the queries of GET /api/admin-posts, as the web app
// sends them, and the SQL that checks and explains them.
import { postFilterSchema, TEXT_SEARCH_TOTAL_CAP, TIME_ZONE } from '@newsroom/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.ts';
import { postCountQuery, postPageQuery } from '../../../apps/api/src/modules/posts/posts-list.repo.ts';
import { COMMON_TITLE_WORD, RARE_TITLE_WORD } from '../../../apps/api/src/scripts/demo-content.ts';
import { rows } from '../database.ts';

/** The query of GET /api/admin-posts, as the web app sends it. */
export interface CaseQuery {
  type?: 'post' | 'draft';
  menu_id?: number;
  post_type?: string;
  user_id?: number;
  date_from?: string;
  date_to?: string;
  q?: string;
  /** The 'Szöveg' filter: full-text search, the best matches first unless `sort` says otherwise. */
  text?: string;
  /** The order (GET /api/admin-posts `sort`); absent: newest first. */
  sort?: 'date' | 'date_asc' | 'title' | 'title_desc' | 'visitors';
  page?: number;
  per_page?: number;
}

export interface BenchCase {
  name: string;
  query: CaseQuery;
}

export function queryString(query: CaseQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `/api/admin-posts?${params.toString()}`;
}

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** The WHERE clause the API builds for a filter (apps/api/src/modules/posts/posts-list.repo.ts), with literals. */
function whereSql(query: CaseQuery): string {
  const parts = ['posts.is_active = true'];
  if (query.type) parts.push(`posts.menu_type = ${literal(query.type)}`);
  if (query.menu_id) parts.push(`posts.menu_id = ${query.menu_id}`);
  if (query.post_type !== undefined) parts.push(`posts.post_type = ${literal(query.post_type)}`);
  if (query.user_id) parts.push(`posts.user_id = ${query.user_id}`);
  const dayStart = (day: string) => `(${literal(day)}::date)::timestamp at time zone ${literal(TIME_ZONE)}`;
  if (query.date_from) parts.push(`posts.creation_date >= ${dayStart(query.date_from)}`);
  if (query.date_to) parts.push(`posts.creation_date < ${dayStart(query.date_to)} + interval '1 day'`);
  if (query.q) parts.push(`posts.title ilike ${literal(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (query.text) parts.push(`posts.search_vector @@ post_text_query(${literal(query.text)})`);
  return parts.join(' and ');
}

/** The API's own queries for a case (posts-list.repo.ts), so the plans explained are the ones it runs. */
export function apiQueries(database: Database, query: CaseQuery) {
  const filter = postFilterSchema.parse(query);
  return { page: postPageQuery(database.db, filter), count: postCountQuery(database.db, filter) };
}

/** A query's SQL with its parameters written in, for the report. */
export function printable(query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : literal(String(value));
  });
}

/**
 * An independent count for checking the API's totals: plain SQL, title matched with ILIKE. A text
 * search counts one past the API's cap at most: more than the cap is a lower bound.
 */
export function countSql(query: CaseQuery): string {
  const matches = `select 1 from posts where ${whereSql(query)}`;
  return query.text
    ? `select count(*) as n from (${matches} limit ${TEXT_SEARCH_TOTAL_CAP + 1}) c`
    : `select count(*) as n from posts where ${whereSql(query)}`;
}

/** The most frequent value of `column` among the articles that match `where`. */
export async function mostCommon<T>(
  database: Database,
  column: string,
  where: string,
): Promise<T | undefined> {
  const [row] = await rows<Record<string, T>>(
    database,
    `select ${column} from posts where ${where} group by ${column} order by count(*) desc limit 1`,
  );
  return row?.[column];
}

/**
 * The cases of the issues: the list's default, no filter, a deep page, each single filter, two
 * title searches; then each sort on the default list and on the other lists it serves (the
 * drafts list is one author's).
 */
export async function buildCases(database: Database): Promise<BenchCase[]> {
  const author = (await mostCommon<number>(database, 'user_id', "is_active and menu_type = 'post'")) ?? 1;
  const menu = (await mostCommon<number>(database, 'menu_id', 'menu_id <> 1')) ?? 2;
  const drafter = (await mostCommon<number>(database, 'user_id', "is_active and menu_type = 'draft'")) ?? 1;
  const postType = (await mostCommon<string>(database, 'post_type', "post_type <> ''")) ?? 'Hír';
  // The last full calendar month.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return [
    { name: 'Default list: type=post, menu_id=1, page 1', query: { type: 'post', menu_id: 1 } },
    { name: 'No filter: type=post, page 1', query: { type: 'post' } },
    { name: 'Deep page: type=post, page 2000', query: { type: 'post', page: 2000, per_page: 20 } },
    { name: `Category: menu_id=${menu}`, query: { type: 'post', menu_id: menu } },
    {
      name: `Post type: post_type=${postType}`,
      query: { type: 'post', post_type: postType },
    },
    {
      name: `Author: user_id=${author}`,
      query: { type: 'post', user_id: author },
    },
    {
      name: `One month: date_from=${day(first)}, date_to=${day(last)}`,
      query: { type: 'post', date_from: day(first), date_to: day(last) },
    },
    { name: 'Drafts: type=draft', query: { type: 'draft' } },
    { name: `Title search, rare word: q=${RARE_TITLE_WORD}`, query: { type: 'post', q: RARE_TITLE_WORD } },
    {
      name: `Title search, common word: q=${COMMON_TITLE_WORD}`,
      query: { type: 'post', q: COMMON_TITLE_WORD },
    },
    { name: 'Oldest first: menu_id=1, sort=date_asc', query: { type: 'post', menu_id: 1, sort: 'date_asc' } },
    { name: 'Title A–Z: menu_id=1, sort=title', query: { type: 'post', menu_id: 1, sort: 'title' } },
    {
      name: 'Title Z–A: menu_id=1, sort=title_desc',
      query: { type: 'post', menu_id: 1, sort: 'title_desc' },
    },
    {
      name: 'Title A–Z, page 500: menu_id=1, sort=title',
      query: { type: 'post', menu_id: 1, sort: 'title', page: 500 },
    },
    { name: 'Title A–Z, no filter: sort=title', query: { type: 'post', sort: 'title' } },
    { name: 'Most visited: menu_id=1, sort=visitors', query: { type: 'post', menu_id: 1, sort: 'visitors' } },
    { name: 'Most visited, no filter: sort=visitors', query: { type: 'post', sort: 'visitors' } },
    {
      name: `Most visited, category: menu_id=${menu}, sort=visitors`,
      query: { type: 'post', menu_id: menu, sort: 'visitors' },
    },
    {
      name: 'Most visited, page 50: menu_id=1, sort=visitors',
      query: { type: 'post', menu_id: 1, sort: 'visitors', page: 50 },
    },
    {
      name: `Drafts by title: type=draft, user_id=${drafter}, sort=title`,
      query: { type: 'draft', user_id: drafter, sort: 'title' },
    },
    {
      name: `Drafts by visitors: type=draft, user_id=${drafter}, sort=visitors`,
      query: { type: 'draft', user_id: drafter, sort: 'visitors' },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Query plans

export interface PlanSummary {
  scans: string[];
  executionMs: number;
  text: string;
}

function summarisePlan(text: string): PlanSummary {
  const scans = new Set<string>();
  for (const line of text.split('\n')) {
    const m = line.match(
      /(Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan|Seq Scan|Parallel Seq Scan) (using|on) ([\w.]+)/,
    );
    if (m) scans.add(`${m[1]} ${m[2]} ${m[3]}`);
  }
  const time = text.match(/Execution Time: ([\d.]+) ms/);
  return { scans: [...scans], executionMs: time?.[1] ? Number(time[1]) : Number.NaN, text };
}

export async function explain(database: Database, query: SQLWrapper): Promise<PlanSummary> {
  const result = (await database.db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const text = result.rows.map((r) => Object.values(r)[0] ?? '').join('\n');
  return summarisePlan(text);
}

import {
  ANALYTICS_PATH_MAX_LENGTH,
  ANALYTICS_QUERY_DELAY_MS,
  ANALYTICS_START_DATE,
  DEFAULT_ANALYTICS_API_URL,
} from '@newsroom/shared';

/**
 * GA4 visitor numbers of a page of articles, through the Data API's `runReport` (docs/product.md
 * and 7): deviceCategory and pagePath, screenPageViews, 2013 to today, a case-insensitive CONTAINS
 * filter on each article's path, TOTAL aggregation; tablets count as mobile. One batched request
 * per page; one request per article with a 600 ms pause only when the batched one is refused.
 */

export interface AnalyticsArticle {
  id: number;
  post_url: string;
}

export interface VisitorCounts {
  desktop: number;
  mobile: number;
  total: number;
}

interface StringFilterExpression {
  filter: {
    fieldName: 'pagePath';
    stringFilter: { matchType: 'CONTAINS'; value: string; caseSensitive: false };
  };
}

export interface RunReportBody {
  dimensions: Array<{ name: string }>;
  metrics: Array<{ name: string }>;
  dateRanges: Array<{ startDate: string; endDate: string }>;
  dimensionFilter: StringFilterExpression | { orGroup: { expressions: StringFilterExpression[] } };
  metricAggregations: ['TOTAL'];
  limit: number;
  offset?: number;
}

/** A row of the reply, as runReport sends it: dimension values in the order asked, metric values as strings. */
export interface RunReportRow {
  dimensionValues: Array<{ value: string }>;
  metricValues: Array<{ value: string }>;
}

export interface RunReportReply {
  dimensionHeaders?: Array<{ name: string }>;
  metricHeaders?: Array<{ name: string; type?: string }>;
  rows?: RunReportRow[];
  rowCount?: number;
  totals?: RunReportRow[];
}

/** Rows asked for per request; a page of 100 articles on two devices each stays far below it. */
export const REPORT_ROW_LIMIT = 10_000;
/** Never follow more pages of a reply than this (a runaway path filter). */
const MAX_REPLY_PAGES = 5;
/** Statuses that mean "this request was refused", after which the articles are asked one by one. */
const REFUSED = new Set([400, 403, 413, 429]);

export class AnalyticsRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AnalyticsRequestError';
  }
}

/** The text an article is matched by: its post_url without the first and last character, at most 90 characters. */
export function matchString(postUrl: string): string {
  return postUrl.slice(1, -1).slice(0, ANALYTICS_PATH_MAX_LENGTH);
}

const containsFilter = (value: string): StringFilterExpression => ({
  filter: { fieldName: 'pagePath', stringFilter: { matchType: 'CONTAINS', value, caseSensitive: false } },
});

/** The runReport body for some match strings: one filter for one, an OR group for more. */
export function buildReportBody(values: string[]): RunReportBody {
  const unique = [...new Set(values)];
  const [only] = unique;
  return {
    dimensions: [{ name: 'deviceCategory' }, { name: 'pagePath' }],
    metrics: [{ name: 'screenPageViews' }],
    dateRanges: [{ startDate: ANALYTICS_START_DATE, endDate: 'today' }],
    dimensionFilter:
      unique.length === 1 && only !== undefined
        ? containsFilter(only)
        : { orGroup: { expressions: unique.map(containsFilter) } },
    metricAggregations: ['TOTAL'],
    limit: REPORT_ROW_LIMIT,
  };
}

/** The runReport address of a property; the property may be given as `123` or `properties/123`. */
export function runReportUrl(baseUrl: string, propertyId: string): string {
  const base = (baseUrl.trim() || DEFAULT_ANALYTICS_API_URL).replace(/\/+$/, '');
  const id = propertyId.trim().replace(/^properties\//, '');
  return `${base}/v1beta/properties/${encodeURIComponent(id)}:runReport`;
}

export interface AnalyticsConnection {
  baseUrl: string;
  propertyId: string;
  accessToken: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** One runReport call, following the reply's pages when it has more rows than one reply holds. */
export async function runReport(conn: AnalyticsConnection, body: RunReportBody): Promise<RunReportRow[]> {
  const doFetch = conn.fetch ?? globalThis.fetch.bind(globalThis);
  const rows: RunReportRow[] = [];
  for (let page = 0; page < MAX_REPLY_PAGES; page++) {
    const pageBody = page === 0 ? body : { ...body, offset: rows.length };
    const res = await doFetch(runReportUrl(conn.baseUrl, conn.propertyId), {
      method: 'POST',
      headers: { authorization: `Bearer ${conn.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(pageBody),
      signal: conn.signal,
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new AnalyticsRequestError(res.status, text.slice(0, 500) || res.statusText);
    }
    const reply = (await res.json()) as RunReportReply;
    const received = reply.rows ?? [];
    rows.push(...received);
    if (received.length === 0 || rows.length >= (reply.rowCount ?? 0)) break;
  }
  return rows;
}

/**
 * Adds the rows to the articles whose match string the row's pagePath contains (case-insensitive):
 * one row may count for several articles. 'desktop' is desktop; 'mobile' and 'tablet' are mobile.
 */
export function attributeRows(
  rows: RunReportRow[],
  articles: AnalyticsArticle[],
  counts: Map<number, VisitorCounts> = new Map(),
): Map<number, VisitorCounts> {
  const matchers = articles.map((a) => ({ id: a.id, match: matchString(a.post_url).toLowerCase() }));
  for (const m of matchers) if (!counts.has(m.id)) counts.set(m.id, { desktop: 0, mobile: 0, total: 0 });
  for (const row of rows) {
    const device = row.dimensionValues[0]?.value.toLowerCase() ?? '';
    const path = row.dimensionValues[1]?.value.toLowerCase() ?? '';
    const views = Number(row.metricValues[0]?.value ?? 0);
    if (!Number.isFinite(views) || views <= 0) continue;
    const kind =
      device === 'desktop' ? 'desktop' : device === 'mobile' || device === 'tablet' ? 'mobile' : null;
    if (!kind) continue;
    for (const m of matchers) {
      if (!m.match || !path.includes(m.match)) continue;
      const c = counts.get(m.id);
      if (!c) continue;
      c[kind] += views;
      c.total = c.desktop + c.mobile;
    }
  }
  return counts;
}

export interface FetchVisitorOptions extends AnalyticsConnection {
  /** Waits between the one-by-one requests; injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Visitor numbers of a page of articles, by id. One batched runReport whose filter ORs the page's
 * paths; if that request is refused (400, 403, 413, 429), one request per article with a 600 ms
 * pause between them, as docs/product.md describes. Any other failure rejects.
 */
export async function fetchVisitorCounts(
  articles: AnalyticsArticle[],
  options: FetchVisitorOptions,
): Promise<Map<number, VisitorCounts>> {
  // An article whose match string is empty would match every path: it gets no numbers.
  const matchable = articles.filter((a) => matchString(a.post_url) !== '');
  const counts = attributeRows([], articles);
  if (matchable.length === 0) return counts;
  try {
    const rows = await runReport(options, buildReportBody(matchable.map((a) => matchString(a.post_url))));
    return attributeRows(rows, matchable, counts);
  } catch (err) {
    if (!(err instanceof AnalyticsRequestError && REFUSED.has(err.status)) || matchable.length === 1)
      throw err;
  }
  const sleep = options.sleep ?? defaultSleep;
  for (const [i, article] of matchable.entries()) {
    if (i > 0) await sleep(ANALYTICS_QUERY_DELAY_MS);
    if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
    const rows = await runReport(options, buildReportBody([matchString(article.post_url)]));
    attributeRows(rows, [article], counts);
  }
  return counts;
}

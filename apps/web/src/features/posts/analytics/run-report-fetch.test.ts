import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnalyticsRequestError,
  fetchVisitorCounts,
  matchString,
  type RunReportBody,
  type RunReportRow,
} from './run-report.ts';

/**
 * A local stand-in for the GA4 Data API: it checks each request's address, token and body shape the
 * way runReport reads them, answers in runReport's reply format from a table of page views, and
 * records what it was asked. `refuseBatches` makes it refuse OR-group requests (as a quota would).
 */
interface Recorded {
  url: string;
  authorization: string | undefined;
  body: RunReportBody;
}

const PROPERTY = '987654321';
const TOKEN = 'ya29.teszt-token';
let server: http.Server;
let baseUrl: string;
let requests: Recorded[] = [];
let refuseBatches: number | undefined;
let failWith: number | undefined;
/** [deviceCategory, pagePath, screenPageViews] */
let views: Array<[string, string, number]> = [];

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function shapeProblem(body: RunReportBody): string | undefined {
  if (JSON.stringify(body.dimensions) !== JSON.stringify([{ name: 'deviceCategory' }, { name: 'pagePath' }]))
    return 'dimensions';
  if (JSON.stringify(body.metrics) !== JSON.stringify([{ name: 'screenPageViews' }])) return 'metrics';
  if (JSON.stringify(body.dateRanges) !== JSON.stringify([{ startDate: '2013-01-01', endDate: 'today' }]))
    return 'dateRanges';
  if (JSON.stringify(body.metricAggregations) !== JSON.stringify(['TOTAL'])) return 'metricAggregations';
  if (!(body.limit > 0)) return 'limit';
  return undefined;
}

/** The CONTAINS values of a filter expression (a single filter or an OR group of them). */
function filterValues(body: RunReportBody): string[] | undefined {
  const f = body.dimensionFilter;
  const expressions = 'orGroup' in f ? f.orGroup.expressions : [f];
  const values: string[] = [];
  for (const e of expressions) {
    const s = e.filter?.stringFilter;
    if (e.filter?.fieldName !== 'pagePath' || s?.matchType !== 'CONTAINS' || s.caseSensitive !== false)
      return undefined;
    values.push(s.value);
  }
  return values;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== `/v1beta/properties/${PROPERTY}:runReport`)
        return reply(res, 404, { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } });
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      const body = JSON.parse(raw) as RunReportBody;
      requests.push({ url: req.url, authorization: req.headers.authorization, body });
      const problem = shapeProblem(body);
      const values = filterValues(body);
      if (problem || !values) return reply(res, 400, { error: { code: 400, message: problem ?? 'filter' } });
      if (failWith) return reply(res, failWith, { error: { code: failWith, message: 'hiba' } });
      if (refuseBatches && 'orGroup' in body.dimensionFilter)
        return reply(res, refuseBatches, { error: { code: refuseBatches, status: 'RESOURCE_EXHAUSTED' } });
      const matching = views.filter(([, path]) =>
        values.some((v) => path.toLowerCase().includes(v.toLowerCase())),
      );
      const rows: RunReportRow[] = matching.map(([device, path, n]) => ({
        dimensionValues: [{ value: device }, { value: path }],
        metricValues: [{ value: String(n) }],
      }));
      const sum = matching.reduce((acc, [, , n]) => acc + n, 0);
      const offset = body.offset ?? 0;
      reply(res, 200, {
        dimensionHeaders: [{ name: 'deviceCategory' }, { name: 'pagePath' }],
        metricHeaders: [{ name: 'screenPageViews', type: 'TYPE_INTEGER' }],
        rows: rows.slice(offset, offset + body.limit),
        rowCount: rows.length,
        totals: [
          {
            dimensionValues: [{ value: 'RESERVED_TOTAL' }, { value: 'RESERVED_TOTAL' }],
            metricValues: [{ value: String(sum) }],
          },
        ],
        metadata: { currencyCode: 'HUF', timeZone: 'Europe/Budapest' },
        kind: 'analyticsData#runReport',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  refuseBatches = undefined;
  failWith = undefined;
  views = [];
});

const pauses: number[] = [];
const options = () => ({
  baseUrl,
  propertyId: PROPERTY,
  accessToken: TOKEN,
  sleep: async (ms: number) => {
    pauses.push(ms);
  },
});

/** A page of 20 articles, as the list shows them. */
const page = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, post_url: `/hirek/cikk-${i + 1}/` }));

describe('fetchVisitorCounts against a local runReport server', () => {
  it('asks for a page of 20 articles in ONE request whose filter ORs their paths', async () => {
    views = [
      ['desktop', '/hirek/cikk-1/', 10],
      ['mobile', '/hirek/cikk-1/?utm=x', 4],
      ['tablet', '/HIREK/CIKK-1/', 3],
      ['desktop', '/hirek/cikk-2/', 7],
      ['smart tv', '/hirek/cikk-2/', 50],
      ['desktop', '/sport/mas/', 99],
    ];
    const counts = await fetchVisitorCounts(page, options());
    expect(requests).toHaveLength(1);
    const [only] = requests;
    expect(only?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(filterValues(only?.body as RunReportBody)).toEqual(page.map((p) => matchString(p.post_url)));
    // Tablets count as mobile; other device classes are not visitors of either column.
    expect(counts.get(100)).toEqual({ desktop: 10, mobile: 7, total: 17 });
    expect(counts.get(101)).toEqual({ desktop: 7, mobile: 0, total: 7 });
    expect(counts.get(119)).toEqual({ desktop: 0, mobile: 0, total: 0 });
    expect(counts.size).toBe(20);
  });

  it('counts one row for every article whose match string the path contains', async () => {
    const articles = [
      { id: 1, post_url: '/hirek/valasztas/' },
      { id: 2, post_url: '/hirek/valasztas-2026/' },
    ];
    views = [
      ['desktop', '/hirek/valasztas-2026/', 5],
      ['mobile', '/hirek/valasztas/', 2],
    ];
    const counts = await fetchVisitorCounts(articles, options());
    expect(requests).toHaveLength(1);
    // '/hirek/valasztas-2026/' contains both 'hirek/valasztas' and 'hirek/valasztas-2026'.
    expect(counts.get(1)).toEqual({ desktop: 5, mobile: 2, total: 7 });
    expect(counts.get(2)).toEqual({ desktop: 5, mobile: 0, total: 5 });
  });

  it('when the batched call is refused (429), asks one article at a time with 600 ms pauses', async () => {
    refuseBatches = 429;
    pauses.length = 0;
    const articles = page.slice(0, 3);
    views = [
      ['desktop', '/hirek/cikk-1/', 1],
      ['tablet', '/hirek/cikk-2/', 2],
      ['mobile', '/hirek/cikk-3/', 3],
    ];
    const counts = await fetchVisitorCounts(articles, options());
    // The refused batch, then one single-filter request per article.
    expect(requests).toHaveLength(4);
    expect('orGroup' in (requests[0]?.body.dimensionFilter ?? {})).toBe(true);
    expect(requests.slice(1).map((r) => filterValues(r.body))).toEqual(
      articles.map((a) => [matchString(a.post_url)]),
    );
    expect(pauses).toEqual([600, 600]);
    expect(counts.get(100)).toEqual({ desktop: 1, mobile: 0, total: 1 });
    expect(counts.get(101)).toEqual({ desktop: 0, mobile: 2, total: 2 });
    expect(counts.get(102)).toEqual({ desktop: 0, mobile: 3, total: 3 });
  });

  it.each([400, 403])('falls back on %i as well', async (status) => {
    refuseBatches = status;
    const counts = await fetchVisitorCounts(page.slice(0, 2), options());
    expect(requests).toHaveLength(3);
    expect(counts.get(101)).toEqual({ desktop: 0, mobile: 0, total: 0 });
  });

  it('the fallback pauses 600 ms with the default timer (on a fake clock, not measured in wall time)', async () => {
    // The same requests and replies as the local server's, through an injected fetch, so that only
    // the pause's timer runs on the fake clock.
    const asked: RunReportBody[] = [];
    const stub = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as RunReportBody;
      asked.push(body);
      const refused = 'orGroup' in body.dimensionFilter;
      return new Response(JSON.stringify(refused ? { error: { code: 429 } } : { rows: [], rowCount: 0 }), {
        status: refused ? 429 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const done = fetchVisitorCounts(page.slice(0, 2), {
        baseUrl,
        propertyId: PROPERTY,
        accessToken: TOKEN,
        fetch: stub,
      });
      // The refused batch and the first article at once; the second only after 600 ms.
      await vi.advanceTimersByTimeAsync(599);
      expect(asked).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(asked).toHaveLength(3);
      expect(filterValues(asked[2] as RunReportBody)).toEqual([matchString(page[1]?.post_url ?? '')]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects on another failure (a server error, an expired token) without falling back', async () => {
    failWith = 500;
    await expect(fetchVisitorCounts(page, options())).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(1);
    requests = [];
    failWith = undefined;
    const expired = fetchVisitorCounts(page, { ...options(), accessToken: 'lejart' });
    await expect(expired).rejects.toBeInstanceOf(AnalyticsRequestError);
    await expect(expired).rejects.toMatchObject({ status: 401 });
  });

  it('follows the reply pages when there are more rows than one reply holds', async () => {
    views = Array.from(
      { length: 25 },
      (_, i) => ['desktop', `/hirek/cikk-1/?v=${i}`, 1] as [string, string, number],
    );
    const small = {
      ...options(),
      fetch: ((url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as RunReportBody;
        return fetch(url, { ...init, body: JSON.stringify({ ...body, limit: 10 }) });
      }) as typeof fetch,
    };
    const counts = await fetchVisitorCounts([{ id: 1, post_url: '/hirek/cikk-1/' }], small);
    expect(requests.map((r) => r.body.offset ?? 0)).toEqual([0, 10, 20]);
    expect(counts.get(1)?.desktop).toBe(25);
  });

  it('gives an article without a usable path zeros, and asks nothing for it', async () => {
    const counts = await fetchVisitorCounts([{ id: 5, post_url: '/' }], options());
    expect(requests).toHaveLength(0);
    expect(counts.get(5)).toEqual({ desktop: 0, mobile: 0, total: 0 });
  });
});

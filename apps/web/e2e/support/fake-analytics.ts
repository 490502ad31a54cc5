// A local stand-in for the GA4 Data API's runReport, for the browser tests of the article lists'
// GA4 visitor numbers (analytics.spec.ts). It checks each request's shape, answers in runReport's
// reply format from a table of page views filtered the way GA4 does (case-insensitive CONTAINS),
// records what it was asked, and answers the browser's CORS preflight.
import http from 'node:http';

export interface FakeAnalyticsState {
  /** Refuse the first request after the reset with this status (the batched call of a page). */
  refuseFirst?: number;
  /** Answer every request with this status. */
  failWith?: number;
  /** Wait this long before answering, so the progress text can be seen. */
  delayMs?: number;
}

export interface RecordedReport {
  path: string;
  authorization: string;
  /** The CONTAINS values of the filter, in order. */
  values: string[];
  batched: boolean;
  at: number;
}

interface Expression {
  filter?: {
    fieldName?: string;
    stringFilter?: { matchType?: string; value?: string; caseSensitive?: boolean };
  };
}

interface Body {
  dimensions?: Array<{ name: string }>;
  metrics?: Array<{ name: string }>;
  dateRanges?: Array<{ startDate: string; endDate: string }>;
  metricAggregations?: string[];
  limit?: number;
  offset?: number;
  dimensionFilter?: Expression & { orGroup?: { expressions?: Expression[] } };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
};

/** The problem with a runReport body, or undefined when it is what docs/product.md and docs/api.md describe. */
function shapeProblem(body: Body): string | undefined {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(body.dimensions, [{ name: 'deviceCategory' }, { name: 'pagePath' }])) return 'dimensions';
  if (!same(body.metrics, [{ name: 'screenPageViews' }])) return 'metrics';
  if (!same(body.dateRanges, [{ startDate: '2013-01-01', endDate: 'today' }])) return 'dateRanges';
  if (!same(body.metricAggregations, ['TOTAL'])) return 'metricAggregations';
  if (!body.limit || body.limit < 1) return 'limit';
  return undefined;
}

function filterValues(body: Body): string[] | undefined {
  const f = body.dimensionFilter;
  if (!f) return undefined;
  const expressions = f.orGroup ? (f.orGroup.expressions ?? []) : [f];
  const values: string[] = [];
  for (const e of expressions) {
    const s = e.filter?.stringFilter;
    if (e.filter?.fieldName !== 'pagePath' || s?.matchType !== 'CONTAINS' || s.caseSensitive !== false)
      return undefined;
    if (typeof s.value !== 'string' || !s.value) return undefined;
    values.push(s.value);
  }
  return values.length > 0 ? values : undefined;
}

/**
 * Starts the fake on a port. `views` are [deviceCategory, pagePath, screenPageViews]. Control calls:
 * GET /__requests (what was asked), POST /__reset with a FakeAnalyticsState (clears the record).
 */
export function startFakeAnalytics(
  port: number,
  propertyId: string,
  views: ReadonlyArray<readonly [string, string, number]>,
): Promise<http.Server> {
  let state: FakeAnalyticsState = {};
  let recorded: RecordedReport[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-max-age': '600',
        });
        return res.end();
      }
      if (url === '/__requests') return json(res, 200, recorded);
      if (url === '/__reset' && req.method === 'POST') {
        state = raw ? (JSON.parse(raw) as FakeAnalyticsState) : {};
        recorded = [];
        return json(res, 200, { ok: true });
      }
      if (req.method !== 'POST' || url !== `/v1beta/properties/${propertyId}:runReport`)
        return json(res, 404, { error: { code: 404, status: 'NOT_FOUND' } });
      const authorization = req.headers.authorization ?? '';
      if (!authorization.startsWith('Bearer ')) return json(res, 401, { error: { code: 401 } });
      let body: Body;
      try {
        body = JSON.parse(raw) as Body;
      } catch {
        return json(res, 400, { error: { code: 400, message: 'json' } });
      }
      const values = filterValues(body);
      const problem = shapeProblem(body) ?? (values ? undefined : 'dimensionFilter');
      const batched = Boolean(body.dimensionFilter?.orGroup);
      const index = recorded.length;
      recorded.push({ path: url, authorization, values: values ?? [], batched, at: Date.now() });
      setTimeout(() => {
        if (problem || !values) return json(res, 400, { error: { code: 400, message: problem } });
        if (state.failWith) return json(res, state.failWith, { error: { code: state.failWith } });
        if (state.refuseFirst && index === 0)
          return json(res, state.refuseFirst, {
            error: { code: state.refuseFirst, status: 'RESOURCE_EXHAUSTED' },
          });
        const matching = views.filter(([, path]) =>
          values.some((v) => path.toLowerCase().includes(v.toLowerCase())),
        );
        const offset = body.offset ?? 0;
        json(res, 200, {
          dimensionHeaders: [{ name: 'deviceCategory' }, { name: 'pagePath' }],
          metricHeaders: [{ name: 'screenPageViews', type: 'TYPE_INTEGER' }],
          rows: matching.slice(offset, offset + (body.limit ?? 10_000)).map(([device, path, n]) => ({
            dimensionValues: [{ value: device }, { value: path }],
            metricValues: [{ value: String(n) }],
          })),
          rowCount: matching.length,
          totals: [
            {
              dimensionValues: [{ value: 'RESERVED_TOTAL' }, { value: 'RESERVED_TOTAL' }],
              metricValues: [{ value: String(matching.reduce((sum, [, , n]) => sum + n, 0)) }],
            },
          ],
          kind: 'analyticsData#runReport',
        });
      }, state.delayMs ?? 0);
    });
  });
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}

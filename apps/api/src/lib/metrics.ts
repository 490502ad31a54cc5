import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own per server so that
 * several servers in one process (the tests) never mix their figures. Served by
 * startMetricsServer on METRICS_PORT only, never on the public port.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'newsroom_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'newsroom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly loginRefusals = new Counter({
    name: 'newsroom_login_throttle_refusals_total',
    help: 'Sign-ins refused (429) because the e-mail or the client address is locked',
    registers: [this.registry],
  });
  readonly publicRefusals = new Counter({
    name: 'newsroom_public_rate_limit_refusals_total',
    help: 'Public calls refused (429) past the per-address limit, by call',
    labelNames: ['call'] as const,
    registers: [this.registry],
  });
  readonly dbPoolWait = new Histogram({
    name: 'newsroom_db_pool_wait_seconds',
    help: 'Time a query waited for a PostgreSQL connection from the pool',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly pageViewFlush = new Histogram({
    name: 'newsroom_page_view_flush_seconds',
    help: 'Time to write the buffered page views to the counters',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'newsroom_' });
  }

  /** Counts and times every reply by its route pattern (not its URL, so ids do not multiply series). */
  instrumentHttp(app: FastifyInstance): void {
    app.addHook('onResponse', async (req, reply) => {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      this.httpRequests.inc(labels);
      this.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** Connections in use, idle and awaited, read at each scrape, and the time spent waiting for one. */
  instrumentPool(pool: pg.Pool): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('newsroom_db_pool_connections', 'Open PostgreSQL connections of the pool', () => pool.totalCount);
    gauge('newsroom_db_pool_idle', 'Idle PostgreSQL connections of the pool', () => pool.idleCount);
    gauge('newsroom_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount);
    // pg.Pool's query() takes its connection through connect(), with a callback; time both forms.
    const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
    const wait = this.dbPoolWait;
    (pool as unknown as { connect: typeof connect }).connect = (cb) => {
      const end = wait.startTimer();
      if (cb) {
        return connect((...args: unknown[]) => {
          end();
          cb(...args);
        });
      }
      return (connect() as Promise<unknown>).finally(end);
    };
  }

  /** The page views accepted but not yet written, read at each scrape. */
  observePageViewBuffer(read: () => number): void {
    new Gauge({
      name: 'newsroom_page_view_buffer',
      help: 'Page views accepted but not yet written to the counters',
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/** Serves GET /metrics on its own port (METRICS_PORT); anything else is a 404. */
export async function startMetricsServer(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

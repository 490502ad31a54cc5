// The load generator of the benchmarks: a child process (plain JavaScript, so it needs no loader),
// so that the client's work does not slow down the server's event loop.
import { spawn } from 'node:child_process';
import { type Spread, spread } from './figures.ts';

const LOAD_CLIENT = `
const http = require('node:http');
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => { input += c; });
process.stdin.on('end', async () => {
  const cfg = JSON.parse(input);
  const agent = new http.Agent({ keepAlive: true, maxSockets: cfg.connections });
  let next = 0;
  const one = (n) => new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const done = (ok, status) => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, ok, status });
    const body = cfg.bodies ? JSON.stringify(cfg.bodies[n % cfg.bodies.length]) : undefined;
    const headers = body ? Object.assign({}, cfg.headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) : cfg.headers;
    const path = cfg.paths ? cfg.paths[n % cfg.paths.length] : cfg.path;
    const req = http.request({ host: '127.0.0.1', port: cfg.port, path, method: cfg.method, agent, headers }, (res) => {
      const expected = res.statusCode === cfg.expect;
      if (!cfg.checkList) {
        res.resume();
        res.on('end', () => done(expected, res.statusCode));
        res.on('error', () => done(false, 0));
        return;
      }
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', () => done(false, res.statusCode));
      res.on('end', () => {
        let ok = expected;
        if (ok) {
          try {
            const reply = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            ok = reply.status === 'ok' && reply.pagination && typeof reply.pagination.total === 'number';
          } catch { ok = false; }
        }
        done(ok, res.statusCode);
      });
    });
    req.on('error', () => done(false, 0));
    req.end(body);
  });
  for (let i = 0; i < cfg.warmup; i++) await one(next++);
  const latencies = [];
  const statuses = {};
  const failedStatuses = {};
  let accepted = 0;
  const end = cfg.warmup + cfg.requests;
  const start = process.hrtime.bigint();
  const deadline = cfg.maxMs ? start + BigInt(Math.round(cfg.maxMs * 1e6)) : undefined;
  const loop = async () => {
    while (next < end && (deadline === undefined || process.hrtime.bigint() < deadline)) {
      const r = await one(next++);
      latencies.push(r.ms);
      statuses[r.status] = (statuses[r.status] || 0) + 1;
      if (r.ok) accepted++;
      else failedStatuses[r.status] = (failedStatuses[r.status] || 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: cfg.connections }, loop));
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  agent.destroy();
  process.stdout.write(JSON.stringify({ latencies, statuses, failedStatuses, accepted, errors: latencies.length - accepted, elapsedMs }));
});
`;

export interface LoadConfig {
  port: number;
  /** Default GET. */
  method?: 'GET' | 'POST';
  path: string;
  /** Paths asked in turn instead of `path` (request n gets paths[n % length]). */
  paths?: string[];
  headers: Record<string, string>;
  /** JSON bodies, sent in turn (request n gets bodies[n % length]). */
  bodies?: unknown[];
  /** The status of a good reply. */
  expect: number;
  /** A good reply is also a list reply: `status: "ok"` and a numeric `pagination.total`. */
  checkList?: boolean;
  connections: number;
  /** Measured requests, after the warm-up ones. */
  requests: number;
  warmup: number;
  /** Time cap of the measured requests; none when missing. */
  maxMs?: number;
}

export interface LoadResult {
  latencies: number[];
  /** Replies by status (0: no reply). */
  statuses: Record<string, number>;
  /** The replies that were not good, by status. */
  failedStatuses: Record<string, number>;
  /** Good replies. */
  accepted: number;
  /** Replies that were not good. */
  errors: number;
  elapsedMs: number;
}

export function runLoad(cfg: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD_CLIENT], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => {
      out += c;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load client exited with ${code}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch (err) {
        reject(err);
      }
    });
    child.stdin.end(JSON.stringify(cfg));
  });
}

/** A phase of load in figures: the latencies' spread, requests a second, and the replies that were not good. */
export interface LoadFigures extends Spread {
  rps: number;
  errors: number;
  /** The replies that were not good, by status. */
  statuses: Record<string, number>;
}

export function loadFigures(result: LoadResult): LoadFigures {
  return {
    ...spread(result.latencies),
    rps: result.latencies.length / (result.elapsedMs / 1000),
    errors: result.errors,
    statuses: result.failedStatuses,
  };
}

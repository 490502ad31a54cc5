// What the benchmarks share (scripts/bench.ts: the article list; scripts/bench-stats.ts: the
// dashboard, the reports and the visitor tracker): the signed-in benchmark user, small database
// helpers, the load generator and the writer of a report section between markers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { buildServer, type ServerOptions } from '../apps/api/src/server.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_EMAIL = 'bench@newsroom.local';
export const BENCH_PASSWORD = 'Bench-jelszo-2026';

/** The options every benchmark shares, at their defaults: the articles, the sequential requests per case, the report. */
export const BENCH_DEFAULTS = {
  posts: 100_000,
  requests: 200,
  out: path.join(repoRoot, 'docs/benchmarks.md'),
};

// ---------------------------------------------------------------------------------------------
// Load generator: a child process (plain JavaScript, so it needs no loader), so that the client's
// work does not slow down the server's event loop.

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
    const req = http.request({ host: '127.0.0.1', port: cfg.port, path: cfg.path, method: cfg.method, agent, headers }, (res) => {
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

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------
// The server

/** Starts the server on a free port of 127.0.0.1; returns the port. */
export async function listenOnLoopback(app: {
  listen(options: { host: string; port: number }): Promise<unknown>;
  server: Pick<Server, 'address'>;
}): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * The PostgreSQL benchmark database at `url`, created through the server's `postgres` database when
 * missing, and migrated; answers it with its name, whether it was created and its articles.
 */
export async function openBenchPostgres(url: string) {
  const { name, maintenanceUrl } = maintenanceTarget(url);
  const created = !(await databaseExists(maintenanceUrl, name));
  if (created)
    await withClient(maintenanceUrl, (c) => c.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`));
  const database = openPostgres(url);
  await database.migrate();
  return { database, name, created, existing: await countPosts(database) };
}

/**
 * The measured server: built on the benchmark database with `env` (LOG_LEVEL warn unless given),
 * listening on a free port of 127.0.0.1, and the benchmark user signed in. The caller closes `app`.
 */
export async function startBenchServer(
  database: Database,
  env: Record<string, string>,
  options: Pick<ServerOptions, 'auditTrail'> = {},
) {
  await ensureBenchUser(database);
  const app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'warn', ...env }), database, ...options });
  try {
    const port = await listenOnLoopback(app);
    const baseUrl = `http://127.0.0.1:${port}`;
    return { app, port, baseUrl, token: await login(baseUrl) };
  } catch (err) {
    await app.close();
    throw err;
  }
}

/** Signs the benchmark user in; returns its access token. */
export async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD, remember: false }),
  });
  const body = (await res.json()) as { status?: string; access_token?: string; message?: string };
  if (body.status !== 'ok' || !body.access_token)
    throw new Error(`login failed: ${res.status} ${body.message ?? ''}`);
  return body.access_token;
}

// ---------------------------------------------------------------------------------------------
// Databases

export async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** The articles in a database; 0 when it has no posts table yet. */
export async function countPosts(database: Database): Promise<number> {
  try {
    const [row] = await rows<{ n: string | number }>(database, 'select count(*) as n from posts');
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database URL's name and the URL of the server's `postgres` database, for creating and dropping it. */
export function maintenanceTarget(url: string): { name: string; maintenanceUrl: string } {
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.replace(/^\//, ''));
  maintenance.pathname = '/postgres';
  return { name, maintenanceUrl: maintenance.toString() };
}

export function databaseExists(maintenanceUrl: string, name: string): Promise<boolean> {
  return withClient(maintenanceUrl, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    return (r.rowCount ?? 0) > 0;
  });
}

/**
 * A signed-in user for the benchmarks with a known password, is_admin so that it sees everything;
 * its sessions from earlier runs are dropped.
 */
export async function ensureBenchUser(database: Database): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await database.db.execute(
    sql`delete from sessions where user_id in (select id from users where lower(email) = ${BENCH_EMAIL})`,
  );
  const found = (await database.db.execute(
    sql`select id from users where lower(email) = ${BENCH_EMAIL}`,
  )) as unknown as { rows: Array<{ id: number }> };
  const first = found.rows[0];
  if (first) {
    await database.db.execute(
      sql`update users set password_hash = ${passwordHash}, is_active = true, is_admin = true where id = ${first.id}`,
    );
    return;
  }
  await database.db.insert(users).values({
    email: BENCH_EMAIL,
    firstName: 'Mérés',
    lastName: 'Benchmark',
    passwordHash,
    isAdmin: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Report

/**
 * Writes `generated` between the markers of `file`, keeping the rest; `whenMissing` makes the
 * whole text when the file or its markers are missing (old: the file's text, if any).
 */
export function writeBetweenMarkers(
  file: string,
  markers: { start: string; end: string },
  generated: string,
  whenMissing: (block: string, old: string | undefined) => string,
): void {
  const block = `${markers.start}\n${generated}\n${markers.end}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  const start = old?.indexOf(markers.start) ?? -1;
  const end = old?.indexOf(markers.end) ?? -1;
  const text =
    old !== undefined && start >= 0 && end > start
      ? old.slice(0, start) + block + old.slice(end + markers.end.length)
      : whenMissing(block, old);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * The pieces of instances.test.ts that need none of its state: a server process on a free port and
 * a data folder of its own, the sign-in of the administrator both seed, the readiness wait, and the
 * HTTP calls to one instance.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';

export const ADMIN_EMAIL = 'admin@peldanyok.teszt';
export const ADMIN_PASSWORD = 'Peldany-jelszo-2026';

export interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/**
 * Starts `main.ts` as a production server would run (no web build, no reader site, warnings only)
 * on a free port with a data folder of its own, plus `env` (the database, the bucket…).
 */
export async function spawnServer(
  name: string,
  main: string,
  env: NodeJS.ProcessEnv,
): Promise<Instance & { dataDir: string }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `newsroom-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // No embedded reader site: two would want the same port, and these tests are the API's.
      SITE_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, base: `http://127.0.0.1:${port}`, child, output, exited, dataDir };
}

export async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A throwaway database owned by a role of its own, with an application role that owns nothing. */
export interface RolesDatabase {
  owner: string;
  appUrl: string;
  ownerUrl: string;
  /** Drops the database and both roles. */
  drop(): Promise<void>;
}

export async function createRolesDatabase(serverUrl: string, prefix: string): Promise<RolesDatabase> {
  const suffix = randomBytes(6).toString('hex');
  const name = `${prefix}_${suffix}`;
  const owner = `newsroom_owner_${suffix}`;
  const app = `newsroom_app_${suffix}`;
  await adminQuery(serverUrl, `CREATE ROLE "${owner}" LOGIN`);
  await adminQuery(serverUrl, `CREATE ROLE "${app}" LOGIN`);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" OWNER "${owner}"`);
  const urlOf = (role: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    url.username = role;
    return url.toString();
  };
  return {
    owner,
    appUrl: urlOf(app),
    ownerUrl: urlOf(owner),
    async drop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      for (const role of [app, owner]) await adminQuery(serverUrl, `DROP ROLE IF EXISTS "${role}"`);
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls /api/ready until 200, the process exits, or the time is up. */
export async function waitReady(instance: Instance, timeoutMs = 90_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void instance.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${instance.base}/api/ready`);
      if (res.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function call(
  instance: Instance,
  method: string,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    body?: Buffer;
    type?: string;
    cookie?: string;
    /** The visitor's address, as the balancer would pass it on. */
    address?: string;
  } = {},
): Promise<Response> {
  // A reader's browser (a script's User-Agent would be refused by the page-view call as a bot).
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.address) headers['x-forwarded-for'] = options.address;
  let body: string | Uint8Array | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    headers['content-type'] = options.type ?? 'application/octet-stream';
    body = new Uint8Array(options.body);
  }
  return fetch(`${instance.base}${url}`, { method, headers, body, redirect: 'manual' });
}

export async function login(instance: Instance, email: string, password: string): Promise<Response> {
  return call(instance, 'POST', '/api/login', { json: { email, password } });
}

export async function token(instance: Instance): Promise<string> {
  const res = await login(instance, ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

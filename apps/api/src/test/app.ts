/**
 * The test application: the real server built on a fresh test database (database.ts), with a
 * temporary data folder, its log lines and routes recorded, and helpers to create users and sign in.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { type AppConfig, defaultLoginThrottle, type LoginThrottleConfig, loadConfig } from '../config.ts';
import { type Database, type Db, openPostgres } from '../db/client.ts';
import type { Access } from '../lib/route-access.ts';
import type { Lifecycle } from '../modules/health/health.routes.ts';
import { buildServer } from '../server.ts';
import { createTestDatabase } from './database.ts';
import { buildUser, type TestUser, type UserOverrides } from './factories.ts';
import { storeTestUpload } from './images.ts';
import { DEFAULT_TEST_THUMBNAIL } from './post-factories.ts';
import { bearer, type LoginOptions, loginAs, postLogin } from './sign-in.ts';

/** Login throttle of the tests unless overridden: the product's limits with near-zero delays. */
export const testLoginThrottle: LoginThrottleConfig = {
  ...defaultLoginThrottle,
  delayStepMs: 1,
  maxDelayMs: 5,
};

export interface TestAppOptions {
  /** Overrides of the login throttle (defaults: testLoginThrottle). */
  loginThrottle?: Partial<LoginThrottleConfig>;
  /** Extra environment variables for loadConfig, e.g. PUBLIC_SITE_URL to test setting overrides. */
  env?: Record<string, string>;
  /** When given, a web build whose index.html has this content is served (else there is none). */
  webIndexHtml?: string;
  /** More files of that web build, by path inside it (e.g. `assets/app-1a2b.js.br`); needs webIndexHtml. */
  webFiles?: Record<string, string | Buffer>;
  /** Passed to createTestDatabase. */
  referenceData?: boolean;
  /** Waits out the login throttle's delays instead of a real timer (buildServer's `sleep`). */
  sleep?: (ms: number) => Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

export interface SignedIn {
  user: TestUser;
  token: string;
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Every log line the server wrote (pino JSON lines). */
  logs: string[];
  /** Every route registered while the server was built, one entry per method. */
  routes: RegisteredRoute[];
  /** A client address no other request of this harness used, for throttle isolation. */
  nextAddress(): string;
  /** POST /api/login from a fresh client address unless options.address is given. */
  login(email: string, password: string, options?: LoginOptions): Promise<LightMyRequestResponse>;
  /** Signs in (fresh client address unless given) and returns the token. */
  loginAs(email: string, password: string, options?: LoginOptions): Promise<string>;
  createUser(overrides?: UserOverrides): Promise<TestUser>;
  /**
   * Puts a real image into the server's storage at `/uploads/<key>`, as an earlier upload would
   * have, and answers that path (a saved cover must name a stored upload).
   */
  storeUpload(path: string): Promise<string>;
  /** Creates a user and signs them in. */
  signIn(overrides?: UserOverrides): Promise<SignedIn>;
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-test-'));
  const webDist = path.join(dataDir, 'web-dist');
  if (options.webIndexHtml !== undefined) {
    await fs.mkdir(webDist, { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), options.webIndexHtml);
    for (const [file, content] of Object.entries(options.webFiles ?? {})) {
      await fs.mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
      await fs.writeFile(path.join(webDist, file), content);
    }
  }
  const baseConfig = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const config: AppConfig = {
    ...baseConfig,
    loginThrottle: { ...testLoginThrottle, ...options.loginThrottle },
  };

  const testDb = await createTestDatabase({ referenceData: options.referenceData });
  const logs: string[] = [];
  const routes: RegisteredRoute[] = [];
  let app: FastifyInstance;
  try {
    app = await buildServer({
      config,
      database: testDb.database,
      logStream: { write: (line) => void logs.push(line) },
      sleep: options.sleep,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access });
      },
    });
    // A test's own inserts and deletes (factories.ts) are another writer's: this instance hears
    // them a moment later on PostgreSQL, as it would another instance's. The article list's reads
    // wait until it has, as a reader arriving a moment later would find them.
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.url.startsWith('/api/admin-posts'))
        await app.postListCache?.settle();
    });
    await app.ready();
  } catch (err) {
    await testDb.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  // The cover that validPostInput names, stored as if uploaded earlier.
  await storeTestUpload(app, DEFAULT_TEST_THUMBNAIL);

  let addressSequence = 0;
  const nextAddress = () => {
    addressSequence += 1;
    return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
  };
  const withAddress = (o: LoginOptions = {}): LoginOptions => ({ ...o, address: o.address ?? nextAddress() });

  let closed = false;
  return {
    app,
    db: testDb.db,
    database: testDb.database,
    config,
    logs,
    routes,
    nextAddress,
    login: (email, password, o) => postLogin(app, email, password, withAddress(o)),
    loginAs: (email, password, o) => loginAs(app, email, password, withAddress(o)),
    createUser: (overrides) => buildUser(testDb.db, overrides),
    storeUpload: (uploadPath) => storeTestUpload(app, uploadPath),
    async signIn(overrides) {
      const user = await buildUser(testDb.db, overrides);
      const token = await loginAs(app, user.email, user.password, withAddress());
      return { user, token, headers: bearer(token) };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await testDb.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Another server on the same database and configuration, as a second instance behind a load
 * balancer would be: the shared database, but its own memory (caches, counters kept in memory).
 * The caller closes it (before the TestApp).
 */
export async function createSiblingServer(
  t: TestApp,
  options: { lifecycle?: Lifecycle; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const config: AppConfig = options.env
    ? {
        ...loadConfig({ DATA_DIR: t.config.dataDir, WEB_DIST: t.config.webDist, ...options.env }),
        loginThrottle: t.config.loginThrottle,
      }
    : t.config;
  const app = await buildServer({
    config,
    database: t.database,
    logStream: { write: () => {} },
    lifecycle: options.lifecycle,
  });
  await app.ready();
  return app;
}

/**
 * Another instance's own handle on a TestApp's database: on PostgreSQL a second connection pool to
 * the same database (so two transactions really run side by side), on PGlite (one connection per
 * process) the same database. The caller closes it (before the TestApp).
 */
export function openSecondConnection(t: TestApp): { db: Db; close(): Promise<void> } {
  const url = t.database.pool?.options.connectionString;
  if (!url) return { db: t.db, close: async () => {} };
  const second = openPostgres(url);
  return { db: second.db, close: () => second.close() };
}

/**
 * Test harness: a fresh database (in-memory PGlite, or a throw-away database on the PostgreSQL
 * server named by TEST_DATABASE_URL), the real server built on it, and helpers to create users
 * and sign in. One harness per test file (beforeAll/afterAll); tests create their own users
 * instead of resetting the database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Flag, type LoginReply, type SessionUser, toFlag } from '@newsroom/shared';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { type AppConfig, defaultLoginThrottle, type LoginThrottleConfig, loadConfig } from '../config.ts';
import { ensureReferenceData } from '../db/bootstrap.ts';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Access } from '../lib/auth.ts';
import { hashPassword } from '../lib/passwords.ts';
import { buildServer } from '../server.ts';

// ---------------------------------------------------------------------------------------------
// Database

export interface TestDatabase {
  database: Database;
  db: Db;
  kind: Database['kind'];
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Seed the reference data (module groups, settings, menus, post types). Default true. */
  referenceData?: boolean;
}

async function withServerClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Opens a fresh, migrated database. PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `newsroom_test_${randomBytes(6).toString('hex')}`;
    await withServerClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString());
    dropDatabase = async () => {
      await withServerClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    };
  } else {
    database = await openPglite();
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await database.close();
    } finally {
      await dropDatabase();
    }
  };

  try {
    await database.migrate();
    if (options.referenceData ?? true) await ensureReferenceData(database.db);
  } catch (err) {
    await close();
    throw err;
  }
  return { database, db: database.db, kind: database.kind, close };
}

// ---------------------------------------------------------------------------------------------
// Users

export interface UserOverrides {
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  is_admin?: boolean | Flag;
  is_administrator?: boolean | Flag;
  is_developer?: boolean | Flag;
  is_active?: boolean | Flag;
}

/** A user as stored, with flags as the wire's 0/1, plus the plain password it signs in with. */
export interface TestUser extends SessionUser {
  is_active: Flag;
  password: string;
}

let userSequence = 0;
const hashCache = new Map<string, Promise<string>>();

/** argon2 is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export const DEFAULT_TEST_PASSWORD = 'Teszt-jelszó-123';

/** A unique e-mail address for a test user. */
export function uniqueEmail(label = 'user'): string {
  userSequence += 1;
  return `${label}.${userSequence}.${randomBytes(3).toString('hex')}@teszt.local`;
}

/** Inserts a user (active, no role flags, unique e-mail unless given) and returns it with its password. */
export async function buildUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const [row] = await db
    .insert(users)
    .values({
      firstName: overrides.first_name ?? 'Teszt',
      lastName: overrides.last_name ?? `Felhasználó ${userSequence + 1}`,
      email: overrides.email ?? uniqueEmail(),
      passwordHash: await cachedHash(password),
      isAdmin: Boolean(overrides.is_admin ?? false),
      isAdministrator: Boolean(overrides.is_administrator ?? false),
      isDeveloper: Boolean(overrides.is_developer ?? false),
      isActive: Boolean(overrides.is_active ?? true),
    })
    .returning();
  if (!row) throw new Error('buildUser: the insert returned no row');
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    is_admin: toFlag(row.isAdmin),
    is_administrator: toFlag(row.isAdministrator),
    is_developer: toFlag(row.isDeveloper),
    is_active: toFlag(row.isActive),
    password,
  };
}

/** What GET /api/user should answer for this user. */
export function sessionUserOf(user: TestUser): SessionUser {
  const { password: _password, is_active: _isActive, ...sessionUser } = user;
  return sessionUser;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The Authorization header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface LoginOptions {
  remember?: boolean;
  /** Client address the request comes from (the login throttle counts per address). */
  address?: string;
}

/** POST /api/login; returns the raw reply. */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, ...(options.remember === undefined ? {} : { remember: options.remember }) },
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

/** Signs in and returns the access token; throws when the login is refused. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<string> {
  const res = await postLogin(app, email, password, options);
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginReply>().access_token;
}

// ---------------------------------------------------------------------------------------------
// Application

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
  /** Passed to createTestDatabase. */
  referenceData?: boolean;
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
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, access: route.config?.access });
      },
    });
    await app.ready();
  } catch (err) {
    await testDb.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }

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

// ---------------------------------------------------------------------------------------------
// Reply shapes

export interface ErrorBody {
  status: 'error';
  message: string;
  errors?: Record<string, string>;
}

/** The reply's JSON as the error envelope; fails loudly when it is not one. */
export function errorBody(res: LightMyRequestResponse): ErrorBody {
  const body = res.json<ErrorBody>();
  if (body.status !== 'error' || typeof body.message !== 'string') {
    throw new Error(`not an error envelope: ${res.statusCode} ${res.body}`);
  }
  return body;
}

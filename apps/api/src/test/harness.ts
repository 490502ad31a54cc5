/**
 * Test harness: a fresh database (in-memory PGlite, or a throw-away database on the PostgreSQL
 * server named by TEST_DATABASE_URL), the real server built on it, and helpers to create users
 * and sign in. One harness per test file (beforeAll/afterAll); tests create their own users
 * instead of resetting the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  errorReplySchema,
  type Flag,
  loginReplySchema,
  type MenuType,
  type Post,
  type PostInput,
  type SessionUser,
  toFlag,
} from '@newsroom/shared';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { type AppConfig, defaultLoginThrottle, type LoginThrottleConfig, loadConfig } from '../config.ts';
import { ensureReferenceData } from '../db/bootstrap.ts';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { menus, posts, postVisitTotals, sessions, submenus, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Access } from '../lib/route-access.ts';
import { generateToken, hashToken } from '../lib/tokens.ts';
import type { Lifecycle } from '../modules/health/health.routes.ts';
import { toSessionUserDto } from '../modules/session/session.repo.ts';
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

// PGlite spends seconds in initdb on every start, far longer than the migrations themselves. The
// tests start it from a snapshot of a freshly migrated database instead (docs/architecture.md),
// made once per set of migrations and PGlite version and kept in the system's temp folder.
// TEST_PGLITE_SNAPSHOT=0 starts every database from scratch, like production does.

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const pgliteExtensions = { pg_trgm };
let snapshotPromise: Promise<Blob> | undefined;

/** What the snapshot depends on: the migration files and the PGlite release. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).map(String).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!(await fs.stat(full)).isFile()) continue;
    hash.update(file).update(await fs.readFile(full));
  }
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i++, dir = path.dirname(dir)) {
    const pkg = await fs.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '');
    if (pkg.includes('"@electric-sql/pglite"')) {
      hash.update(pkg);
      break;
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function loadOrMakeSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `newsroom-test-pglite-${await snapshotKey()}.tar`);
  const saved = await fs.readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a parallel worker never reads half a snapshot.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(temp, file);
    return dump;
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite started from the migrated snapshot; `migrate()` still runs (and finds nothing to do). */
async function openPgliteFromSnapshot(): Promise<Database> {
  snapshotPromise ??= loadOrMakeSnapshot();
  let snapshot: Blob;
  try {
    snapshot = await snapshotPromise;
  } catch (err) {
    snapshotPromise = undefined;
    throw err;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: snapshot });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
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
    database = process.env.TEST_PGLITE_SNAPSHOT === '0' ? await openPglite() : await openPgliteFromSnapshot();
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
    ...toSessionUserDto(row),
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
  return replyBody(res, loginReplySchema).access_token;
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

/** GETs `url` with `headers`, checks that the reply is a 200 with status ok and answers its data. */
export async function getOkData<T>(t: TestApp, url: string, headers: Record<string, string>): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ status: string; data: T }>();
  expect(body.status).toBe('ok');
  return body.data;
}

/** Every role flag: a user whom the permission table allows every route. */
export const ALL_ROLES: UserOverrides = { is_admin: true, is_administrator: true, is_developer: true };

/**
 * An object that stands for the value `read()` answers once a test file's beforeAll has run, so a
 * file can name it at its top (`const { t } = useTestApp()`); reading it earlier is an error.
 */
export function lateBound<T extends object>(what: string, read: () => T | undefined): T {
  const target = (): T => {
    const value = read();
    if (value === undefined) throw new Error(`${what} is read before its beforeAll has run`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The TestApp of a test file and the users it signed in, by the names useTestApp was given. */
export type TestAppUse<R extends Record<string, UserOverrides>> = { t: TestApp } & {
  [K in keyof R]: SignedIn;
};

/**
 * The usual set-up of a test file (or a describe block): a TestApp built in beforeAll, with a
 * signed-in user per entry of `signIns` (created in that order), closed in afterAll.
 */
export function useTestApp<R extends Record<string, UserOverrides> = Record<never, UserOverrides>>(
  signIns: R = {} as R,
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestAppUse<R> {
  let testApp: TestApp | undefined;
  const signedIn = new Map<string, SignedIn>();
  beforeAll(async () => {
    testApp = await createTestApp(typeof options === 'function' ? options() : options);
    for (const [name, overrides] of Object.entries(signIns))
      signedIn.set(name, await testApp.signIn(overrides));
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const use: Record<string, object> = { t: lateBound('useTestApp: t', () => testApp) };
  for (const name of Object.keys(signIns))
    use[name] = lateBound(`useTestApp: ${name}`, () => signedIn.get(name));
  return use as TestAppUse<R>;
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

/** The cover of validPostInput: createTestApp stores it, so saves that name it pass the cover check. */
export const DEFAULT_TEST_THUMBNAIL = '/uploads/posts/covers/teszt.jpg';

let testUploadBytes: Promise<Buffer> | undefined;

/** Stores a small real JPEG (PNG for a .png path) in the server's storage at an `/uploads/…` path. */
export async function storeTestUpload(app: FastifyInstance, uploadPath: string): Promise<string> {
  const key = uploadPath.replace(/^\/?uploads\//, '');
  testUploadBytes ??= buildImage({ width: 32, height: 24 });
  const bytes = key.endsWith('.png')
    ? await buildImage({ format: 'png', width: 32, height: 24 })
    : await testUploadBytes;
  return app.storage.put(key, bytes);
}

// ---------------------------------------------------------------------------------------------
// Reply shapes

/**
 * The reply's JSON checked against its reply schema from packages/shared (the one the route
 * serialises by and the web app parses with); fails loudly, naming the differences, when the reply
 * does not match it or carries a field the schema does not list.
 */
export function replyBody<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = res.json();
  } catch {
    throw new Error(`not JSON: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `the reply does not match its schema: ${res.statusCode} ${res.body.slice(0, 500)}\n${parsed.error.message}`,
    );
  }
  // The reply schemas have no transforms: what they keep is the reply itself, unless it had more.
  if (!isDeepStrictEqual(parsed.data, json)) {
    throw new Error(
      `the reply has fields its schema does not list: ${res.statusCode} ${res.body.slice(0, 500)}`,
    );
  }
  return parsed.data;
}

export type ErrorBody = z.output<typeof errorReplySchema>;

/** The reply's JSON as the error envelope (errorReplySchema); fails loudly when it is not one. */
export function errorBody(res: LightMyRequestResponse): ErrorBody {
  return replyBody(res, errorReplySchema);
}

// ---------------------------------------------------------------------------------------------
// Sessions without a login

/**
 * A valid access token for a user, written straight to the sessions table. Skips the argon2 check
 * of POST /api/login, for tests that need many sessions (the login itself is tested elsewhere).
 */
export async function createSessionToken(db: Db, userId: number, lifetimeMs = 3600_000): Promise<string> {
  const token = generateToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

// ---------------------------------------------------------------------------------------------
// Menus (categories)

export interface MenuOverrides {
  name?: string;
  path?: string;
  is_active?: boolean;
  /** Titles of its submenus, in order. */
  submenus?: string[];
}

export interface TestMenu {
  id: number;
  name: string;
  path: string;
  submenus: Array<{ id: number; title: string }>;
}

let menuSequence = 0;

/** Inserts a category (active, unique name and path unless given) with its submenus. */
export async function buildMenu(db: Db, overrides: MenuOverrides = {}): Promise<TestMenu> {
  menuSequence += 1;
  const suffix = `${menuSequence}-${randomBytes(3).toString('hex')}`;
  const [menu] = await db
    .insert(menus)
    .values({
      name: overrides.name ?? `Teszt rovat ${suffix}`,
      path: overrides.path ?? `teszt-rovat-${suffix}`,
      sortOrder: 1000 + menuSequence,
      isActive: overrides.is_active ?? true,
    })
    .returning();
  if (!menu) throw new Error('buildMenu: the insert returned no row');
  const titles = overrides.submenus ?? [];
  const subs =
    titles.length === 0
      ? []
      : await db
          .insert(submenus)
          .values(titles.map((title, i) => ({ menuId: menu.id, title, sortOrder: i })))
          .returning({ id: submenus.id, title: submenus.title });
  return { id: menu.id, name: menu.name, path: menu.path, submenus: subs };
}

// ---------------------------------------------------------------------------------------------
// Posts (articles)

export interface PostOverrides {
  title?: string;
  short_content?: string;
  content?: string;
  menu_id?: number;
  secondary_menu_id?: number;
  post_type?: string;
  keywords?: string;
  thumbnail?: string;
  thumbnail_source?: string;
  /** The author; without it, one shared factory author of this database. */
  user_id?: number;
  menu_type?: MenuType;
  is_active?: boolean;
  shortname?: string;
  post_url?: string;
  creation_date?: Date | string;
  last_update?: Date | string;
  /** Visitor counters (post_visit_totals); the total is always desktop + mobile. */
  desktop_visitors?: number;
  mobile_visitors?: number;
}

/** An article as stored, with the wire's field names. */
export interface TestPost {
  id: number;
  title: string;
  short_content: string;
  content: string;
  menu_id: number;
  secondary_menu_id: number;
  post_type: string;
  keywords: string;
  thumbnail: string;
  thumbnail_source: string;
  user_id: number;
  menu_type: MenuType;
  is_active: Flag;
  shortname: string;
  post_url: string;
  creation_date: string;
  last_update: string;
  desktop_visitors: number;
  mobile_visitors: number;
  total_visitors: number;
}

let postSequence = 0;
const factoryAuthors = new WeakMap<Db, Promise<number>>();

function factoryAuthor(db: Db): Promise<number> {
  let author = factoryAuthors.get(db);
  if (!author) {
    author = buildUser(db, { first_name: 'Gyári', last_name: 'Szerző' }).then((u) => u.id);
    factoryAuthors.set(db, author);
  }
  return author;
}

/**
 * Inserts an article straight into the posts table (no API rules applied): active, published,
 * in menu 1, created now, with a unique shortname, unless overridden.
 */
export async function buildPost(db: Db, overrides: PostOverrides = {}): Promise<TestPost> {
  postSequence += 1;
  const suffix = `${postSequence}-${randomBytes(3).toString('hex')}`;
  const shortname = overrides.shortname ?? `gyari-cikk-${suffix}`;
  const toDate = (v: Date | string | undefined) => (v === undefined ? undefined : new Date(v));
  const creationDate = toDate(overrides.creation_date);
  const lastUpdate = toDate(overrides.last_update) ?? creationDate;
  const [row] = await db
    .insert(posts)
    .values({
      title: overrides.title ?? `Gyári cikk ${suffix}`,
      shortContent: overrides.short_content ?? 'Rövid bevezető.',
      content: overrides.content ?? '<p>A cikk szövege.</p>',
      menuId: overrides.menu_id ?? 1,
      secondaryMenuId: overrides.secondary_menu_id ?? 0,
      postType: overrides.post_type ?? '',
      keywords: overrides.keywords ?? '',
      thumbnail: overrides.thumbnail ?? '/uploads/posts/covers/gyari.jpg',
      thumbnailSource: overrides.thumbnail_source ?? '',
      userId: overrides.user_id ?? (await factoryAuthor(db)),
      menuType: overrides.menu_type ?? 'post',
      isActive: overrides.is_active ?? true,
      shortname,
      postUrl: overrides.post_url ?? `/hirek/${shortname}/`,
      ...(creationDate ? { creationDate } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    })
    .returning();
  if (!row) throw new Error('buildPost: the insert returned no row');
  const desktop = overrides.desktop_visitors ?? 0;
  const mobile = overrides.mobile_visitors ?? 0;
  if (desktop || mobile) await setVisitTotals(db, row.id, desktop, mobile);
  return {
    id: row.id,
    title: row.title,
    short_content: row.shortContent,
    content: row.content,
    menu_id: row.menuId,
    secondary_menu_id: row.secondaryMenuId,
    post_type: row.postType,
    keywords: row.keywords,
    thumbnail: row.thumbnail,
    thumbnail_source: row.thumbnailSource,
    user_id: row.userId,
    menu_type: row.menuType as MenuType,
    is_active: toFlag(row.isActive),
    shortname: row.shortname,
    post_url: row.postUrl,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
    desktop_visitors: desktop,
    mobile_visitors: mobile,
    total_visitors: desktop + mobile,
  };
}

/** Sets an article's built-in visitor counters (post_visit_totals), as the tracking call keeps them. */
export async function setVisitTotals(db: Db, postId: number, desktop: number, mobile: number): Promise<void> {
  await db
    .insert(postVisitTotals)
    .values({ postId, desktop, mobile })
    .onConflictDoUpdate({ target: postVisitTotals.postId, set: { desktop, mobile } });
}

/**
 * A body for POST /api/posts/add that passes every rule (with an existing thumbnail instead of a
 * new cover image), with overrides. Extra fields (e.g. a forged user_id) may be added.
 */
export function validPostInput(overrides: PostInput & Record<string, unknown> = {}): PostInput {
  postSequence += 1;
  return {
    title: `Teszt cikk ${postSequence}-${randomBytes(3).toString('hex')}`,
    short_content: 'Rövid bevezető a cikkhez.',
    content: '<p>A cikk <strong>szövege</strong>.</p>',
    menu_id: 1,
    secondary_menu_id: 0,
    post_type: 'Hír',
    keywords: 'teszt',
    thumbnail: DEFAULT_TEST_THUMBNAIL,
    thumbnail_source: 'MTI',
    menu_type: 'draft',
    ...overrides,
  };
}

/** The body the editor sends back for a loaded article (PUT /api/posts/{id}), with changes. */
export function postEditBody(
  post: Post,
  changes: Record<string, unknown> = {},
): PostInput & Record<string, unknown> {
  return {
    title: post.title,
    short_content: post.short_content,
    content: post.content,
    menu_id: post.menu_id,
    secondary_menu_id: post.secondary_menu_id,
    post_type: post.post_type,
    keywords: post.keywords,
    thumbnail: post.thumbnail,
    thumbnail_source: post.thumbnail_source,
    menu_type: post.menu_type,
    last_update: post.last_update,
    ...changes,
  };
}

// ---------------------------------------------------------------------------------------------
// Images

export interface TestImageOptions {
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
  width?: number;
  height?: number;
  /** EXIF IFD0 tags written into the file (e.g. `{ Copyright: 'secret' }`), to check they are stripped. */
  exif?: Record<string, string>;
}

/** A real image (a colour gradient) encoded by sharp. */
export async function buildImage(options: TestImageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.exif) image = image.withExif({ IFD0: options.exif });
  return image.toFormat(options.format ?? 'jpeg').toBuffer();
}

/** `data:<type>;base64,<bytes>`. */
export function toDataUrl(bytes: Buffer | string, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A real image as a data URL, as the editor's cover image uploader sends it. */
export async function imageDataUrl(options: TestImageOptions = {}): Promise<string> {
  const format = options.format ?? 'jpeg';
  return toDataUrl(await buildImage(options), `image/${format}`);
}

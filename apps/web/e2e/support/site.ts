// The reader site's shared steps: site-*.spec.ts read the site the browser tests' server starts
// (E2E_SITE, reader-site.ts); startOwnSite() gives a spec an API and a site of its own, for what must
// not touch the shared ones: counters other specs compare with fixed numbers (visitors, banners),
// the one right-side poll, and the API stopped.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { loadConfig } from '../../../api/src/config.ts';
import { posts, users } from '../../../api/src/db/schema/index.ts';
import { hashPassword } from '../../../api/src/lib/passwords.ts';
import { ensureSiteContentKey } from '../../../api/src/modules/content-keys/content-keys.service.ts';
import { builtinRoleId } from '../../../api/src/modules/roles/roles.repo.ts';
import { buildServer } from '../../../api/src/server.ts';
import { createTestDatabase } from '../../../api/src/test/database.ts';
import { loadSiteConfig } from '../../../site/src/config.ts';
import { buildSite } from '../../../site/src/server.tsx';
import { E2E_PASSWORD, E2E_SITE, E2E_USERS } from './fixtures.ts';
import { apiSignIn, bearer } from './session.ts';

/** The shared reader site, on the content API of the browser tests' server. */
export const SITE_URL = E2E_SITE.url;

/** The categories of the API's reference data (bootstrap): name and path, in their order. */
export const SITE_MENUS = [
  ['Hírek', 'hirek'],
  ['Tech', 'tech'],
  ['Sport', 'sport'],
  ['Kultúra', 'kultura'],
  ['Életmód', 'eletmod'],
] as const;

/**
 * A desktop Chrome's User-Agent. The API counts no page view of a headless browser (isbot knows
 * 'HeadlessChrome'), so a page whose view must count is read with this one.
 */
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A real image of the given size as a data URL, as the editor's and the banner dialog's uploads send it. */
export async function imageDataUrl(
  width: number,
  height: number,
  background = '#2f6fb5',
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<string> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${buffer.toString('base64')}`;
}

/** The administrator's token on the browser tests' server (one API sign-in per worker). */
let adminToken: Promise<string> | undefined;
export function signInAdmin(request: APIRequestContext): Promise<string> {
  adminToken ??= apiSignIn(request, 'admin');
  return adminToken;
}

/** An article as the API stores it (GET /api/posts/{id}). */
export interface StoredArticle {
  id: number;
  title: string;
  short_content: string;
  content: string;
  keywords: string;
  thumbnail: string;
  thumbnail_source: string;
  menu_type: 'draft' | 'post';
  post_url: string;
  full_name: string;
  creation_date: string;
  desktop_visitors: number;
  mobile_visitors: number;
  total_visitors: number;
}

/** The cover every article of these tests gets: wider than several of the API's width copies. */
export const COVER = { width: 1200, height: 675 };

/**
 * Publishes an article in 'Hírek' through the API, with a real uploaded cover, its credit and
 * keywords (the article lists of other specs count 'Hírek' through the API, never a fixed number).
 */
export async function publishArticle(
  request: APIRequestContext,
  token: string,
  fields: { title: string; content?: string; menu_type?: 'draft' | 'post' },
): Promise<StoredArticle> {
  const reply = await request.post('/api/posts/add', {
    headers: bearer(token),
    data: {
      short_content: 'Az olvasói oldal e2e cikkének bevezetője.',
      content:
        '<p>Az olvasói oldal e2e cikkének első bekezdése.</p><p>A második bekezdés, <strong>kiemeléssel</strong>.</p>',
      menu_id: 1,
      post_type: 'Hír',
      keywords: 'olvasói oldal, e2e',
      thumbnail_source: 'E2E Fotós',
      image: {
        data: await imageDataUrl(COVER.width, COVER.height),
        filename: 'borito.jpg',
        type: 'image/jpeg',
        dimensions: COVER,
      },
      menu_type: 'post',
      ...fields,
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: StoredArticle }).data;
}

/** GET /api/posts/{id} as the administrator. */
export async function storedArticle(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<StoredArticle> {
  const reply = await request.get(`/api/posts/${id}`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: StoredArticle }).data;
}

/** A free port on localhost (the own site must know its address before it listens). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An API and a reader site of a test's own, on their own in-memory database. */
export interface OwnSite {
  apiUrl: string;
  siteUrl: string;
  /** The one published article: its id, title, lead and address on the site. */
  article: { id: number; title: string; lead: string; path: string };
  /** The administrator's API client (base URL and bearer token set); disposed by close(). */
  admin: APIRequestContext;
  /** The administrator's token on this API. */
  token: string;
  /** Stops the API only (app.close()); the site keeps running on what it read. */
  stopApi(): Promise<void>;
  /** Stops everything it started. */
  close(): Promise<void>;
}

/**
 * Starts, in the test's process, a second API (buildServer on an in-memory PGlite, as
 * e2e/support/server.ts does, on a free port) with the reference data, the administrator of
 * fixtures.ts and one published article, and a reader site on it with the key the product makes
 * for its site.
 */
export async function startOwnSite(): Promise<OwnSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-e2e-site-'));
  // The API tests' database: in-memory PGlite started from a snapshot of the migrated schema (what
  // e2e/support/server.ts's openPglite and migrate() make, without initdb's seconds), with the
  // reference data.
  const { database, close: closeDatabase } = await createTestDatabase();
  const admin = E2E_USERS.admin;
  const [user] = await database.db
    .insert(users)
    .values({
      email: admin.email,
      firstName: admin.first_name,
      lastName: admin.last_name,
      passwordHash: await hashPassword(E2E_PASSWORD),
      roleId: await builtinRoleId(database.db, 'administrator'),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('the own site: no administrator');
  const article = {
    title: `Saját oldal cikke ${Date.now().toString(36)}`,
    lead: 'A saját API egyetlen cikkének bevezetője.',
    path: '/hirek/sajat-oldal-cikke/',
  };
  const [row] = await database.db
    .insert(posts)
    .values({
      title: article.title,
      shortContent: article.lead,
      content: '<p>A saját API egyetlen cikkének szövege.</p>',
      menuId: 1,
      secondaryMenuId: 0,
      userId: user.id,
      menuType: 'post',
      isActive: true,
      postType: 'Hír',
      keywords: '',
      thumbnail: '',
      postUrl: article.path,
      shortname: 'sajat-oldal-cikke',
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('the own site: no article');

  const sitePort = await freePort();
  const siteUrl = `http://localhost:${sitePort}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SITE_PORT: '0',
    PUBLIC_SITE_URL: siteUrl,
  });
  const app = await buildServer({ config, database });
  let apiOpen = true;
  app.addHook('onClose', async () => {
    apiOpen = false;
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await app.listen({ port: 0, host: 'localhost' });
  const apiUrl = `http://localhost:${(app.server.address() as AddressInfo).port}`;

  const site = await buildSite(
    loadSiteConfig({
      SITE_PORT: String(sitePort),
      CONTENT_API_URL: apiUrl,
      CONTENT_API_KEY: await ensureSiteContentKey(database.db),
      PUBLIC_SITE_URL: siteUrl,
      GPT_ENABLED: '0',
      // Every read asks the API, so a page shown while it is stopped is the last good reply.
      SITE_FRESH_MS: '0',
      LOG_LEVEL: 'error',
    }),
  );
  await site.listen({ port: sitePort, host: 'localhost' });

  const signIn = await playwrightRequest.newContext({ baseURL: apiUrl });
  const token = await apiSignIn(signIn, 'admin');
  await signIn.dispose();
  const adminClient = await playwrightRequest.newContext({
    baseURL: apiUrl,
    extraHTTPHeaders: bearer(token),
  });

  return {
    apiUrl,
    siteUrl,
    article: { id: row.id, ...article },
    admin: adminClient,
    token,
    stopApi: async () => {
      if (apiOpen) await app.close();
    },
    close: async () => {
      await adminClient.dispose();
      await site.close();
      if (apiOpen) await app.close();
    },
  };
}

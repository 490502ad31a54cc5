/**
 * The reader site's test set-up: a REAL content API (the API's own test harness, on a fresh PGlite)
 * listening on 127.0.0.1, the site's content key made the way main.ts makes it, and the site built
 * on that address. Tests may import the API's code; the site's own files may not (layering.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { ensureSiteContentKey } from '../../../api/src/modules/content-keys/content-keys.service.ts';
import { createTestApp, lateBound, type SignedIn, type TestApp } from '../../../api/src/test/harness.ts';
import { loadSiteConfig, type SiteConfig } from '../config.ts';
import { ContentClient } from '../lib/content-client.ts';
import { buildSite } from '../server.tsx';

/** PUBLIC_SITE_URL of the API and the site alike: the readers' address. */
export const SITE_URL = 'https://hirek.example';

/** A desktop Chrome, as a reader's browser sends it (the API counts no bot). */
export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** One request the API received, seen on its HTTP server (not a stand-in). */
export interface ApiRequest {
  method: string;
  url: string;
  ifNoneMatch: string | undefined;
  forwardedFor: string | undefined;
  status: number;
}

export interface LiveApi {
  t: TestApp;
  /** http://127.0.0.1:<port>, CONTENT_API_URL. */
  url: string;
  /** The site's content key (ensureSiteContentKey, as main.ts makes it). */
  key: string;
  /** Every request the API answered, in order. */
  requests: ApiRequest[];
  /** is_admin: writes, edits and previews articles, uploads images. */
  editor: SignedIn;
  /** Closes the API (its server and its database): the site's calls then find nobody. */
  stop(): Promise<void>;
}

/** Starts the API on a fresh database, listening on 127.0.0.1 on a free port. */
export async function startApi(env: Record<string, string> = {}): Promise<LiveApi> {
  const t = await createTestApp({
    env: { PUBLIC_SITE_URL: SITE_URL, SITE_PORT: '0', TRACK_FLUSH_MS: '0', ...env },
  });
  const requests: ApiRequest[] = [];
  // Observes the API's own HTTP server; Fastify still answers every request itself.
  t.app.server.prependListener('request', (req, res) => {
    res.on('finish', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        ifNoneMatch: req.headers['if-none-match'],
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        status: res.statusCode,
      });
    });
  });
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const key = await ensureSiteContentKey(t.db);
    const editor = await t.signIn({ is_admin: true, first_name: 'Elek', last_name: 'Szerkesztő' });
    return { t, url, key, requests, editor, stop: () => t.close() };
  } catch (err) {
    await t.close();
    throw err;
  }
}

export interface LiveSite {
  site: FastifyInstance;
  client: ContentClient;
  config: SiteConfig;
}

/** Builds the site on `apiUrl` with the environment a deployment would give it. */
export async function startSite(
  api: { url: string; key: string },
  env: Record<string, string> = {},
): Promise<LiveSite> {
  const config = loadSiteConfig({
    SITE_PORT: '0',
    CONTENT_API_URL: api.url,
    CONTENT_API_KEY: api.key,
    PUBLIC_SITE_URL: SITE_URL,
    GPT_ENABLED: '1',
    ...env,
  });
  const client = new ContentClient({ apiUrl: config.apiUrl, key: config.apiKey, staleMs: config.staleMs });
  const site = await buildSite(config, { client, logger: false });
  await site.ready();
  return { site, client, config };
}

/** An address where nothing listens: a port the system gave and took back. */
export async function deadAddress(): Promise<string> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A test file's API and site, built in beforeAll and closed in afterAll (the site first), named at
 * the file's top: `const { api, site } = setUpSite()`.
 */
export function setUpSite(
  options: { apiEnv?: Record<string, string>; siteEnv?: Record<string, string> } = {},
): { api: LiveApi; site: LiveSite } {
  let api: LiveApi | undefined;
  let site: LiveSite | undefined;
  beforeAll(async () => {
    api = await startApi(options.apiEnv);
    site = await startSite(api, options.siteEnv);
  });
  afterAll(async () => {
    await site?.site.close();
    await api?.stop();
  });
  return {
    api: lateBound('setUpSite: api', () => api),
    site: lateBound('setUpSite: site', () => site),
  };
}

import path from 'node:path';
import { SETTING_CODES } from '@newsroom/shared';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';
import type { RateLimitConfig } from './lib/rate-limit.ts';
import { parseSecretsKey } from './lib/sealed-secrets.ts';
import type { S3StorageOptions } from './lib/storage-s3.ts';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * The proxies whose X-Forwarded-For, -Proto and -Host Fastify believes (its `trustProxy`): every
 * one (`true`), or only those on a loopback address (proxy-addr's `loopback`: 127.0.0.1/8 and
 * ::1), such as the reader site on the same host, which forwards the public calls of its readers.
 */
export type TrustProxy = true | typeof LOOPBACK_PROXIES;
export const LOOPBACK_PROXIES = 'loopback';

/** Environment variables, with the defaults the README documents. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Port of the reader site (apps/site) that the server starts beside itself; 0: none. */
  SITE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  /** The owner role's URL: migrations run with it, the server with DATABASE_URL's role (docs/operations.md). */
  MIGRATION_DATABASE_URL: optionalText,
  ADMIN_EMAIL: z.string().default('admin@newsroom.local'),
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 1: every proxy's X-Forwarded-* is believed; 0 (default): only one on this machine (the reader site). */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v): TrustProxy => (v === '1' || v === 'true' ? true : LOOPBACK_PROXIES)),
  LIST_CACHE: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** Public calls (votes, clicks, tracking) allowed per client address per minute, per call. */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Key of the signed cookie that remembers a browser's poll votes; made once and kept in the database when unset. */
  VOTE_COOKIE_SECRET: optionalText,
  /** The key that seals the second factor's secrets (lib/sealed-secrets.ts); made once and kept in the database when unset. */
  SECRETS_KEY: optionalText.refine(
    (v) => v === undefined || parseSecretsKey(v) !== undefined,
    'nem 32 bájtos kulcs: 64 hexadecimális számjegy vagy 32 bájt base64 kódolással (pl. openssl rand -base64 32)',
  ),
  /** redis://… to count the login throttle and the public limits in Redis instead of PostgreSQL. */
  REDIS_URL: optionalText,
  /** Port of the Prometheus metrics (GET /metrics); unset: no metrics server. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** How long a graceful stop may take before the process exits anyway, in ms. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How often tracked page views are written to the counters, in ms (0: with every hit). */
  TRACK_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  REDIRECT_AFTER_LOGIN: optionalText,
  PUBLIC_SITE_URL: optionalText,
  ANALYTICS_URL: optionalText,
  ANALYTICS_CLIENT_ID: optionalText,
  ANALYTICS_PROPERTY_ID: optionalText,
  ANALYTICS_API_URL: optionalText,
  DEVELOPER_SITE_URL: optionalText,
  /** Uploads go to this S3-compatible bucket when set (README: Object storage); else DATA_DIR/uploads. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || (/^https?:\/\//i.test(v) && URL.canParse(v)),
    'nem http(s) URL',
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Content API calls allowed per content key per minute, shared by every instance. */
  CONTENT_RATE_LIMIT: z.coerce.number().int().min(1).default(6000),
  /** The Cache-Control of the content API's replies (docs/api.md, "Content API"). */
  CONTENT_CACHE_CONTROL: z
    .string()
    .default('public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400'),
  /** 1: webhooks may point at loopback and private addresses (a receiver on the same host or network). */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** The publication's name in the Google News sitemap and the RSS feeds. */
  SITE_NAME: z.string().trim().min(1).default('Newsroom'),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

/** The object store of the uploads (S3_* variables). */
export type S3Config = S3StorageOptions;

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  // One without the other would silently fall back to the SDK's own credential chain.
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Hibás környezeti beállítás: az S3_ACCESS_KEY_ID és az S3_SECRET_ACCESS_KEY csak együtt adható meg',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export interface SettingSources {
  /** Environment variables of the same name as a setting: they win over the stored value. */
  overrides: Record<string, string>;
  /**
   * What a setting means when its stored value is empty (or the value an older seed stored): the
   * embedded reader site's address for PUBLIC_SITE_URL while SITE_PORT is not 0.
   */
  defaults: Record<string, string>;
}

/** The embedded reader site's address, the default of PUBLIC_SITE_URL. */
export function embeddedSiteUrl(sitePort: number): string {
  return `http://localhost:${sitePort}`;
}

export interface LoginThrottleConfig {
  /** Failures of one (e-mail, address) pair or one address within the window before its replies are slowed. */
  slowAfter: number;
  /** Added delay per failure beyond slowAfter, in ms (capped at maxDelayMs). */
  delayStepMs: number;
  maxDelayMs: number;
  /** Failures of one e-mail from one address within the window after which that pair is refused with 429. */
  lockAfterPerPair: number;
  /** Failures from one address, whatever the e-mail, after which the address is refused. */
  lockAfterPerAddress: number;
  windowMs: number;
  lockMs: number;
  /**
   * The backstop: failures of one e-mail from every address within emailWindowMs after which the
   * account is refused everywhere for emailWindowMs (audited as 'login_backstop').
   */
  lockAfterPerEmail: number;
  emailWindowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The owner role (MIGRATION_DATABASE_URL): migrations and grants at start; undefined = DATABASE_URL's role does both. */
  migrationDatabaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** TRUST_PROXY: `true` trusts every proxy, `'loopback'` (the default) only those on this machine. */
  trustProxy: TrustProxy;
  webDist: string;
  /** Port of the embedded reader site (SITE_PORT), started by main.ts; 0: no embedded site. */
  sitePort: number;
  /** Where the application settings' values come from besides their rows (modules/app, getSettings). */
  settings: SettingSources;
  loginThrottle: LoginThrottleConfig;
  bodyLimitBytes: number;
  /** Keep exact list totals and pages between writes (LIST_CACHE, on by default). */
  listCache: boolean;
  /** Limit of each public call (docs/api.md) per client address. */
  publicRateLimit: RateLimitConfig;
  /** Signs the cookie of the polls a browser voted in (VOTE_COOKIE_SECRET); undefined = the key kept in the database. */
  voteCookieSecret: string | undefined;
  /** Seals the second factor's secrets (SECRETS_KEY, 32 bytes); undefined = the key kept in the database. */
  secretsKey: Buffer | undefined;
  /** Where the login throttle and public limits count when set (else PostgreSQL, or memory on PGlite). */
  redisUrl: string | undefined;
  metricsPort: number | undefined;
  shutdownTimeoutMs: number;
  /** How often tracked page views are written, in ms; 0 writes each hit before replying. */
  trackFlushMs: number;
  /** Where uploads are stored when set (S3_BUCKET); undefined keeps them under dataDir/uploads. */
  s3: S3Config | undefined;
  /** Content API calls per content key per minute (CONTENT_RATE_LIMIT). */
  contentRateLimit: RateLimitConfig;
  /** The Cache-Control header of the content API's public replies. */
  contentCacheControl: string;
  /** Webhooks may target loopback and private networks (WEBHOOKS_ALLOW_PRIVATE_NETWORKS). */
  webhooksAllowPrivateNetworks: boolean;
  /** The publication's name in the feeds and the Google News sitemap (SITE_NAME). */
  siteName: string;
}

export const defaultLoginThrottle: LoginThrottleConfig = {
  slowAfter: 3,
  delayStepMs: 500,
  maxDelayMs: 3000,
  lockAfterPerPair: 10,
  lockAfterPerAddress: 50,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  lockAfterPerEmail: 100,
  emailWindowMs: 60 * 60_000,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Hibás környezeti beállítás: ${problems}`);
  }
  const e = parsed.data;
  if (e.MIGRATION_DATABASE_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new Error(
      'Hibás környezeti beállítás: MIGRATION_DATABASE_URL: csak a DATABASE_URL mellett adható meg (a migrációk ezzel, a szerver a DATABASE_URL szerepével fut)',
    );
  }
  const overrides: Record<string, string> = {};
  for (const code of SETTING_CODES) {
    const value = e[code];
    if (value !== undefined) overrides[code] = value;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST),
    sitePort: e.SITE_PORT,
    settings: {
      overrides,
      defaults: e.SITE_PORT === 0 ? {} : { PUBLIC_SITE_URL: embeddedSiteUrl(e.SITE_PORT) },
    },
    loginThrottle: defaultLoginThrottle,
    bodyLimitBytes: 1024 * 1024,
    listCache: e.LIST_CACHE,
    publicRateLimit: { max: e.PUBLIC_RATE_LIMIT, windowMs: 60_000 },
    voteCookieSecret: e.VOTE_COOKIE_SECRET,
    secretsKey: e.SECRETS_KEY === undefined ? undefined : parseSecretsKey(e.SECRETS_KEY),
    redisUrl: e.REDIS_URL,
    metricsPort: e.METRICS_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trackFlushMs: e.TRACK_FLUSH_MS,
    s3: s3Config(e),
    contentRateLimit: { max: e.CONTENT_RATE_LIMIT, windowMs: 60_000 },
    contentCacheControl: e.CONTENT_CACHE_CONTROL,
    webhooksAllowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
    siteName: e.SITE_NAME,
  };
}

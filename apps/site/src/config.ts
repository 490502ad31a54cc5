import { z } from 'zod';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((v) => v === '1' || v === 'true');

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'nem http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** The reader site's environment (README, "Environment variables"; docs/site.md). */
const envSchema = z.object({
  SITE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().default('localhost'),
  /** Where the content API answers, as this server reaches it (an internal address is fine). */
  CONTENT_API_URL: httpUrl.default('http://localhost:3000'),
  CONTENT_API_KEY: z.string().trim().min(1, 'CONTENT_API_KEY hiányzik: a tartalomkulcs kell az olvasáshoz'),
  /** The site's public address: canonical links, OpenGraph, feeds. */
  PUBLIC_SITE_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl.optional()),
  SITE_NAME: z.string().trim().min(1).default('Newsroom'),
  /** 1: the Google ad slots load Google's script (GPT); 0: the slots only keep their place. */
  GPT_ENABLED: flag('1'),
  /** The Cache-Control of the site's own pages. */
  SITE_CACHE_CONTROL: z
    .string()
    .default('public, max-age=30, stale-while-revalidate=300, stale-if-error=86400'),
  /** How long the last good reply of a call is served while the content API does not answer, in ms. */
  SITE_STALE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60_000),
  /** How long a reply the API confirmed is used without asking again, in ms (0: every read revalidates). */
  SITE_FRESH_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** 1: every proxy in front is trusted for the reader's address; 0: only one on this machine. */
  TRUST_PROXY: flag('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SiteConfig {
  port: number;
  host: string;
  apiUrl: string;
  apiKey: string;
  siteUrl: string;
  siteName: string;
  gptEnabled: boolean;
  cacheControl: string;
  staleMs: number;
  freshMs: number;
  logLevel: string;
  /** Fastify's trustProxy: every proxy, or only loopback ones. */
  trustProxy: true | 'loopback';
}

/** Reads the environment; throws a Hungarian message naming the variable that is wrong. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Hibás környezeti beállítás: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.SITE_PORT,
    host: e.HOST,
    apiUrl: e.CONTENT_API_URL,
    apiKey: e.CONTENT_API_KEY,
    siteUrl: e.PUBLIC_SITE_URL ?? `http://localhost:${e.SITE_PORT}`,
    siteName: e.SITE_NAME,
    gptEnabled: e.GPT_ENABLED,
    cacheControl: e.SITE_CACHE_CONTROL,
    staleMs: e.SITE_STALE_MS,
    freshMs: e.SITE_FRESH_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ? true : 'loopback',
  };
}

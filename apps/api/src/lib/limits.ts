import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';

/**
 * Where the failed-login throttle and the public calls' per-address limits count: in this
 * process's memory (the embedded database: one process), in PostgreSQL (`rate_limits`, so every
 * instance on one database counts together), or in Redis when REDIS_URL is set. The counting itself
 * is rate-limiter-flexible's: one atomic upsert (PostgreSQL) or one script (Redis) per hit.
 */
export type LimitStoreKind = 'memory' | 'postgres' | 'redis';

export interface CounterOptions {
  /** Distinguishes the counters that share the store (e.g. `login_email`, `public_vote`). */
  name: string;
  /** Hits allowed within one window. */
  points: number;
  windowMs: number;
}

export interface LimitStore {
  readonly kind: LimitStoreKind;
  /** A fixed-window counter: its window starts at a key's first hit. */
  counter(options: CounterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/** The table of migration 0009, in rate-limiter-flexible's own layout (key, points, expire). */
const TABLE = 'rate_limits';
/** The key column is varchar(255): longer keys (a very long e-mail) are stored by their hash. */
const MAX_KEY_LENGTH = 200;
/** How long a start waits for Redis before counting in memory until it connects. */
const REDIS_CONNECT_WAIT_MS = 5000;

/** A key short enough for every store; the same input always gives the same key. */
export function limitKey(raw: string): string {
  return raw.length <= MAX_KEY_LENGTH ? raw : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

function memoryCounter({ name, points, windowMs }: CounterOptions): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 });
}

/** Counts in this process: counters of the same name share their counts, as they would in a shared store. */
export function createMemoryLimitStore(): LimitStore {
  const counters = new Map<string, RateLimiterAbstract>();
  return {
    kind: 'memory',
    counter(options) {
      const id = `${options.name}|${options.points}|${options.windowMs}`;
      let counter = counters.get(id);
      if (!counter) {
        counter = memoryCounter(options);
        counters.set(id, counter);
      }
      return counter;
    },
    close: async () => {},
  };
}

/**
 * Counts in PostgreSQL. When the database cannot be reached, each counter falls back to this
 * process's memory (the insurance limiter), so an outage never turns a public call into a 500.
 */
export function createPostgresLimitStore(pool: NonNullable<Database['pool']>): LimitStore {
  return {
    kind: 'postgres',
    counter: (options) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: options.name,
        points: options.points,
        duration: options.windowMs / 1000,
        insuranceLimiter: memoryCounter(options),
      }),
    close: async () => {},
  };
}

/**
 * Counts in Redis (REDIS_URL); like PostgreSQL, memory insures against Redis being away. Keys
 * start with `prefix:` (tests give each run a prefix of its own on a shared Redis).
 */
export async function createRedisLimitStore(url: string, prefix = 'newsroom'): Promise<LimitStore> {
  // Without an offline queue a command fails at once while Redis is away, and the insurance
  // limiter answers instead of the request waiting for a reconnect.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {}); // reconnects by itself; a refused hit is counted in memory meanwhile
  // Wait for the first connection (briefly), so the first hits count in Redis rather than in memory.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return {
    kind: 'redis',
    counter: (options) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${options.name}`,
        points: options.points,
        duration: options.windowMs / 1000,
        insuranceLimiter: memoryCounter(options),
      }),
    close: async () => {
      client.disconnect();
    },
  };
}

/** Redis when a URL is given; else PostgreSQL when the database is a server; else memory. */
export async function createLimitStore(
  database: Database,
  redisUrl: string | undefined,
): Promise<LimitStore> {
  if (redisUrl) return createRedisLimitStore(redisUrl);
  if (database.pool) return createPostgresLimitStore(database.pool);
  return createMemoryLimitStore();
}

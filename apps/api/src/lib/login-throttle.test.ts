import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginThrottleConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import {
  createMemoryLimitStore,
  createPostgresLimitStore,
  createRedisLimitStore,
  type LimitStore,
} from './limits.ts';
import { LoginThrottle } from './login-throttle.ts';

const CONFIG: LoginThrottleConfig = {
  slowAfter: 2,
  delayStepMs: 100,
  maxDelayMs: 250,
  lockAfterPerEmail: 4,
  lockAfterPerAddress: 6,
  windowMs: 60_000,
  lockMs: 30_000,
};

/**
 * The throttle counts in each store it can: memory (the embedded database), PostgreSQL (the
 * table every instance shares; when TEST_DATABASE_URL names a server) and Redis (TEST_REDIS_URL).
 */
interface StoreCase {
  name: string;
  /** Whether the store's expiry follows this process's clock (Redis keeps its own time). */
  followsClock: boolean;
  open(): Promise<LimitStore>;
}

let pgDatabase: TestDatabase | undefined;
const stores: StoreCase[] = [
  { name: 'memory', followsClock: true, open: async () => createMemoryLimitStore() },
];
if (process.env.TEST_DATABASE_URL) {
  stores.push({
    name: 'PostgreSQL',
    followsClock: true,
    async open() {
      pgDatabase ??= await createTestDatabase({ referenceData: false });
      await pgDatabase.db.execute(sql`delete from rate_limits`);
      const pool = pgDatabase.database.pool;
      if (!pool) throw new Error('the PostgreSQL test database has no pool');
      return createPostgresLimitStore(pool);
    },
  });
}
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push({
    name: 'Redis',
    followsClock: false,
    open: async () => createRedisLimitStore(redisUrl, `newsroom-test-${randomBytes(6).toString('hex')}`),
  });
}

const opened: LimitStore[] = [];
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await pgDatabase?.close();
});
beforeAll(() => {
  // Each run prints where it counted, so a missing store is visible in the log.
  console.log(`login throttle stores under test: ${stores.map((s) => s.name).join(', ')}`);
});

describe.each(stores)('LoginThrottle ($name)', (store) => {
  /** A throttle on a hand-driven clock (Date only: the stores' own timers keep running). */
  async function setup(config: Partial<LoginThrottleConfig> = {}) {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = 1_700_000_000_000;
    vi.setSystemTime(now);
    const limits = await store.open();
    opened.push(limits);
    const throttle = new LoginThrottle(limits, { ...CONFIG, ...config });
    let address = 0;
    return {
      throttle,
      advance: (ms: number) => {
        now += ms;
        vi.setSystemTime(now);
      },
      /** A client address not used before. */
      freshAddress: () => `192.0.2.${++address}`,
    };
  }
  // Tests that move the clock exist only for the stores whose expiry follows it (not for Redis).
  const itOnClock = (name: string, test: () => Promise<void>) => {
    if (store.followsClock) it(name, test);
  };

  it('does not slow the first failures, then adds a step per failure up to the cap', async () => {
    const { throttle, freshAddress } = await setup({ lockAfterPerEmail: 100 });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) delays.push((await throttle.fail('anna@teszt.hu', freshAddress())).delayMs);
    expect(delays).toEqual([0, 0, 100, 200, 250, 250, 250]);
  });

  it('slows by the worse of the e-mail and the address counters', async () => {
    const { throttle } = await setup({ lockAfterPerAddress: 100 });
    const delays: number[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      delays.push((await throttle.fail(`${name}@teszt.hu`, '192.0.2.1')).delayMs);
    expect(delays).toEqual([0, 0, 100, 200]);
  });

  it('locks an e-mail after lockAfterPerEmail failures, from every address, and checking changes nothing', async () => {
    const { throttle, freshAddress } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++)
      await throttle.fail('anna@teszt.hu', freshAddress());
    expect((await throttle.check('anna@teszt.hu', freshAddress())).locked).toBe(false);

    await throttle.fail('anna@teszt.hu', freshAddress());
    expect(await throttle.check('anna@teszt.hu', freshAddress())).toEqual({
      locked: true,
      retryAfterSeconds: 30,
    });
    // Checking is read-only: it neither extends nor clears the lock.
    expect(await throttle.check('anna@teszt.hu', freshAddress())).toEqual({
      locked: true,
      retryAfterSeconds: 30,
    });
    // Other e-mails are not affected.
    expect((await throttle.check('bela@teszt.hu', freshAddress())).locked).toBe(false);
  });

  itOnClock('keeps the lock for lockMs, counting down', async () => {
    const { throttle, advance, freshAddress } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++) await throttle.fail('anna@teszt.hu', freshAddress());
    advance(10_500);
    expect(await throttle.check('anna@teszt.hu', freshAddress())).toEqual({
      locked: true,
      retryAfterSeconds: 20,
    });
    advance(CONFIG.lockMs - 10_500 - 1);
    expect(await throttle.check('anna@teszt.hu', freshAddress())).toEqual({
      locked: true,
      retryAfterSeconds: 1,
    });
    advance(1);
    expect(await throttle.check('anna@teszt.hu', freshAddress())).toEqual({
      locked: false,
      retryAfterSeconds: 0,
    });
  });

  it('reports the failure that starts a lock, once per lock, for the e-mail and for the address', async () => {
    const { throttle, freshAddress } = await setup();
    const emailLocks: boolean[] = [];
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++) {
      emailLocks.push((await throttle.fail('lakat@teszt.hu', freshAddress())).locked);
    }
    expect(emailLocks).toEqual([false, false, false, true]);

    const addressLocks: boolean[] = [];
    for (let i = 0; i < CONFIG.lockAfterPerAddress; i++) {
      addressLocks.push((await throttle.fail(`cim${i}@teszt.hu`, '192.0.2.77')).locked);
    }
    expect(addressLocks).toEqual([false, false, false, false, false, true]);
  });

  it('treats e-mails case- and space-insensitively', async () => {
    const { throttle, freshAddress } = await setup();
    for (const email of ['Anna@Teszt.hu', ' anna@teszt.hu', 'ANNA@TESZT.HU ', 'anna@teszt.hu']) {
      await throttle.fail(email, freshAddress());
    }
    expect((await throttle.check('aNNa@teszt.HU', freshAddress())).locked).toBe(true);
  });

  it('locks an address after lockAfterPerAddress failures across e-mails', async () => {
    const { throttle } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerAddress; i++)
      await throttle.fail(`user${i}@teszt.hu`, '192.0.2.99');
    expect(await throttle.check('uj@teszt.hu', '192.0.2.99')).toEqual({
      locked: true,
      retryAfterSeconds: 30,
    });
    expect((await throttle.check('uj@teszt.hu', '192.0.2.100')).locked).toBe(false);
  });

  itOnClock('frees an address when its lock is over', async () => {
    const { throttle, advance } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerAddress; i++)
      await throttle.fail(`user${i}@teszt.hu`, '192.0.2.99');
    advance(CONFIG.lockMs);
    expect((await throttle.check('uj@teszt.hu', '192.0.2.99')).locked).toBe(false);
  });

  itOnClock('counts failures only within the window', async () => {
    const { throttle, advance, freshAddress } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++)
      await throttle.fail('anna@teszt.hu', freshAddress());
    advance(CONFIG.windowMs + 1);
    // The window is over: this failure starts a new count, so neither slowed nor locked.
    expect((await throttle.fail('anna@teszt.hu', freshAddress())).delayMs).toBe(0);
    expect((await throttle.check('anna@teszt.hu', freshAddress())).locked).toBe(false);
  });

  itOnClock('keeps counting failures spread inside the window', async () => {
    const { throttle, advance, freshAddress } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++) {
      await throttle.fail('anna@teszt.hu', freshAddress());
      advance(CONFIG.windowMs / CONFIG.lockAfterPerEmail);
    }
    await throttle.fail('anna@teszt.hu', freshAddress());
    expect((await throttle.check('anna@teszt.hu', freshAddress())).locked).toBe(true);
  });

  it("clears the e-mail's counter on success, but not the address's", async () => {
    const { throttle, freshAddress } = await setup();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++)
        await throttle.fail('anna@teszt.hu', freshAddress());
      await throttle.succeed('Anna@Teszt.hu');
    }
    expect((await throttle.check('anna@teszt.hu', freshAddress())).locked).toBe(false);
    expect((await throttle.fail('anna@teszt.hu', freshAddress())).delayMs).toBe(0);

    for (let i = 0; i < CONFIG.lockAfterPerAddress - 1; i++)
      await throttle.fail(`user${i}@teszt.hu`, '192.0.2.200');
    await throttle.succeed('user0@teszt.hu');
    await throttle.fail('user0@teszt.hu', '192.0.2.200');
    expect((await throttle.check('barki@teszt.hu', '192.0.2.200')).locked).toBe(true);
  });

  it('two throttles on one store count together, as two instances do', async () => {
    const { throttle, freshAddress } = await setup();
    const limits = opened[opened.length - 1] as LimitStore;
    const other = new LoginThrottle(limits, CONFIG);
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++) {
      await (i % 2 === 0 ? throttle : other).fail('kozos@teszt.hu', freshAddress());
    }
    expect((await other.check('kozos@teszt.hu', freshAddress())).locked).toBe(true);
    expect((await throttle.check('kozos@teszt.hu', freshAddress())).locked).toBe(true);
  });
});

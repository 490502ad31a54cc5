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
  lockAfterPerPair: 4,
  lockAfterPerAddress: 6,
  windowMs: 60_000,
  lockMs: 30_000,
  lockAfterPerEmail: 8,
  emailWindowMs: 120_000,
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
    const { throttle } = await setup({
      lockAfterPerPair: 100,
      lockAfterPerAddress: 100,
      lockAfterPerEmail: 100,
    });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) delays.push((await throttle.fail('anna@teszt.hu', '192.0.2.1')).delayMs);
    expect(delays).toEqual([0, 0, 100, 200, 250, 250, 250]);
  });

  it("does not slow an e-mail's failures that come from different addresses", async () => {
    const { throttle, freshAddress } = await setup({ lockAfterPerEmail: 100 });
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) delays.push((await throttle.fail('anna@teszt.hu', freshAddress())).delayMs);
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('slows one address trying many e-mails as well', async () => {
    const { throttle } = await setup({ lockAfterPerAddress: 100 });
    const delays: number[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      delays.push((await throttle.fail(`${name}@teszt.hu`, '192.0.2.1')).delayMs);
    expect(delays).toEqual([0, 0, 100, 200]);
  });

  it('locks an e-mail at one address after lockAfterPerPair failures there; other addresses still sign in', async () => {
    const { throttle, freshAddress } = await setup();
    const attacker = '198.51.100.7';
    for (let i = 0; i < CONFIG.lockAfterPerPair - 1; i++) await throttle.fail('anna@teszt.hu', attacker);
    expect((await throttle.check('anna@teszt.hu', attacker)).locked).toBe(false);

    await throttle.fail('anna@teszt.hu', attacker);
    expect(await throttle.check('anna@teszt.hu', attacker)).toEqual({ locked: true, retryAfterSeconds: 30 });
    // Checking is read-only: it neither extends nor clears the lock.
    expect(await throttle.check('Anna@Teszt.hu', attacker)).toEqual({ locked: true, retryAfterSeconds: 30 });
    // The account's owner elsewhere, and other e-mails at the attacker's address, are not affected.
    expect((await throttle.check('anna@teszt.hu', freshAddress())).locked).toBe(false);
    expect((await throttle.check('bela@teszt.hu', attacker)).locked).toBe(false);
  });

  itOnClock('keeps the lock for lockMs, counting down', async () => {
    const { throttle, advance } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerPair; i++) await throttle.fail('anna@teszt.hu', '192.0.2.5');
    advance(10_500);
    expect(await throttle.check('anna@teszt.hu', '192.0.2.5')).toEqual({
      locked: true,
      retryAfterSeconds: 20,
    });
    advance(CONFIG.lockMs - 10_500 - 1);
    expect(await throttle.check('anna@teszt.hu', '192.0.2.5')).toEqual({
      locked: true,
      retryAfterSeconds: 1,
    });
    advance(1);
    expect(await throttle.check('anna@teszt.hu', '192.0.2.5')).toEqual({
      locked: false,
      retryAfterSeconds: 0,
    });
  });

  it('reports the failure that starts a lock, once per lock, for the pair and for the address', async () => {
    const { throttle } = await setup();
    const pairLocks: boolean[] = [];
    for (let i = 0; i < CONFIG.lockAfterPerPair; i++) {
      pairLocks.push((await throttle.fail('lakat@teszt.hu', '192.0.2.76')).locked);
    }
    expect(pairLocks).toEqual([false, false, false, true]);

    const addressLocks: boolean[] = [];
    for (let i = 0; i < CONFIG.lockAfterPerAddress; i++) {
      addressLocks.push((await throttle.fail(`cim${i}@teszt.hu`, '192.0.2.77')).locked);
    }
    expect(addressLocks).toEqual([false, false, false, false, false, true]);
  });

  it('treats e-mails case- and space-insensitively', async () => {
    const { throttle } = await setup();
    for (const email of ['Anna@Teszt.hu', ' anna@teszt.hu', 'ANNA@TESZT.HU ', 'anna@teszt.hu']) {
      await throttle.fail(email, '192.0.2.8');
    }
    expect((await throttle.check('aNNa@teszt.HU', '192.0.2.8')).locked).toBe(true);
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
    const { throttle, advance } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerPair - 1; i++) await throttle.fail('anna@teszt.hu', '192.0.2.9');
    advance(CONFIG.windowMs + 1);
    // The window is over: this failure starts a new count, so neither slowed nor locked.
    expect((await throttle.fail('anna@teszt.hu', '192.0.2.9')).delayMs).toBe(0);
    expect((await throttle.check('anna@teszt.hu', '192.0.2.9')).locked).toBe(false);
  });

  itOnClock('keeps counting failures spread inside the window', async () => {
    const { throttle, advance } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerPair - 1; i++) {
      await throttle.fail('anna@teszt.hu', '192.0.2.10');
      advance(CONFIG.windowMs / CONFIG.lockAfterPerPair);
    }
    await throttle.fail('anna@teszt.hu', '192.0.2.10');
    expect((await throttle.check('anna@teszt.hu', '192.0.2.10')).locked).toBe(true);
  });

  it('the backstop: lockAfterPerEmail failures from many addresses refuse the account everywhere, reported once', async () => {
    const { throttle, freshAddress } = await setup();
    const verdicts = [];
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++)
      verdicts.push(await throttle.fail('cel@teszt.hu', freshAddress()));
    expect(verdicts.map((v) => v.backstop)).toEqual([false, false, false, false, false, false, false, true]);
    // No address failed more than once: nothing was slowed or locked on the way.
    expect(verdicts.every((v) => v.delayMs === 0 && !v.locked)).toBe(true);
    expect(await throttle.check('cel@teszt.hu', freshAddress())).toEqual({
      locked: true,
      retryAfterSeconds: CONFIG.emailWindowMs / 1000,
    });
    expect((await throttle.check('mas@teszt.hu', freshAddress())).locked).toBe(false);
    // A success (from wherever the owner was signed in before) does not lift it.
    await throttle.succeed('cel@teszt.hu', freshAddress());
    expect((await throttle.check('cel@teszt.hu', freshAddress())).locked).toBe(true);
  });

  itOnClock('the backstop lasts emailWindowMs', async () => {
    const { throttle, advance, freshAddress } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++) await throttle.fail('cel@teszt.hu', freshAddress());
    advance(CONFIG.emailWindowMs - 1);
    expect((await throttle.check('cel@teszt.hu', freshAddress())).locked).toBe(true);
    advance(1);
    expect((await throttle.check('cel@teszt.hu', freshAddress())).locked).toBe(false);
  });

  it("clears its pair's counter on success, but not the address's", async () => {
    const { throttle } = await setup({ lockAfterPerAddress: 100, lockAfterPerEmail: 100 });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < CONFIG.lockAfterPerPair - 1; i++)
        await throttle.fail('anna@teszt.hu', '192.0.2.11');
      await throttle.succeed('Anna@Teszt.hu', '192.0.2.11');
    }
    expect((await throttle.check('anna@teszt.hu', '192.0.2.11')).locked).toBe(false);

    const { throttle: strict } = await setup();
    for (let i = 0; i < CONFIG.lockAfterPerAddress - 1; i++)
      await strict.fail(`user${i}@teszt.hu`, '192.0.2.200');
    await strict.succeed('user0@teszt.hu', '192.0.2.200');
    await strict.fail('user0@teszt.hu', '192.0.2.200');
    expect((await strict.check('barki@teszt.hu', '192.0.2.200')).locked).toBe(true);
  });

  it('two throttles on one store count together, as two instances do', async () => {
    const { throttle, freshAddress } = await setup();
    const limits = opened[opened.length - 1] as LimitStore;
    const other = new LoginThrottle(limits, CONFIG);
    for (let i = 0; i < CONFIG.lockAfterPerPair; i++) {
      await (i % 2 === 0 ? throttle : other).fail('kozos@teszt.hu', '192.0.2.12');
    }
    expect((await other.check('kozos@teszt.hu', '192.0.2.12')).locked).toBe(true);
    expect((await throttle.check('kozos@teszt.hu', '192.0.2.12')).locked).toBe(true);
    for (let i = 0; i < CONFIG.lockAfterPerEmail; i++) {
      await (i % 2 === 0 ? throttle : other).fail('hatar@teszt.hu', freshAddress());
    }
    expect((await other.check('hatar@teszt.hu', freshAddress())).locked).toBe(true);
  });
});

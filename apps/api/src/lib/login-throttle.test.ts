import { describe, expect, it } from 'vitest';
import type { LoginThrottleConfig } from '../config.ts';
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

/** A throttle on a hand-driven clock. */
function setup(config: Partial<LoginThrottleConfig> = {}) {
  let now = 1_700_000_000_000;
  const throttle = new LoginThrottle({ ...CONFIG, ...config }, () => now);
  let address = 0;
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
    /** A client address not used before. */
    freshAddress: () => `192.0.2.${++address}`,
  };
}

describe('LoginThrottle', () => {
  it('does not slow the first failures, then adds a step per failure up to the cap', () => {
    const { throttle, freshAddress } = setup({ lockAfterPerEmail: 100 });
    const delays = Array.from({ length: 7 }, () => throttle.fail('anna@teszt.hu', freshAddress()));
    expect(delays).toEqual([0, 0, 100, 200, 250, 250, 250]);
  });

  it('slows by the worse of the e-mail and the address counters', () => {
    const { throttle } = setup({ lockAfterPerAddress: 100 });
    const delays = ['a', 'b', 'c', 'd'].map((name) => throttle.fail(`${name}@teszt.hu`, '192.0.2.1'));
    expect(delays).toEqual([0, 0, 100, 200]);
  });

  it('locks an e-mail after lockAfterPerEmail failures, for lockMs, from every address', () => {
    const { throttle, advance, freshAddress } = setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++) throttle.fail('anna@teszt.hu', freshAddress());
    expect(throttle.check('anna@teszt.hu', freshAddress()).locked).toBe(false);

    throttle.fail('anna@teszt.hu', freshAddress());
    expect(throttle.check('anna@teszt.hu', freshAddress())).toEqual({ locked: true, retryAfterSeconds: 30 });
    // Checking is read-only: it neither extends nor clears the lock.
    expect(throttle.check('anna@teszt.hu', freshAddress())).toEqual({ locked: true, retryAfterSeconds: 30 });
    // Other e-mails are not affected.
    expect(throttle.check('bela@teszt.hu', freshAddress()).locked).toBe(false);

    advance(10_500);
    expect(throttle.check('anna@teszt.hu', freshAddress())).toEqual({ locked: true, retryAfterSeconds: 20 });
    advance(CONFIG.lockMs - 10_500 - 1);
    expect(throttle.check('anna@teszt.hu', freshAddress())).toEqual({ locked: true, retryAfterSeconds: 1 });
    advance(1);
    expect(throttle.check('anna@teszt.hu', freshAddress())).toEqual({ locked: false, retryAfterSeconds: 0 });
  });

  it('treats e-mails case- and space-insensitively', () => {
    const { throttle, freshAddress } = setup();
    for (const email of ['Anna@Teszt.hu', ' anna@teszt.hu', 'ANNA@TESZT.HU ', 'anna@teszt.hu']) {
      throttle.fail(email, freshAddress());
    }
    expect(throttle.check('aNNa@teszt.HU', freshAddress()).locked).toBe(true);
  });

  it('locks an address after lockAfterPerAddress failures across e-mails', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < CONFIG.lockAfterPerAddress; i++) throttle.fail(`user${i}@teszt.hu`, '192.0.2.99');
    expect(throttle.check('uj@teszt.hu', '192.0.2.99')).toEqual({ locked: true, retryAfterSeconds: 30 });
    expect(throttle.check('uj@teszt.hu', '192.0.2.100').locked).toBe(false);
    advance(CONFIG.lockMs);
    expect(throttle.check('uj@teszt.hu', '192.0.2.99').locked).toBe(false);
  });

  it('counts failures only within the window', () => {
    const { throttle, advance, freshAddress } = setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++) throttle.fail('anna@teszt.hu', freshAddress());
    advance(CONFIG.windowMs + 1);
    // The window is over: this failure starts a new count, so neither slowed nor locked.
    expect(throttle.fail('anna@teszt.hu', freshAddress())).toBe(0);
    expect(throttle.check('anna@teszt.hu', freshAddress()).locked).toBe(false);
  });

  it('keeps counting failures spread inside the window', () => {
    const { throttle, advance, freshAddress } = setup();
    for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++) {
      throttle.fail('anna@teszt.hu', freshAddress());
      advance(CONFIG.windowMs / CONFIG.lockAfterPerEmail);
    }
    throttle.fail('anna@teszt.hu', freshAddress());
    expect(throttle.check('anna@teszt.hu', freshAddress()).locked).toBe(true);
  });

  it("clears the e-mail's counter on success, but not the address's", () => {
    const { throttle, freshAddress } = setup();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < CONFIG.lockAfterPerEmail - 1; i++) throttle.fail('anna@teszt.hu', freshAddress());
      throttle.succeed('Anna@Teszt.hu');
    }
    expect(throttle.check('anna@teszt.hu', freshAddress()).locked).toBe(false);
    expect(throttle.fail('anna@teszt.hu', freshAddress())).toBe(0);

    for (let i = 0; i < CONFIG.lockAfterPerAddress - 1; i++)
      throttle.fail(`user${i}@teszt.hu`, '192.0.2.200');
    throttle.succeed('user0@teszt.hu');
    throttle.fail('user0@teszt.hu', '192.0.2.200');
    expect(throttle.check('barki@teszt.hu', '192.0.2.200').locked).toBe(true);
  });
});

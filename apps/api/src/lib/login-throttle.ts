import type { LoginThrottleConfig } from '../config.ts';

interface Counter {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

export interface ThrottleVerdict {
  locked: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts failed logins per e-mail and per client address in memory. Failures beyond `slowAfter`
 * make the failure reply wait longer; past the lock limit the key is refused for `lockMs`.
 * A successful login clears the e-mail's counter and is never delayed.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private counter(key: string): Counter {
    const time = this.now();
    let c = this.counters.get(key);
    const windowOver = c && time - c.windowStart > this.config.windowMs && c.lockedUntil <= time;
    const lockOver = c && c.lockedUntil > 0 && c.lockedUntil <= time;
    if (!c || windowOver || lockOver) {
      c = { failures: 0, windowStart: time, lockedUntil: 0 };
      this.counters.set(key, c);
    }
    return c;
  }

  private keys(email: string, address: string): [string, string] {
    return [`e:${email.trim().toLowerCase()}`, `a:${address}`];
  }

  check(email: string, address: string): ThrottleVerdict {
    const time = this.now();
    const lockedUntil = Math.max(
      ...this.keys(email, address).map((k) => this.counters.get(k)?.lockedUntil ?? 0),
    );
    if (lockedUntil > time)
      return { locked: true, retryAfterSeconds: Math.ceil((lockedUntil - time) / 1000) };
    return { locked: false, retryAfterSeconds: 0 };
  }

  /** Records a failure and answers how long its reply should be held back, in ms. */
  fail(email: string, address: string): number {
    const time = this.now();
    const [emailKey, addressKey] = this.keys(email, address);
    const limits: Array<[string, number]> = [
      [emailKey, this.config.lockAfterPerEmail],
      [addressKey, this.config.lockAfterPerAddress],
    ];
    let worst = 0;
    for (const [key, lockAfter] of limits) {
      const c = this.counter(key);
      c.failures += 1;
      if (c.failures >= lockAfter) c.lockedUntil = time + this.config.lockMs;
      worst = Math.max(worst, c.failures);
    }
    this.prune(time);
    const beyond = worst - this.config.slowAfter;
    return beyond > 0 ? Math.min(beyond * this.config.delayStepMs, this.config.maxDelayMs) : 0;
  }

  succeed(email: string): void {
    this.counters.delete(this.keys(email, '')[0]);
  }

  /** Keeps memory bounded: forgets counters whose window and lock are over. */
  private prune(time: number): void {
    if (this.counters.size < 10_000) return;
    for (const [key, c] of this.counters) {
      if (time - c.windowStart > this.config.windowMs && c.lockedUntil <= time) this.counters.delete(key);
    }
  }
}

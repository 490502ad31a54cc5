import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginThrottleConfig } from '../config.ts';
import { type LimitStore, limitKey } from './limits.ts';

export interface ThrottleVerdict {
  locked: boolean;
  retryAfterSeconds: number;
}

export interface FailVerdict {
  /** How long the failure's reply should be held back, in ms. */
  delayMs: number;
  /** This failure locked the e-mail or the address (it reached the limit). */
  locked: boolean;
}

interface Counter {
  limiter: RateLimiterAbstract;
  lockAfter: number;
}

/**
 * Counts failed logins per e-mail and per client address in the limit store (lib/limits.ts), so
 * every instance on one database or one Redis sees the same counts. Failures beyond `slowAfter`
 * make the failure reply wait longer; at the lock limit the key is refused for `lockMs`.
 * A successful login clears the e-mail's counter and is never delayed.
 */
export class LoginThrottle {
  private readonly byEmail: Counter;
  private readonly byAddress: Counter;

  constructor(
    store: LimitStore,
    private readonly config: LoginThrottleConfig,
    /** Called when a login is refused because its e-mail or address is locked (metrics). */
    private readonly onRefused: () => void = () => {},
  ) {
    const counter = (name: string, lockAfter: number): Counter => ({
      limiter: store.counter({ name, points: lockAfter, windowMs: config.windowMs }),
      lockAfter,
    });
    this.byEmail = counter('login_email', config.lockAfterPerEmail);
    this.byAddress = counter('login_address', config.lockAfterPerAddress);
  }

  private pairs(email: string, address: string): Array<[Counter, string]> {
    return [
      [this.byEmail, limitKey(email.trim().toLowerCase())],
      [this.byAddress, limitKey(address)],
    ];
  }

  /** Whether the e-mail or the address is locked now; reading changes nothing. */
  async check(email: string, address: string): Promise<ThrottleVerdict> {
    let lockedMs = 0;
    for (const [counter, key] of this.pairs(email, address)) {
      const res = await counter.limiter.get(key);
      // A lock is stored as one point more than the limit (rate-limiter-flexible's block()).
      if (res && res.msBeforeNext > 0 && res.consumedPoints > counter.lockAfter) {
        lockedMs = Math.max(lockedMs, res.msBeforeNext);
      }
    }
    if (lockedMs === 0) return { locked: false, retryAfterSeconds: 0 };
    this.onRefused();
    return { locked: true, retryAfterSeconds: Math.ceil(lockedMs / 1000) };
  }

  /**
   * Records a failure. Answers how long its reply should be held back (ms) and whether this
   * failure started a lock of the e-mail or the address (true once per lock, for the audit trail;
   * attempts refused while locked never reach here, as check() stops them first).
   */
  async fail(email: string, address: string): Promise<FailVerdict> {
    let worst = 0;
    let locked = false;
    for (const [counter, key] of this.pairs(email, address)) {
      const res = await counter.limiter.penalty(key, 1);
      if (res.consumedPoints >= counter.lockAfter) {
        await counter.limiter.block(key, this.config.lockMs / 1000);
        // The failure that reaches the limit starts the lock; a later one (a race past check())
        // only renews it.
        if (res.consumedPoints === counter.lockAfter) locked = true;
      }
      worst = Math.max(worst, res.consumedPoints);
    }
    const beyond = worst - this.config.slowAfter;
    const delayMs = beyond > 0 ? Math.min(beyond * this.config.delayStepMs, this.config.maxDelayMs) : 0;
    return { delayMs, locked };
  }

  async succeed(email: string): Promise<void> {
    const [[counter, key]] = this.pairs(email, '') as [[Counter, string]];
    await counter.limiter.delete(key);
  }
}

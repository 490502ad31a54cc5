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
  /** This failure locked the (e-mail, address) pair or the address (it reached the limit). */
  locked: boolean;
  /** This failure reached the e-mail's backstop: the account is refused from every address for a while. */
  backstop: boolean;
}

interface Counter {
  limiter: RateLimiterAbstract;
  lockAfter: number;
  lockMs: number;
  /** Whether this counter's failures slow the replies (the e-mail's backstop does not). */
  slows: boolean;
}

/**
 * Counts failed sign-ins and second-factor codes in the limit store (lib/limits.ts), so every
 * instance on one database or one Redis sees the same counts. Three counters, fair to the real user:
 * - per (e-mail, client address): failures beyond `slowAfter` are answered ever later, and at
 *   `lockAfterPerPair` that pair is refused for `lockMs`. The attacker's address is slowed and
 *   stopped; the account's owner at another address is not.
 * - per client address, across e-mails (`lockAfterPerAddress`): one address trying many accounts.
 * - per e-mail, from every address (`lockAfterPerEmail` within `emailWindowMs`): a much higher
 *   backstop against guessing from many addresses. Reaching it refuses the account everywhere for
 *   `emailWindowMs`; the caller audits it, so administrators see it on the dashboard.
 * A successful sign-in clears its pair's counter and is never delayed.
 */
export class LoginThrottle {
  private readonly byPair: Counter;
  private readonly byAddress: Counter;
  private readonly byEmail: Counter;

  constructor(
    store: LimitStore,
    private readonly config: LoginThrottleConfig,
    /** Called when a sign-in is refused because a counter is locked (metrics). */
    private readonly onRefused: () => void = () => {},
  ) {
    const counter = (name: string, lockAfter: number, windowMs: number, lockMs: number, slows: boolean) => ({
      limiter: store.counter({ name, points: lockAfter, windowMs }),
      lockAfter,
      lockMs,
      slows,
    });
    this.byPair = counter('login_pair', config.lockAfterPerPair, config.windowMs, config.lockMs, true);
    this.byAddress = counter(
      'login_address',
      config.lockAfterPerAddress,
      config.windowMs,
      config.lockMs,
      true,
    );
    this.byEmail = counter(
      'login_email_backstop',
      config.lockAfterPerEmail,
      config.emailWindowMs,
      config.emailWindowMs,
      false,
    );
  }

  private pairs(email: string, address: string): Array<[Counter, string]> {
    const account = email.trim().toLowerCase();
    return [
      [this.byPair, limitKey(`${account}|${address}`)],
      [this.byAddress, limitKey(address)],
      [this.byEmail, limitKey(account)],
    ];
  }

  /** Whether this sign-in is refused now (its pair, its address or the e-mail's backstop); reading changes nothing. */
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
   * Records a failure. Answers how long its reply should be held back (ms), whether it started a
   * lock of its pair or address, and whether it reached the e-mail's backstop (each true once per
   * lock, for the audit trail; attempts refused while locked never reach here, as check() stops them).
   */
  async fail(email: string, address: string): Promise<FailVerdict> {
    let worst = 0;
    let locked = false;
    let backstop = false;
    for (const [counter, key] of this.pairs(email, address)) {
      const res = await counter.limiter.penalty(key, 1);
      if (res.consumedPoints >= counter.lockAfter) {
        await counter.limiter.block(key, counter.lockMs / 1000);
        // The failure that reaches the limit starts the lock; a later one (a race past check())
        // only renews it.
        if (res.consumedPoints === counter.lockAfter) {
          if (counter === this.byEmail) backstop = true;
          else locked = true;
        }
      }
      if (counter.slows) worst = Math.max(worst, res.consumedPoints);
    }
    const beyond = worst - this.config.slowAfter;
    const delayMs = beyond > 0 ? Math.min(beyond * this.config.delayStepMs, this.config.maxDelayMs) : 0;
    return { delayMs, locked, backstop };
  }

  /** A successful sign-in from this address: its pair starts over (the address and backstop counts stay). */
  async succeed(email: string, address: string): Promise<void> {
    const [[counter, key]] = this.pairs(email, address) as [[Counter, string]];
    await counter.limiter.delete(key);
  }
}

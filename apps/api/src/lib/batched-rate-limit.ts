import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import { type LimitStore, limitKey } from './limits.ts';
import type { RateLimitConfig } from './rate-limit.ts';

/** How often each instance adds its new hits to the shared count. */
export const SHARED_COUNT_INTERVAL_MS = 100;

interface Window {
  /** The shared count as the store last answered it (every instance's hits). */
  shared: number;
  /** Hits of this instance not yet added to the store. */
  pending: number;
  /** Hits being added now. */
  flushing: number;
  resetAt: number;
}

/**
 * A fixed-window limit per key shared by every instance, for calls too frequent to write the store
 * on each (the content API: thousands a second per key). Each instance counts in memory and adds
 * its hits to the shared store (lib/limits.ts: Redis or PostgreSQL) every SHARED_COUNT_INTERVAL_MS
 * with one `consume(key, points)`, reading back the total of all instances. A call is refused once
 * the last known total plus this instance's own new hits reach the limit, so one instance is exact
 * and several overshoot by at most what they serve in one interval. rate-limiter-flexible has no
 * batching of its own; the counting stays its.
 */
export class BatchedRateLimiter {
  private readonly counter: RateLimiterAbstract;
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    store: LimitStore,
    name: string,
    private readonly config: RateLimitConfig,
    private readonly message: string,
    private readonly onRefused: () => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.counter = store.counter({ name, points: config.max, windowMs: config.windowMs });
  }

  /** Counts one call for the key; TOO_MANY_ATTEMPTS (429 with retry-after) past the limit. */
  hit(key: string): void {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now >= w.resetAt) {
      w = { shared: 0, pending: 0, flushing: 0, resetAt: now + this.config.windowMs };
      this.windows.set(key, w);
    }
    if (w.shared + w.pending + w.flushing >= this.config.max) {
      this.onRefused();
      const retryAfter = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      throw new AppError('TOO_MANY_ATTEMPTS', this.message, undefined, { 'retry-after': String(retryAfter) });
    }
    w.pending++;
    this.timer ??= setTimeout(() => void this.flush(), SHARED_COUNT_INTERVAL_MS);
  }

  /** Adds every key's new hits to the shared count and learns the total (the timer calls it). */
  async flush(): Promise<void> {
    this.timer = undefined;
    const work: Promise<void>[] = [];
    for (const [key, w] of this.windows) {
      if (this.now() >= w.resetAt && w.pending === 0 && w.flushing === 0) {
        this.windows.delete(key);
        continue;
      }
      if (w.pending === 0) continue;
      const points = w.pending;
      w.pending = 0;
      w.flushing += points;
      work.push(
        this.counter.consume(limitKey(key), points).then(
          (res) => {
            w.flushing -= points;
            this.learn(w, res);
          },
          (err) => {
            w.flushing -= points;
            if (err instanceof RateLimiterRes) this.learn(w, err);
          },
        ),
      );
    }
    await Promise.all(work);
  }

  private learn(w: Window, res: RateLimiterRes): void {
    w.shared = Math.max(w.shared, res.consumedPoints);
    w.resetAt = Math.min(w.resetAt, this.now() + res.msBeforeNext);
  }

  /** Stops the timer (the server's close); hits not yet added are dropped with it. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

import { AppError } from './errors.ts';

export interface RateLimitConfig {
  /** Requests allowed per key within one window. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  startedAt: number;
}

/** Hungarian message of a refused public call (429). */
export const RATE_LIMITED_MESSAGE = 'Túl sok kérés érkezett erről a címről. Próbálja újra később!';

/**
 * A fixed-window counter per key (a client address, usually), kept in memory. The public calls of
 * CONTRACT.md point 6 use one limiter each, so a flood of clicks cannot starve votes or tracking.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for the key; throws TOO_MANY_ATTEMPTS (429 with retry-after) past the limit. */
  hit(key: string): void {
    const time = this.now();
    this.sweep(time);
    let w = this.windows.get(key);
    if (!w || time - w.startedAt >= this.config.windowMs) {
      w = { count: 0, startedAt: time };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > this.config.max) {
      const retryAfter = Math.max(1, Math.ceil((w.startedAt + this.config.windowMs - time) / 1000));
      throw new AppError('TOO_MANY_ATTEMPTS', RATE_LIMITED_MESSAGE, undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }

  /** Drops finished windows now and then, so the map does not grow with every address ever seen. */
  private sweep(time: number): void {
    if (time - this.lastSweep < this.config.windowMs) return;
    this.lastSweep = time;
    for (const [key, w] of this.windows) {
      if (time - w.startedAt >= this.config.windowMs) this.windows.delete(key);
    }
  }
}

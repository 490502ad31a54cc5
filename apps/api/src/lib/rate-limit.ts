import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import { type LimitStore, limitKey } from './limits.ts';

export interface RateLimitConfig {
  /** Requests allowed per key within one window. */
  max: number;
  windowMs: number;
}

/** Hungarian message of a refused public call (429). */
export const RATE_LIMITED_MESSAGE = 'Túl sok kérés érkezett erről a címről. Próbálja újra később!';

/**
 * A fixed-window limit per key (a client address, usually), counted in the limit store
 * (lib/limits.ts) so that every instance shares it. The public calls (votes, clicks, page views)
 * use one limiter each, so a flood of clicks cannot starve votes or tracking.
 */
export class RateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(
    store: LimitStore,
    name: string,
    config: RateLimitConfig,
    /** Called for each refused request (metrics). */
    private readonly onRefused: () => void = () => {},
  ) {
    this.counter = store.counter({ name, points: config.max, windowMs: config.windowMs });
  }

  /** Counts one request for the key; throws TOO_MANY_ATTEMPTS (429 with retry-after) past the limit. */
  async hit(key: string, message: string = RATE_LIMITED_MESSAGE): Promise<void> {
    try {
      await this.counter.consume(limitKey(key));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      this.onRefused();
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('TOO_MANY_ATTEMPTS', message, undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }
}

/**
 * The content keys' limit (lib/batched-rate-limit.ts): exact on one instance, shared by several
 * through the limit store, each adding its hits in batches.
 */
import { describe, expect, it } from 'vitest';
import { BatchedRateLimiter } from './batched-rate-limit.ts';
import { AppError } from './errors.ts';
import { createMemoryLimitStore } from './limits.ts';

const config = { max: 10, windowMs: 60_000 };

function refusedAfter(limiter: BatchedRateLimiter, key: string, tries: number): number {
  for (let i = 0; i < tries; i++) {
    try {
      limiter.hit(key);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(429);
      expect(Number((err as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
      return i;
    }
  }
  return tries;
}

describe('batched rate limit', () => {
  it('is exact on one instance, and counts each key apart', async () => {
    const limiter = new BatchedRateLimiter(createMemoryLimitStore(), 'k', config, 'Túl sok');
    expect(refusedAfter(limiter, 'a', 20)).toBe(10);
    expect(refusedAfter(limiter, 'b', 5)).toBe(5);
    limiter.close();
  });

  it('shares the count of several instances through the store', async () => {
    // Two servers' limiters on one store (counters of the same name share their counts, as in Redis or PostgreSQL).
    const store = createMemoryLimitStore();
    const a = new BatchedRateLimiter(store, 'k', config, 'Túl sok');
    const b = new BatchedRateLimiter(store, 'k', config, 'Túl sok');
    expect(refusedAfter(a, 'key', 6)).toBe(6);
    await a.flush();
    expect(refusedAfter(b, 'key', 1)).toBe(1);
    await b.flush();
    // b now knows a's six: four more, then refused.
    expect(refusedAfter(b, 'key', 10)).toBe(3);
    await b.flush();
    // a learns b's hits with its next batch: what it served meanwhile is the overshoot of one interval.
    expect(refusedAfter(a, 'key', 1)).toBe(1);
    await a.flush();
    expect(refusedAfter(a, 'key', 5)).toBe(0);
    a.close();
    b.close();
  });

  it('starts a new window when the old one ends', async () => {
    let now = 1_000_000;
    const limiter = new BatchedRateLimiter(
      createMemoryLimitStore(),
      'k',
      { max: 2, windowMs: 1000 },
      'x',
      () => {},
      () => now,
    );
    expect(refusedAfter(limiter, 'a', 5)).toBe(2);
    now += 1001;
    expect(refusedAfter(limiter, 'a', 1)).toBe(1);
    limiter.close();
  });
});

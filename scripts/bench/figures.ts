// The benchmarks' percentile maths, and the number formats of their reports.

/** The value at percentile `p` (0–100) of `sorted` (ascending), by the nearest-rank method; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** NaN when there are no values. */
  max: number;
}

/** The median, the 95th and 99th percentiles and the largest of `values` (in any order). */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** `n` with `digits` decimals; '–' when it is not a number (e.g. the percentile of nothing). */
export const fixed = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** A whole number with thousands separators: 100,000. */
export const int = (n: number): string => Math.round(n).toLocaleString('en');

/** Bytes in MiB, one decimal. */
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

const countFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** A count with Hungarian digit grouping, also for four digits: 1 234. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

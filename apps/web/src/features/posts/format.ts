/** `YYYY-MM-DD` of a timestamp, in the browser's time zone (docs/product.md: date format). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const countFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** A count with Hungarian digit grouping, also for four digits: 1 234. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

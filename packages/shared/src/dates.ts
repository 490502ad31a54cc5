import { TIME_ZONE } from './constants.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO timestamp as the newsroom's calendar day, `YYYY-MM-DD` (docs/product.md). */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat.format(date);
}

/** Today in the newsroom's time zone, `YYYY-MM-DD`. */
export function today(): string {
  return formatDate(new Date());
}

const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type WallPart = 'year' | 'month' | 'day' | 'hour' | 'minute';

/** A moment on the newsroom's wall clock: two-digit parts (the year four), from one formatToParts. */
function wallClock(date: Date): Record<WallPart, string> {
  const wall: Record<WallPart, string> = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of dateTimeFormat.formatToParts(date))
    if (type in wall) wall[type as WallPart] = value;
  return wall;
}

/** An ISO timestamp as the newsroom's local time, `YYYY-MM-DD HH:mm` (Europe/Budapest). */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;
}

/** How far the newsroom's clock is ahead of UTC at `utcMs`, in ms (DST included). */
function zoneOffsetMs(utcMs: number): number {
  const w = wallClock(new Date(utcMs));
  const wall = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute));
  return wall - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * A time typed in the newsroom's zone (`YYYY-MM-DDTHH:mm`, as parseDateTimeInput reads the editor's
 * field) as an ISO 8601 timestamp with its offset (`2026-03-05T10:30:00+01:00`); undefined for
 * anything else. The editor's 'Időzítés' field sends it as publish_at.
 */
export function zonedLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return undefined;
  // The offset at the guess, then again at the result (a DST change between the two moves it).
  let utc = wall - zoneOffsetMs(wall);
  utc = wall - zoneOffsetMs(utc);
  const offset = zoneOffsetMs(utc) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  return `${local.trim()}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO timestamp as the newsroom's wall time for the editor's date-and-time field (`YYYY-MM-DDTHH:mm`). */
export function isoToZonedLocal(iso: string | null | undefined): string {
  return formatDateTime(iso).replace(' ', 'T');
}

/** `YYYY-MM-DD` plus a number of days (negative goes back), on the calendar alone. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` through `to`, both inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  const out: string[] = [];
  // Counted, not compared as strings: a string past year 9999 would sort before its predecessor.
  for (let i = 0; i <= count; i++) out.push(addDays(from, i));
  return out;
}

/** Hungarian short month names (docs/product.md), January first. */
export const HU_SHORT_MONTHS = [
  'jan.',
  'febr.',
  'márc.',
  'ápr.',
  'máj.',
  'jún.',
  'júl.',
  'aug.',
  'szept.',
  'okt.',
  'nov.',
  'dec.',
] as const;

/** `2026-03-05` as `márc. 5.`, the chart axes' label of a day. */
export function formatShortDay(day: string): string {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return `${HU_SHORT_MONTHS[month - 1] ?? ''} ${date}.`;
}

// When the archive's articles were written (npm run seed:archive): over `years` years before now,
// more of them recently (a newsroom grows), at the demo's hours of the day (demo-articles.ts), in
// the order of their ids. Computed in SQL from the row's number, as constants inlined here.
import { TIME_ZONE, today } from '@newsroom/shared';
import { type SQL, sql } from 'drizzle-orm';
import { HOUR_WEIGHTS } from '../demo-articles.ts';

/**
 * The writing rate grows e-fold in this many days: over twenty years, today's newsroom writes about
 * seven times as many articles a day as it did at the start (the last 150 days hold about 5%).
 */
const GROWTH_DAYS = 3_650;

export interface Timeline {
  /** The newsroom's calendar day of `now`. */
  today: string;
  /** Cumulative share of the day's articles at each hour 0…24 (25 numbers, 0 to 1). */
  hourShares: number[];
  /** The share of today's articles already written at `now`. */
  nowShare: number;
  spanDays: number;
  now: Date;
}

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function makeTimeline(now: Date, years: number): Timeline {
  const total = HOUR_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const hourShares = [0];
  for (const [, w] of HOUR_WEIGHTS) hourShares.push((hourShares[hourShares.length - 1] ?? 0) + w / total);
  hourShares[24] = 1;
  const [h = 0, m = 0] = hourMinute.format(now).split(':').map(Number);
  const hour = h + m / 60;
  const whole = Math.floor(hour);
  const below = hourShares[whole] ?? 0;
  const nowShare = below + ((hourShares[whole + 1] ?? 1) - below) * (hour - whole);
  return { today: today(), hourShares, nowShare, spanDays: Math.round(years * 365.25), now };
}

const num = (n: number) => sql.raw(String(n));

/**
 * A lateral subquery (`tm.created`): the creation time of row `n` (0 … count - 1, oldest first). The row's place in the
 * run is its share of the articles newer than it; the exponential rate turns that into an age in
 * "article days", whose whole part is the calendar day and whose fraction the share of that day's
 * articles before it, read off the hours' cumulative shares. Today has only its hours up to now.
 */
export function creationTimeLateral(t: Timeline, n: SQL, count: number): SQL {
  const tail = 1 - Math.exp(-t.spanDays / GROWTH_DAYS);
  const shares = sql.raw(`('{${t.hourShares.join(',')}}'::float8[])`);
  const age = sql`(-${num(GROWTH_DAYS)} * ln(1 - ((${num(count)}::float8 - ${n} - 0.5) / ${num(count)}) * ${num(tail)}))`;
  return sql`lateral (select ((${t.today}::date + floor(x)::int)::timestamp
        + ((b - 1) + (f - ${shares}[b]) / greatest(${shares}[b + 1] - ${shares}[b], 1e-9)) * interval '1 hour')
        at time zone ${TIME_ZONE} as created
      from (select x, f, least(greatest(width_bucket(f, ${shares}), 1), 24) as b
        from (select x, x - floor(x) as f from (select ${num(t.nowShare)} - ${age} as x) x0) x1) x2) tm`;
}

import { z } from 'zod';
import { pagedQuerySchema } from './envelope.ts';
import { decimalText, optionalIdQuery, optionalQuery } from './ids.ts';
import { dateOnlySchema } from './posts.ts';

/** Device classes the counters keep (docs/product.md: tablet and mobile are summed as mobile). */
export const VISIT_DEVICES = ['desktop', 'mobile'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** What `POST /api/public/track` accepts as `device`. */
export const TRACK_DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** The report filter's visitor types (docs/product.md); android counts as mobile. */
export const VISITOR_TYPES = ['desktop', 'mobile', 'android'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

/** The longest range a report answers, in days (both ends inclusive). */
export const MAX_REPORT_DAYS = 366;
/** The default report range: the last 7 days through today (docs/product.md). */
export const DEFAULT_REPORT_DAYS = 7;

/** `POST /api/public/track` body (docs/api.md). */
export const trackInputSchema = z.object({
  path: z.string().trim().min(1).max(2000),
  device: z.enum(TRACK_DEVICES),
});
export type TrackInput = z.input<typeof trackInputSchema>;

/** The report filter of docs/product.md, as `GET /api/reports/*` take it. */
export const reportFilterSchema = z.object({
  menu_id: optionalIdQuery,
  visitor_type: optionalQuery(z.enum(VISITOR_TYPES)),
  post_type: optionalQuery(z.string().trim().max(100)),
  date_from: optionalQuery(dateOnlySchema),
  date_to: optionalQuery(dateOnlySchema),
  user_id: optionalIdQuery,
  /** Part of the stored filter set; a report answers every day of its range on one page. */
  page: optionalQuery(z.preprocess(decimalText, z.number().int().min(1))),
});
export type ReportFilter = z.output<typeof reportFilterSchema>;
export type ReportFilterInput = z.input<typeof reportFilterSchema>;

/**
 * `GET /api/reports/stock-out-report` query (docs/api.md). docs/product.md does not show the
 * stock-out filter's fields; these are the stored report filter's date range and store, with the
 * page of a list.
 */
export const stockOutReportFilterSchema = pagedQuerySchema({
  date_from: optionalQuery(dateOnlySchema),
  date_to: optionalQuery(dateOnlySchema),
  store_id: optionalIdQuery,
});
export type StockOutReportFilter = z.output<typeof stockOutReportFilterSchema>;

/** The report screens the server answers. */
export const REPORT_KINDS = ['post-count', 'post-type'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

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

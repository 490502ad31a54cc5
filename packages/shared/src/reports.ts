import { z } from 'zod';
import { pagedQuerySchema } from './envelope.ts';
import { decimalText, optionalIdQuery, optionalQuery } from './ids.ts';
import { dateOnlySchema } from './posts.ts';

/** The reports (docs/product.md, "Reports"): their filter, its limits and the report kinds. */

/** The report filter's visitor types (docs/product.md); android counts as mobile. */
export const VISITOR_TYPES = ['desktop', 'mobile', 'android'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

/** The longest range a report answers, in days (both ends inclusive). */
export const MAX_REPORT_DAYS = 366;
/** The default report range: the last 7 days through today (docs/product.md). */
export const DEFAULT_REPORT_DAYS = 7;

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

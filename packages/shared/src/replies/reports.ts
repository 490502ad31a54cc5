import { z } from 'zod';
import { listReplySchema, okReplySchema } from '../envelope.ts';

/** `YYYY-MM-DD`, a newsroom calendar day. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of a report: its date and one number per column (a category or a post type, by name). */
export const reportRowSchema = z
  .object({ date: daySchema })
  .catchall(z.union([z.number(), z.string()]))
  .describe(
    'One row per day of the range; every other key is a column (category or post type) with its count.',
  )
  .meta({ id: 'ReportRow' });
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A row of the stock-out report. This product holds no stock data, so the list is always empty. */
export const stockOutReportRowSchema = z.record(z.string(), z.never());
export type StockOutReportRow = z.infer<typeof stockOutReportRowSchema>;

export const reportReplySchema = okReplySchema(z.array(reportRowSchema));
export const stockOutReportReplySchema = listReplySchema(stockOutReportRowSchema);

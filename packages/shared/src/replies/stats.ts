import { z } from 'zod';
import { listReplySchema, okReplySchema } from '../envelope.ts';
import { scheduledArticleSchema } from './editor-safety.ts';

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

/** One day of the dashboard's weekly chart. */
export const weeklyVisitorsRowSchema = z.object({
  date: daySchema,
  total: z.number().int().min(0),
  desktop: z.number().int().min(0),
  mobile: z.number().int().min(0),
});
export type WeeklyVisitorsRow = z.infer<typeof weeklyVisitorsRowSchema>;

const countSchema = z.object({ total: z.number().int().min(0) });

/** `GET /api/dashboard` data: four counts, the last 7 days' visitors, ending today, and the next scheduled drafts. */
export const dashboardDataSchema = z
  .object({
    post_count: countSchema,
    visitors_count: countSchema,
    campaigns_count: countSchema,
    banners_count: countSchema,
    weekly_post_visitors: z.array(weeklyVisitorsRowSchema),
    scheduled_posts: z.array(scheduledArticleSchema).describe('The next 5 scheduled drafts, soonest first.'),
  })
  .meta({ id: 'DashboardData' });
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const reportReplySchema = okReplySchema(z.array(reportRowSchema));
export const stockOutReportReplySchema = listReplySchema(stockOutReportRowSchema);
export const dashboardReplySchema = okReplySchema(dashboardDataSchema);

import {
  okReply,
  type ReportKind,
  reportFilterSchema,
  reportReplySchema,
  stockOutReportFilterSchema,
  stockOutReportReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getReport, type ReportCache } from './reports.service.ts';
import { getStockOutReport } from './stock-out.service.ts';

const REPORT_SUMMARIES: Record<ReportKind, string> = {
  'post-count': 'Articles per day, one column per category',
  'post-type': 'Articles per day, one column per article type',
};

/** The report screens' data (docs/product.md: Reports); the web app reaches them through GET /api{url}. */
export function reportsRoutes(app: FastifyInstance, deps: { db: Db; cache?: ReportCache }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['post-count', 'post-type'] as const) {
    api.get(
      `/api/reports/${kind}`,
      {
        schema: {
          tags: ['Reports'],
          summary: REPORT_SUMMARIES[kind],
          description:
            'One row per day of the range (default: the last 7 days through today; at most 366 days), days without articles as 0.',
          querystring: reportFilterSchema,
          response: { 200: reportReplySchema },
        },
      },
      async (req) => okReply(await getReport(deps.db, kind, req.query, deps.cache)),
    );
  }
  // docs/api.md lists it; there is no stock data, so it is always an empty page.
  api.get(
    '/api/reports/stock-out-report',
    {
      schema: {
        tags: ['Reports'],
        summary: 'The stock-out report: always an empty page (no stock data is held)',
        querystring: stockOutReportFilterSchema,
        response: { 200: stockOutReportReplySchema },
      },
    },
    async (req) => getStockOutReport(req.query),
  );
}

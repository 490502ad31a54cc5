import {
  okReply,
  type ReportFilter,
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
  const reportOptions = (kind: ReportKind) => ({
    schema: {
      tags: ['Reports'],
      summary: REPORT_SUMMARIES[kind],
      description:
        'One row per day of the range (default: the last 7 days through today; at most 366 days), days without articles as 0.',
      querystring: reportFilterSchema,
      response: { 200: reportReplySchema },
    },
  });
  const readReport = (kind: ReportKind) => async (req: { query: ReportFilter }) =>
    okReply(await getReport(deps.db, kind, req.query, deps.cache));

  api.get('/api/reports/post-count', reportOptions('post-count'), readReport('post-count'));
  api.get('/api/reports/post-type', reportOptions('post-type'), readReport('post-type'));

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

import { reportFilterSchema, stockOutReportFilterSchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { getReport, type ReportCache } from './reports.service.ts';
import { getStockOutReport } from './stock-out.service.ts';

/** The report screens' data (SPEC.md point 2: Reports); the web app reaches them through GET /api{url}. */
export function reportsRoutes(app: FastifyInstance, deps: { db: Db; cache?: ReportCache }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/reports/post-count', { schema: { querystring: reportFilterSchema } }, async (req) => ({
    status: 'ok',
    data: await getReport(deps.db, 'post-count', req.query, deps.cache),
  }));
  api.get('/api/reports/post-type', { schema: { querystring: reportFilterSchema } }, async (req) => ({
    status: 'ok',
    data: await getReport(deps.db, 'post-type', req.query, deps.cache),
  }));
  // SPEC.md point 7 lists it; there is no stock data, so it is always an empty page.
  api.get(
    '/api/reports/stock-out-report',
    { schema: { querystring: stockOutReportFilterSchema } },
    async (req) => getStockOutReport(req.query),
  );
}

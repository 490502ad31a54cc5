import { dashboardReplySchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import { getDashboard, type PostCountCache } from './dashboard.service.ts';

/** The home screen's numbers and weekly chart. */
export function dashboardRoutes(
  app: FastifyInstance,
  deps: { db: Db; postCountCache?: PostCountCache },
): void {
  registerReadRoute(app, {
    url: '/api/dashboard',
    tag: 'Dashboard',
    summary: 'Active articles, visitors, campaigns and banners, and the last 7 days of visitors',
    reply: dashboardReplySchema,
    read: () => getDashboard(deps.db, deps.postCountCache),
  });
}

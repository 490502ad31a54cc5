import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { getDashboard, type PostCountCache } from './dashboard.service.ts';

/** The home screen's numbers and weekly chart. */
export function dashboardRoutes(
  app: FastifyInstance,
  deps: { db: Db; postCountCache?: PostCountCache },
): void {
  app.get('/api/dashboard', async () => ({
    status: 'ok',
    data: await getDashboard(deps.db, deps.postCountCache),
  }));
}

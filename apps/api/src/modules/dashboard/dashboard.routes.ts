import { dashboardReplySchema, okReply } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getDashboard, type PostCountCache } from './dashboard.service.ts';

/** The home screen's numbers and weekly chart. */
export function dashboardRoutes(
  app: FastifyInstance,
  deps: { db: Db; postCountCache?: PostCountCache },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'Active articles, visitors, campaigns and banners, and the last 7 days of visitors',
        response: { 200: dashboardReplySchema },
      },
    },
    async () => okReply(await getDashboard(deps.db, deps.postCountCache)),
  );
}

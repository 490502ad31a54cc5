import { dashboardReplySchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
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
    summary: 'Active articles, visitors, campaigns and banners, the last 7 days of visitors, and lists',
    description:
      "The four counts (the visitors since their first counted day), the last 7 days of visitors, the next scheduled drafts and those the scheduler published late in the last 24 hours, today's most read articles, the user's own drafts, the latest published articles, and for is_admin and is_administrator users their area (users by role; the recent sign-ins only for administrators, who may read the audit trail).",
    reply: dashboardReplySchema,
    read: (req) => getDashboard(deps.db, currentUser(req), deps.postCountCache),
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { checklistRoutes } from './modules/checklist/checklist.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { correctionsRoutes } from './modules/corrections/corrections.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { keywordsRoutes } from './modules/keywords/keywords.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/**
 * The newsroom's calls that need only the database (server.ts registers them), in the order of
 * the API reference: categories, keywords, users, roles, the inbox, comments, the checklist, corrections.
 */
export function registerStaffRoutes(app: FastifyInstance, db: Db): void {
  for (const register of [
    menusRoutes,
    keywordsRoutes,
    usersRoutes,
    rolesRoutes,
    inboxRoutes,
    commentsRoutes,
    checklistRoutes,
    correctionsRoutes,
  ])
    register(app, { db });
}

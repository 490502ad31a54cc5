import {
  idSchema,
  menusReplySchema,
  okReply,
  postTypesReplySchema,
  submenusReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import { getMenus, getPostTypes, getSubmenus } from './menus.service.ts';
import { menusAdminRoutes } from './menus-admin.routes.ts';

/** Categories, subcategories and post types: the reference lists of the article screens, and their management. */
export function menusRoutes(app: FastifyInstance, deps: { db: Db }): void {
  registerReadRoute(app, {
    url: '/api/admin-menu-items',
    tag: 'Categories',
    summary: 'The active categories, in menu order',
    reply: menusReplySchema,
    read: () => getMenus(deps.db),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin-sub-menu-items/:parent_id',
    {
      schema: {
        tags: ['Categories'],
        summary: 'The active subcategories of a category, in their order',
        params: z.object({ parent_id: idSchema }),
        response: { 200: submenusReplySchema },
      },
    },
    async (req) => okReply(await getSubmenus(deps.db, req.params.parent_id)),
  );

  registerReadRoute(app, {
    url: '/api/posts/types',
    tag: 'Categories',
    summary: 'The active article types (Hír, Galéria, …), in their order',
    reply: postTypesReplySchema,
    read: () => getPostTypes(deps.db),
  });

  menusAdminRoutes(app, deps);
}

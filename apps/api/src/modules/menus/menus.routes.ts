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
import { listMenus, listPostTypes, listSubmenus } from './menus.repo.ts';

/** Categories, subcategories and post types: the reference lists of the article screens. */
export function menusRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin-menu-items',
    {
      schema: {
        tags: ['Categories'],
        summary: 'The active categories, in menu order',
        response: { 200: menusReplySchema },
      },
    },
    async () => okReply(await listMenus(deps.db)),
  );

  api.get(
    '/api/admin-sub-menu-items/:parent_id',
    {
      schema: {
        tags: ['Categories'],
        summary: 'The subcategories of a category',
        params: z.object({ parent_id: idSchema }),
        response: { 200: submenusReplySchema },
      },
    },
    async (req) => okReply(await listSubmenus(deps.db, req.params.parent_id)),
  );

  api.get(
    '/api/posts/types',
    {
      schema: {
        tags: ['Categories'],
        summary: 'The article types (Hír, Galéria, …)',
        response: { 200: postTypesReplySchema },
      },
    },
    async () => okReply(await listPostTypes(deps.db)),
  );
}

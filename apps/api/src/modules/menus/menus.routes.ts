import { idSchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { listMenus, listPostTypes, listSubmenus } from './menus.repo.ts';

/** Categories, subcategories and post types: the reference lists of the article screens. */
export function menusRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/admin-menu-items', async () => ({
    status: 'ok',
    data: await listMenus(deps.db),
  }));

  api.get(
    '/api/admin-sub-menu-items/:parent_id',
    {
      schema: { params: z.object({ parent_id: idSchema }) },
    },
    async (req) => ({ status: 'ok', data: await listSubmenus(deps.db, req.params.parent_id) }),
  );

  api.get('/api/posts/types', async () => ({
    status: 'ok',
    data: await listPostTypes(deps.db),
  }));
}

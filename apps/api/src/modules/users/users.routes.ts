import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { searchUsers } from './users.repo.ts';

export function usersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The reply nests the hits as data.data (SPEC.md point 7).
  api.get(
    '/api/users/search/:q',
    {
      config: { access: 'signedIn' },
      schema: {
        params: z.object({ q: z.string().trim().min(1).max(100) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
      },
    },
    async (req) => ({
      status: 'ok',
      data: { data: await searchUsers(deps.db, req.params.q, req.query.limit) },
    }),
  );
}

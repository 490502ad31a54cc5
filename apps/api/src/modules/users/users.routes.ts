import {
  changePasswordSchema,
  countQuerySchema,
  listReply,
  USER_SERVER_MESSAGES,
  userFilterSchema,
  userInputSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { idParams } from '../../lib/route-params.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { searchUsers } from './users.repo.ts';
import { changePassword, createUser, deleteUser, getUser, listUsers, updateUser } from './users.service.ts';

/** Who may call each route: lib/route-access.ts. */
export function usersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The reply nests the hits as data.data (SPEC.md point 7).
  api.get(
    '/api/users/search/:q',
    {
      schema: {
        params: z.object({ q: z.string().trim().min(1).max(100) }),
        querystring: z.object({ limit: countQuerySchema(50, 20) }),
      },
    },
    async (req) => ({
      status: 'ok',
      data: { data: await searchUsers(deps.db, req.params.q, req.query.limit) },
    }),
  );

  api.get('/api/users', { schema: { querystring: userFilterSchema } }, async (req) => {
    const filter = req.query;
    const { rows, total } = await listUsers(deps.db, filter);
    return listReply(rows, total, filter);
  });

  api.get('/api/users/:id', { schema: { params: idParams } }, async (req) => ({
    status: 'ok',
    message: '',
    data: await getUser(deps.db, req.params.id),
  }));

  api.post('/api/users/add', { schema: { body: userInputSchema } }, async (req) => ({
    status: 'ok',
    message: USER_SERVER_MESSAGES.saved,
    data: await createUser(deps.db, currentUser(req), req.body),
  }));

  api.put('/api/users/:id', { schema: { params: idParams, body: userInputSchema } }, async (req) => ({
    status: 'ok',
    message: USER_SERVER_MESSAGES.saved,
    data: await updateUser(deps.db, currentUser(req), req.params.id, req.body),
  }));

  api.delete('/api/users/:id', { schema: { params: idParams } }, async (req) => {
    await deleteUser(deps.db, currentUser(req), req.params.id);
    return { status: 'ok', message: USER_SERVER_MESSAGES.deleted, data: { id: req.params.id } };
  });

  api.put(
    '/api/users/:id/change-password',
    { schema: { params: idParams, body: changePasswordSchema } },
    async (req) => ({
      status: 'ok',
      message: USER_SERVER_MESSAGES.passwordChanged,
      data: await changePassword(deps.db, currentUser(req), req.tokenHash, req.params.id, req.body),
    }),
  );
}

import {
  changePasswordSchema,
  countQuerySchema,
  idParamsSchema,
  okReply,
  USER_SERVER_MESSAGES,
  userDetailsSchema,
  userFilterSchema,
  userInputSchema,
  userListItemSchema,
  userReplySchema,
  userSearchReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import {
  changePassword,
  createUser,
  deleteUser,
  findUsers,
  getUser,
  listUsers,
  updateUser,
} from './users.service.ts';

/** Who may call each route: lib/route-access.ts. */
export function usersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/users/search/:q',
    {
      schema: {
        tags: ['Users'],
        summary: 'Active users whose name or e-mail contains the text (the author filter)',
        description: 'The hits nest as `data.data`.',
        params: z.object({ q: z.string().trim().min(1).max(100) }),
        querystring: z.object({ limit: countQuerySchema(50, 20) }),
        response: { 200: userSearchReplySchema },
      },
    },
    async (req) =>
      okReply({ data: await findUsers(deps.db, currentUser(req), req.params.q, req.query.limit) }),
  );

  registerCrudRoutes(app, {
    tag: 'Users',
    names: { one: 'a user', many: 'users' },
    urls: {
      list: '/api/users',
      get: '/api/users/:id',
      add: '/api/users/add',
      update: '/api/users/:id',
      remove: '/api/users/:id',
    },
    schemas: {
      filter: userFilterSchema,
      input: userInputSchema,
      listItem: userListItemSchema,
      item: userDetailsSchema,
    },
    errors: { create: [409], update: [403], remove: [403] },
    notes: {
      update:
        "Another user's row needs is_administrator. With `myaccount: 1`, a user saves their own first name, last name and e-mail (and nothing else).",
      remove: "Never one's own row (403).",
    },
    list: (filter, reader) => listUsers(deps.db, reader, filter),
    get: (id, reader) => getUser(deps.db, id, reader),
    create: (actor, input) => createUser(deps.db, actor, input),
    update: (actor, id, input) => updateUser(deps.db, actor, id, input),
    remove: (actor, id) => deleteUser(deps.db, actor, id),
    messages: { saved: () => USER_SERVER_MESSAGES.saved, deleted: USER_SERVER_MESSAGES.deleted },
  });

  api.put(
    '/api/users/:id/change-password',
    {
      schema: {
        tags: ['Users'],
        summary: "Changes the signed-in user's own password",
        description: "Only one's own (403 otherwise). Every other session of the user ends.",
        params: idParamsSchema,
        body: changePasswordSchema,
        response: { 200: userReplySchema, ...errorReplies(403) },
      },
    },
    async (req) =>
      okReply(
        await changePassword(deps.db, currentUser(req), req.tokenHash, req.params.id, req.body),
        USER_SERVER_MESSAGES.passwordChanged,
      ),
  );
}

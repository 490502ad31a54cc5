import {
  idDataSchema,
  idParamsSchema,
  ROLE_MESSAGES as M,
  okReply,
  okReplySchema,
  roleInputSchema,
  roleSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

/** Roles with named rights ('Szerepkörök'; docs/api.md, "Roles"). Access: lib/route-access.ts. */
export function rolesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Roles'];

  api.get(
    '/api/roles',
    {
      schema: {
        tags,
        summary: 'Lists the roles, the built-in ones first, with how many active users have each',
        response: { 200: okReplySchema(z.array(roleSchema)) },
      },
    },
    async () => okReply(await listRoles(db)),
  );

  api.get(
    '/api/roles/:id',
    {
      schema: {
        tags,
        summary: 'One role',
        params: idParamsSchema,
        response: { 200: okReplySchema(roleSchema), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await getRole(db, req.params.id)),
  );

  api.post(
    '/api/roles',
    {
      schema: {
        tags,
        summary: 'Adds a role with a unique name and a set of rights',
        body: roleInputSchema,
        response: { 200: okReplySchema(roleSchema), ...errorReplies(400) },
      },
    },
    async (req) => okReply(await createRole(db, currentUser(req), req.body), M.saved),
  );

  api.put(
    '/api/roles/:id',
    {
      schema: {
        tags,
        summary: "Saves a custom role's name and rights",
        description:
          "Send back the `last_update` the form loaded: 409 when the role changed since. A built-in role's name and rights are fixed (400), and nobody can take `roles.manage` from their own role (400). Users of the role have the new rights with their next request.",
        params: idParamsSchema,
        body: roleInputSchema,
        response: { 200: okReplySchema(roleSchema), ...errorReplies(400, 404, 409) },
      },
    },
    async (req) => okReply(await updateRole(db, currentUser(req), req.params.id, req.body), M.saved),
  );

  api.delete(
    '/api/roles/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a custom role that no user has',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      await deleteRole(db, currentUser(req), req.params.id);
      return okReply({ id: req.params.id }, M.deleted);
    },
  );
}

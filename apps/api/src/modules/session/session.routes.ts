import {
  loginReplySchema,
  loginRequestSchema,
  logoutReplySchema,
  okReply,
  SERVER_MESSAGES,
  sessionUserReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { login, logout, type Sleep } from './session.service.ts';

export function sessionRoutes(
  app: FastifyInstance,
  deps: { db: Db; throttle: LoginThrottle; sleep?: Sleep },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/login',
    {
      schema: {
        tags: ['Session'],
        summary: 'Signs in and answers a bearer token',
        description:
          'The token lasts 12 hours, or 30 days with `remember`. A wrong e-mail or password is a 401 (`Hibás e-mail cím vagy jelszó!`); repeated failures for one e-mail or address are slowed, then refused with 429 for a while.',
        body: loginRequestSchema,
        response: { 200: loginReplySchema, ...errorReplies(401, 429) },
      },
    },
    async (req) => {
      const session = await login(
        deps.db,
        deps.throttle,
        {
          email: req.body.email,
          password: req.body.password,
          remember: Boolean(req.body.remember),
          address: req.ip,
        },
        deps.sleep,
      );
      return { status: 'ok' as const, message: SERVER_MESSAGES.loggedIn, ...session };
    },
  );

  registerReadRoute(app, {
    url: '/api/user',
    tag: 'Session',
    summary: 'The signed-in user',
    reply: sessionUserReplySchema,
    read: async (req) => currentUser(req),
  });

  api.post(
    '/api/logout',
    {
      schema: {
        tags: ['Session'],
        summary: 'Signs out: the token stops working',
        response: { 200: logoutReplySchema },
      },
    },
    async (req) => {
      if (req.tokenHash) await logout(deps.db, req.tokenHash);
      return okReply(null, SERVER_MESSAGES.loggedOut);
    },
  );
}

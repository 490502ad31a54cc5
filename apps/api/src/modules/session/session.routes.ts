import {
  idDataSchema,
  idParamsSchema,
  loginChallengeReplySchema,
  loginReplySchema,
  loginRequestSchema,
  logoutReplySchema,
  okReply,
  okReplySchema,
  revokedSessionsReplySchema,
  SERVER_MESSAGES,
  SESSION_LIST_MESSAGES,
  sessionUserReplySchema,
  userSessionsReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.service.ts';
import { login, logout } from './sign-in.service.ts';
import type { Sleep } from './sign-in-steps.service.ts';
import { clientOf } from './user-agent.ts';

/**
 * POST /api/login, the password half of a sign-in. Its second-factor half is
 * modules/two-factor/two-factor-login.routes.ts, registered right after it.
 */
export function signInRoutes(
  app: FastifyInstance,
  deps: { db: Db; throttle: LoginThrottle; sleep?: Sleep },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/login',
    {
      schema: {
        tags: ['Session'],
        summary: 'Signs in and answers a bearer token (or a second-factor challenge)',
        description:
          'The token lasts 12 hours, or 30 days with `remember`. A wrong e-mail or password is a 401 (`Hibás e-mail cím vagy jelszó!`); repeated failures for one e-mail or address are slowed, then refused with 429 for a while.\n\n' +
          'A user with a second factor gets no token yet but `two_factor_required: true` and a `challenge` for POST /api/login/two-factor (5 minutes, one use). `two_factor_setup: true` means a role of the user requires a second factor they have not set up: POST /api/login/two-factor/setup first.',
        body: loginRequestSchema,
        response: { 200: z.union([loginReplySchema, loginChallengeReplySchema]), ...errorReplies(401, 429) },
      },
    },
    async (req) => {
      const result = await login(
        deps.db,
        deps.throttle,
        {
          email: req.body.email,
          password: req.body.password,
          remember: Boolean(req.body.remember),
          ...clientOf(req),
        },
        deps.sleep,
      );
      if ('challenge' in result) return result;
      return { status: 'ok' as const, message: SERVER_MESSAGES.loggedIn, ...result };
    },
  );
}

/** The signed-in session: its user, signing out, and the user's list of sessions. */
export function sessionRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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

  registerReadRoute(app, {
    url: '/api/user/sessions',
    tag: 'Account security',
    summary: "The signed-in user's active sessions",
    description:
      'Newest first, with where each was opened (`address`, `user_agent`, `browser`) and when it was last used (refreshed at most once a minute). `current: 1` marks the session of this request.',
    reply: userSessionsReplySchema,
    read: (req) => listSessions(deps.db, currentUser(req).id, req.tokenHash),
  });

  api.delete(
    '/api/user/sessions/:id',
    {
      schema: {
        tags: ['Account security'],
        summary: "Ends one of the signed-in user's sessions",
        description:
          "Its token is refused at once, on every instance. Another user's session (or an unknown id) is a 404. Audited.",
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema) },
      },
    },
    async (req) =>
      okReply(
        await revokeSession(deps.db, currentUser(req), req.params.id),
        SESSION_LIST_MESSAGES.sessionRevoked,
      ),
  );

  api.post(
    '/api/user/sessions/revoke-others',
    {
      schema: {
        tags: ['Account security'],
        summary: 'Ends every other session of the signed-in user (this one stays)',
        description: 'Answers how many ended. Each is audited.',
        response: { 200: revokedSessionsReplySchema },
      },
    },
    async (req) => {
      const user = currentUser(req);
      if (!req.tokenHash) throw unauthorized();
      const result = await revokeOtherSessions(deps.db, user, req.tokenHash);
      return okReply(result, SESSION_LIST_MESSAGES.othersRevoked(result.revoked));
    },
  );
}

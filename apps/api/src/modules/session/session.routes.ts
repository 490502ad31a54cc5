import {
  idDataSchema,
  idParamsSchema,
  loginChallengeReplySchema,
  loginChallengeRequestSchema,
  loginReplySchema,
  loginRequestSchema,
  loginTwoFactorReplySchema,
  loginTwoFactorRequestSchema,
  logoutReplySchema,
  okReply,
  okReplySchema,
  revokedSessionsReplySchema,
  SERVER_MESSAGES,
  SESSION_LIST_MESSAGES,
  sessionUserReplySchema,
  twoFactorSetupReplySchema,
  userSessionsReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import {
  type ClientInfo,
  completeLoginTwoFactor,
  listSessions,
  login,
  logout,
  revokeOtherSessions,
  revokeSession,
  type Sleep,
  startLoginTwoFactorSetup,
} from './session.service.ts';
import { storedUserAgent } from './user-agent.ts';

/** Where a request comes from, as a session it opens keeps it. */
function clientOf(req: FastifyRequest): ClientInfo {
  return { address: req.ip, userAgent: storedUserAgent(req.headers['user-agent']) };
}

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

  api.post(
    '/api/login/two-factor/setup',
    {
      schema: {
        tags: ['Session'],
        summary: 'Sets up a second factor during sign-in (a role requires it): the secret and its QR code',
        description:
          'For a challenge answered with `two_factor_setup: true`. Scan the QR code (or type the secret) into an authenticator app, then send a code with the challenge to POST /api/login/two-factor. An expired or used challenge is a 401; 409 for a challenge that needs no set-up.',
        body: loginChallengeRequestSchema,
        response: { 200: twoFactorSetupReplySchema, ...errorReplies(401, 409) },
      },
    },
    async (req) => okReply(await startLoginTwoFactorSetup(deps.db, req.body.challenge)),
  );

  api.post(
    '/api/login/two-factor',
    {
      schema: {
        tags: ['Session'],
        summary: 'Completes a sign-in with a second-factor code: answers the bearer token',
        description:
          'The `code` is a current 6-digit code of the authenticator app (one step of 30 s early or late is accepted, each code once) or an unused recovery code (case and hyphen do not matter). After a set-up at sign-in, the reply also carries the 10 recovery codes, shown once. A wrong code is a 401 (`Hibás ellenőrző kód!`) and counts toward the login throttle (429 while locked); an expired, unknown or used challenge is a 401 asking to sign in again; 409 when a set-up challenge has no secret yet.',
        body: loginTwoFactorRequestSchema,
        response: { 200: loginTwoFactorReplySchema, ...errorReplies(401, 409, 429) },
      },
    },
    async (req) => {
      const session = await completeLoginTwoFactor(
        deps.db,
        deps.throttle,
        { challenge: req.body.challenge, code: req.body.code, ...clientOf(req) },
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

import {
  loginChallengeRequestSchema,
  loginTwoFactorReplySchema,
  loginTwoFactorRequestSchema,
  okReply,
  SERVER_MESSAGES,
  twoFactorSetupReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import type { Sleep } from '../session/sign-in-steps.service.ts';
import { clientOf } from '../session/user-agent.ts';
import { completeLoginTwoFactor, startLoginTwoFactorSetup } from './two-factor-login.service.ts';
import type { TotpSecrets } from './two-factor-secrets.service.ts';

/**
 * The second-factor half of a sign-in, after POST /api/login (modules/session/session.routes.ts)
 * answered a challenge: its set-up when a role requires it, then the code that opens the session.
 */
export function twoFactorLoginRoutes(
  app: FastifyInstance,
  deps: { db: Db; throttle: LoginThrottle; secrets: TotpSecrets; sleep?: Sleep },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
    async (req) => okReply(await startLoginTwoFactorSetup(deps.db, deps.secrets, req.body.challenge)),
  );

  api.post(
    '/api/login/two-factor',
    {
      schema: {
        tags: ['Session'],
        summary: 'Completes a sign-in with a second-factor code: answers the bearer token',
        description:
          'The `code` is a current 6-digit code of the authenticator app (one step of 30 s early or late is accepted, each code once) or an unused recovery code (case and hyphen do not matter). After a set-up at sign-in, the reply also carries the 10 recovery codes, shown once. A wrong code is a 401 (`Hibás ellenőrző kód!`) and counts toward the login throttle (429 while locked); an expired, unknown or used challenge is a 401 asking to sign in again; 409 when a set-up challenge has no secret yet; 503 when this server cannot open the stored secret (its `SECRETS_KEY` is not the key that sealed it: a misconfiguration, not counted; a recovery code still works).',
        body: loginTwoFactorRequestSchema,
        response: { 200: loginTwoFactorReplySchema, ...errorReplies(401, 409, 429) },
      },
    },
    async (req) => {
      const session = await completeLoginTwoFactor(
        deps.db,
        deps.throttle,
        deps.secrets,
        { challenge: req.body.challenge, code: req.body.code, ...clientOf(req) },
        deps.sleep,
      );
      return { status: 'ok' as const, message: SERVER_MESSAGES.loggedIn, ...session };
    },
  );
}

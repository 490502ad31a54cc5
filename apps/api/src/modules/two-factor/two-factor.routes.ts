import {
  idDataSchema,
  idParamsSchema,
  okReply,
  okReplySchema,
  recoveryCodesReplySchema,
  TWO_FACTOR_MESSAGES,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorPolicyReplySchema,
  twoFactorPolicySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  resetTwoFactor,
} from './two-factor.service.ts';
import { startTwoFactorSetup } from './two-factor-codes.service.ts';
import { getTwoFactorPolicy, saveTwoFactorPolicy } from './two-factor-policy.service.ts';
import type { TotpSecrets } from './two-factor-secrets.service.ts';

const TAG = 'Account security';

/** The signed-in user's second factor, and an administrator's reset of another user's. */
export function twoFactorRoutes(
  app: FastifyInstance,
  deps: { db: Db; throttle: LoginThrottle; secrets: TotpSecrets },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  registerReadRoute(app, {
    url: '/api/user/two-factor',
    tag: TAG,
    summary: "The signed-in user's second factor",
    description:
      "`required`: one of the user's roles must sign in with it (GET /api/settings/two-factor), so it cannot be turned off.",
    reply: twoFactorStatusReplySchema,
    read: (req) => getTwoFactorStatus(deps.db, currentUser(req)),
  });

  api.post(
    '/api/user/two-factor/setup',
    {
      schema: {
        tags: [TAG],
        summary: 'Starts setting up a second factor: a new secret and its QR code',
        description:
          'The secret stays pending (the second factor is not on) until POST /api/user/two-factor/enable confirms it with a code; calling this again replaces it. 409 when a second factor is on already.',
        response: { 200: twoFactorSetupReplySchema, ...errorReplies(409) },
      },
    },
    async (req) => okReply(await startTwoFactorSetup(deps.db, deps.secrets, currentUser(req))),
  );

  api.post(
    '/api/user/two-factor/enable',
    {
      schema: {
        tags: [TAG],
        summary: 'Turns the second factor on with a code of the pending secret',
        description:
          'Answers the 10 recovery codes, shown only this once (stored hashed). A wrong code is a 400 naming `code`; 409 without a pending secret or when it is on already.',
        body: twoFactorEnableRequestSchema,
        response: { 200: recoveryCodesReplySchema, ...errorReplies(409) },
      },
    },
    async (req) => {
      const codes = await enableTwoFactor(deps.db, deps.secrets, currentUser(req), req.body.code);
      return okReply({ recovery_codes: codes }, TWO_FACTOR_MESSAGES.enabled);
    },
  );

  api.post(
    '/api/user/two-factor/disable',
    {
      schema: {
        tags: [TAG],
        summary: 'Turns the second factor off, with a current code or the password',
        description:
          'Send `code` (a current code or a recovery code) or `password`. A wrong one is a 400 naming the field and counts toward the login throttle (429 while locked). 403 when a role of the user requires a second factor; 409 when it is not on. The recovery codes are deleted.',
        body: twoFactorDisableRequestSchema,
        response: { 200: twoFactorStatusReplySchema, ...errorReplies(403, 409, 429) },
      },
    },
    async (req) => {
      const status = await disableTwoFactor(deps.db, deps.throttle, deps.secrets, currentUser(req), {
        code: req.body.code,
        password: req.body.password,
        address: req.ip,
      });
      return okReply(status, TWO_FACTOR_MESSAGES.disabled);
    },
  );

  api.delete(
    '/api/users/:id/two-factor',
    {
      schema: {
        tags: [TAG],
        summary: "Resets a user's second factor (for a user locked out of it)",
        description:
          'Removes the second factor and the recovery codes; the user signs in with the password alone, or sets it up again when a role requires it. Audited. 409 when the user has none.',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(409) },
      },
    },
    async (req) => okReply(await resetTwoFactor(deps.db, req.params.id), TWO_FACTOR_MESSAGES.reset),
  );
}

/**
 * The second-factor policy (docs/api.md, "Two-factor sign-in"): a setting of its own shape,
 * registered after the application's calls (modules/app/app.routes.ts).
 */
export function twoFactorPolicyRoutes(app: FastifyInstance, deps: { db: Db }): void {
  registerReadRoute(app, {
    url: '/api/settings/two-factor',
    tag: 'Account security',
    summary: 'Which roles must sign in with a second factor',
    description:
      'Stored as the setting `TWO_FACTOR_REQUIRED_ROLES`; a user with one of these role flags and no second factor is sent to set it up right after the password.',
    reply: twoFactorPolicyReplySchema,
    read: () => getTwoFactorPolicy(deps.db),
  });
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/settings/two-factor',
    {
      schema: {
        tags: ['Account security'],
        summary: 'Sets which roles must sign in with a second factor',
        description:
          'Takes effect at the next sign-in of each user (sessions already open stay). The change is audited.',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicyReplySchema },
      },
    },
    async (req) => {
      const { policy, message } = await saveTwoFactorPolicy(deps.db, req.body);
      return okReply(policy, message);
    },
  );
}

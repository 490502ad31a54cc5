import {
  applicationModulesReplySchema,
  appSettingsReplySchema,
  notificationsReplySchema,
  okReply,
  twoFactorPolicyReplySchema,
  twoFactorPolicySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import {
  getApplicationModules,
  getNotifications,
  getSettings,
  getTwoFactorPolicy,
  saveTwoFactorPolicy,
} from './app.service.ts';

/** The shell's calls: the sidebar, the settings and the notification counters. */
export function appRoutes(
  app: FastifyInstance,
  deps: { db: Db; settingOverrides: Record<string, string> },
): void {
  const tag = 'Application';
  registerReadRoute(app, {
    url: '/api/application-modules',
    tag,
    summary: "The sidebar's module groups and the modules this user may see",
    description: 'Modules flagged requires_admin are listed only to is_admin users.',
    reply: applicationModulesReplySchema,
    read: (req) => getApplicationModules(deps.db, currentUser(req)),
  });
  registerReadRoute(app, {
    url: '/api/app-settings',
    tag,
    summary: 'The application settings',
    description: 'An environment variable of the same name overrides a stored value.',
    reply: appSettingsReplySchema,
    read: () => getSettings(deps.db, deps.settingOverrides),
  });
  registerReadRoute(app, {
    url: '/api/notifications',
    tag,
    summary: 'Counters by notification property',
    description: "`drafts`: the signed-in user's active drafts.",
    reply: notificationsReplySchema,
    read: (req) => getNotifications(deps.db, currentUser(req)),
  });

  // The second-factor policy (docs/api.md, "Two-factor sign-in"): a setting of its own shape.
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

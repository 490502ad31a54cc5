import {
  applicationModulesReplySchema,
  appSettingsReplySchema,
  notificationsReplySchema,
  okReply,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { getApplicationModules, getNotifications, getSettings } from './app.service.ts';

export function appRoutes(
  app: FastifyInstance,
  deps: { db: Db; settingOverrides: Record<string, string> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/application-modules',
    {
      schema: {
        tags: ['Application'],
        summary: "The sidebar's module groups and the modules this user may see",
        description: 'Modules flagged requires_admin are listed only to is_admin users.',
        response: { 200: applicationModulesReplySchema },
      },
    },
    async (req) => okReply(await getApplicationModules(deps.db, currentUser(req))),
  );

  api.get(
    '/api/app-settings',
    {
      schema: {
        tags: ['Application'],
        summary: 'The application settings',
        description: 'An environment variable of the same name overrides a stored value.',
        response: { 200: appSettingsReplySchema },
      },
    },
    async () => okReply(await getSettings(deps.db, deps.settingOverrides)),
  );

  api.get(
    '/api/notifications',
    {
      schema: {
        tags: ['Application'],
        summary: 'Counters by notification property',
        description: "`drafts`: the signed-in user's active drafts.",
        response: { 200: notificationsReplySchema },
      },
    },
    async (req) => okReply(await getNotifications(deps.db, currentUser(req))),
  );
}

import {
  applicationModulesReplySchema,
  appSettingsReplySchema,
  notificationsReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
import { getApplicationModules, getNotifications, getSettings } from './app.service.ts';

/** The shell's calls: the sidebar, the settings and the notification counters. */
export function appRoutes(app: FastifyInstance, deps: { db: Db; settings: SettingSources }): void {
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
    description:
      "An environment variable of the same name overrides a stored value. An empty `PUBLIC_SITE_URL` (or the former default `http://localhost:8080`) is the embedded reader site's address, `http://localhost:<SITE_PORT>`, unless `SITE_PORT` is 0.",
    reply: appSettingsReplySchema,
    read: () => getSettings(deps.db, deps.settings),
  });
  registerReadRoute(app, {
    url: '/api/notifications',
    tag,
    summary: 'Counters by notification property',
    description: "`drafts`: the signed-in user's active drafts.",
    reply: notificationsReplySchema,
    read: (req) => getNotifications(deps.db, currentUser(req)),
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { getApplicationModules, getNotifications, getSettings } from './app.service.ts';

export function appRoutes(
  app: FastifyInstance,
  deps: { db: Db; settingOverrides: Record<string, string> },
): void {
  app.get('/api/application-modules', async (req) => {
    return { status: 'ok', data: await getApplicationModules(deps.db, currentUser(req)) };
  });

  app.get('/api/app-settings', async () => {
    return { status: 'ok', data: await getSettings(deps.db, deps.settingOverrides) };
  });

  app.get('/api/notifications', async (req) => {
    return { status: 'ok', data: await getNotifications(deps.db, currentUser(req)) };
  });
}

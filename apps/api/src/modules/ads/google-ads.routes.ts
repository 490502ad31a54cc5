import {
  googleAdFilterSchema,
  googleAdInputSchema,
  googleAdSchema,
  ADS_SERVER_MESSAGES as M,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import {
  createGoogleAd,
  deleteGoogleAd,
  getGoogleAd,
  listGoogleAds,
  updateGoogleAd,
} from './google-ads.service.ts';

/** Google ad slots under /api/ga (docs/api.md). Access: lib/route-access.ts (writes: developers). */
export function googleAdsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  registerCrudRoutes(app, {
    tag: 'Google ads',
    names: { one: 'a Google ad slot', many: 'Google ad slots' },
    urls: {
      list: '/api/ga',
      get: '/api/ga/:id',
      add: '/api/ga/add',
      update: '/api/ga/:id',
      remove: '/api/ga/:id',
    },
    schemas: {
      filter: googleAdFilterSchema,
      input: googleAdInputSchema,
      listItem: googleAdSchema,
      item: googleAdSchema,
    },
    list: (filter) => listGoogleAds(deps.db, filter),
    get: (id) => getGoogleAd(deps.db, id),
    create: (actor, input) => createGoogleAd(deps.db, actor, input),
    update: (actor, id, input) => updateGoogleAd(deps.db, actor, id, input),
    remove: (actor, id) => deleteGoogleAd(deps.db, actor, id),
    messages: { saved: () => M.adSaved, deleted: M.adDeleted },
  });
}

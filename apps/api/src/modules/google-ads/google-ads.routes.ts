import {
  googleAdFilterSchema,
  googleAdInputSchema,
  listReply,
  ADS_SERVER_MESSAGES as M,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import { idParams } from '../../lib/route-params.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import {
  createGoogleAd,
  deleteGoogleAd,
  getGoogleAd,
  listGoogleAds,
  updateGoogleAd,
} from './google-ads.service.ts';

/** Google ad slots under /api/ga (SPEC.md point 7). Access: lib/route-access.ts (writes: developers). */
export function googleAdsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/ga', { schema: { querystring: googleAdFilterSchema } }, async (req) => {
    const { rows, total } = await listGoogleAds(deps.db, req.query);
    return listReply(rows, total, req.query);
  });

  api.get('/api/ga/:id', { schema: { params: idParams } }, async (req) => ({
    status: 'ok',
    message: '',
    data: await getGoogleAd(deps.db, req.params.id),
  }));

  api.post('/api/ga/add', { schema: { body: googleAdInputSchema } }, async (req) => ({
    status: 'ok',
    message: M.adSaved,
    data: await createGoogleAd(deps.db, currentUser(req), req.body),
  }));

  api.put('/api/ga/:id', { schema: { params: idParams, body: googleAdInputSchema } }, async (req) => ({
    status: 'ok',
    message: M.adSaved,
    data: await updateGoogleAd(deps.db, currentUser(req), req.params.id, req.body),
  }));

  api.delete('/api/ga/:id', { schema: { params: idParams } }, async (req) => {
    await deleteGoogleAd(deps.db, currentUser(req), req.params.id);
    return { status: 'ok', message: M.adDeleted, data: { id: req.params.id } };
  });
}

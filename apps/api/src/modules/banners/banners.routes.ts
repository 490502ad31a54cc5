import {
  ADS_SERVER_MESSAGES,
  type BannerKind,
  bannerFilterSchema,
  bannerInputSchema,
  listReply,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/auth.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { idParams } from '../../lib/route-params.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import {
  type BannerDeps,
  clickBanner,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  updateBanner,
} from './banners.service.ts';

/** An image travels as a data URL inside the JSON: up to 10 MB of image, base64-encoded. */
const IMAGE_BODY_LIMIT = 16 * 1024 * 1024;

/** The list and the writes of one kind under /api/campaigns or /api/banners (SPEC.md point 7). */
function kindRoutes(app: FastifyInstance, deps: BannerDeps, kind: BannerKind): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${kind}s`;

  api.get(base, { schema: { querystring: bannerFilterSchema } }, async (req) => {
    const { rows, total } = await listBanners(deps.db, kind, req.query);
    return listReply(rows, total, req.query);
  });

  api.get(`${base}/:id`, { schema: { params: idParams } }, async (req) => ({
    status: 'ok',
    message: '',
    data: await getBanner(deps.db, kind, req.params.id),
  }));

  api.post(
    `${base}/add`,
    { bodyLimit: IMAGE_BODY_LIMIT, schema: { body: bannerInputSchema } },
    async (req) => ({
      status: 'ok',
      message: ADS_SERVER_MESSAGES.saved[kind],
      data: await createBanner(deps, kind, currentUser(req), req.body),
    }),
  );

  api.put(
    `${base}/:id`,
    { bodyLimit: IMAGE_BODY_LIMIT, schema: { params: idParams, body: bannerInputSchema } },
    async (req) => ({
      status: 'ok',
      message: ADS_SERVER_MESSAGES.saved[kind],
      data: await updateBanner(deps, kind, currentUser(req), req.params.id, req.body),
    }),
  );

  api.delete(`${base}/:id`, { schema: { params: idParams } }, async (req) => {
    await deleteBanner(deps.db, kind, currentUser(req), req.params.id);
    return { status: 'ok', message: ADS_SERVER_MESSAGES.deleted[kind], data: { id: req.params.id } };
  });
}

/** Campaigns, banners and the public click counter (CONTRACT.md point 6). Access: lib/route-access.ts. */
export function bannersRoutes(app: FastifyInstance, deps: BannerDeps & { clickLimiter: RateLimiter }): void {
  kindRoutes(app, deps, 'campaign');
  kindRoutes(app, deps, 'banner');

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/public/banners/:id/click', { schema: { params: idParams } }, async (req, reply) => {
      await deps.clickLimiter.hit(req.ip);
      const url = await clickBanner(deps.db, req.params.id, req.method !== 'HEAD');
      return reply.redirect(url, 302);
    });
}

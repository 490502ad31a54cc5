import {
  ADS_SERVER_MESSAGES,
  type BannerKind,
  bannerFilterSchema,
  bannerInputSchema,
  bannerItemSchema,
  idParamsSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CrudRouteSet, registerCrudRoutes } from '../../lib/crud-routes.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
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

const TAGS: Record<BannerKind, string> = { campaign: 'Campaigns', banner: 'Banners' };

type BannerCrud = Omit<
  CrudRouteSet<
    typeof bannerFilterSchema,
    typeof bannerInputSchema,
    typeof bannerItemSchema,
    typeof bannerItemSchema
  >,
  'urls'
>;

/** The list and the writes of one kind; its URLs are the caller's (docs/api.md). */
function bannerCrud(deps: BannerDeps, kind: BannerKind): BannerCrud {
  return {
    tag: TAGS[kind],
    names: { one: `a ${kind}`, many: `${kind}s` },
    schemas: {
      filter: bannerFilterSchema,
      input: bannerInputSchema,
      listItem: bannerItemSchema,
      item: bannerItemSchema,
    },
    bodyLimit: IMAGE_BODY_LIMIT,
    list: (filter) => listBanners(deps.db, kind, filter),
    get: (id) => getBanner(deps.db, kind, id),
    create: (actor, input) => createBanner(deps, kind, actor, input),
    update: (actor, id, input) => updateBanner(deps, kind, actor, id, input),
    remove: (actor, id) => deleteBanner(deps.db, kind, actor, id),
    messages: { saved: () => ADS_SERVER_MESSAGES.saved[kind], deleted: ADS_SERVER_MESSAGES.deleted[kind] },
  };
}

/** Campaigns, banners and the public click counter (docs/api.md). Access: lib/route-access.ts. */
export function bannersRoutes(app: FastifyInstance, deps: BannerDeps & { clickLimiter: RateLimiter }): void {
  registerCrudRoutes(app, {
    ...bannerCrud(deps, 'campaign'),
    urls: {
      list: '/api/campaigns',
      get: '/api/campaigns/:id',
      add: '/api/campaigns/add',
      update: '/api/campaigns/:id',
      remove: '/api/campaigns/:id',
    },
  });

  registerCrudRoutes(app, {
    ...bannerCrud(deps, 'banner'),
    urls: {
      list: '/api/banners',
      get: '/api/banners/:id',
      add: '/api/banners/add',
      update: '/api/banners/:id',
      remove: '/api/banners/:id',
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/banners/:id/click',
    {
      schema: {
        tags: ['Public site'],
        summary: 'Counts a click on a campaign or banner and redirects to its link',
        description:
          'For the links of the public site. An active item with an http(s) link counts one click and answers 302 to the link; a HEAD request only looks (no click).',
        params: idParamsSchema,
        response: { 302: z.undefined().describe("Found: `Location` is the item's link.") },
      },
    },
    async (req, reply) => {
      await deps.clickLimiter.hit(req.ip);
      const url = await clickBanner(deps.db, req.params.id, req.method !== 'HEAD');
      return reply.redirect(url, 302);
    },
  );
}

import {
  type BannerFilter,
  type BannerItem,
  type BannerKind,
  type bannerInputSchema,
  bannerSaveSchema,
  DEFAULT_CAMPAIGN_SIDE,
  ADS_SERVER_MESSAGES as M,
  MEDIA_MESSAGES,
  normalizeHttpUrl,
  type SessionUser,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodeDataUrl } from '../../lib/images.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { pagedList } from '../../lib/paging.ts';
import { parseRequest } from '../../lib/request-errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import {
  discardingNewMediaOnFailure,
  type Ingested,
  ingestImage,
  mediaById,
} from '../media/media.service.ts';
import {
  type BannerWrite,
  countBanners,
  countClick,
  deactivateBanner,
  findBannerById,
  findBannerPage,
  findClickTarget,
  insertBanner,
  updateBannerIfUnchanged,
} from './banners.repo.ts';

type ParsedBannerInput = z.output<typeof bannerInputSchema>;

export interface BannerDeps {
  db: Db;
  storage: FileStorage;
}

/** Campaigns and banners: one set of rules, the kind as a parameter (they share the banners table). */
export async function listBanners(
  db: Db,
  kind: BannerKind,
  filter: BannerFilter,
): Promise<{ rows: BannerItem[]; total: number }> {
  return pagedList(findBannerPage(db, kind, filter), countBanners(db, kind, filter));
}

/** An active item of the kind, or 404. */
export async function getBanner(db: Db, kind: BannerKind, id: number): Promise<BannerItem> {
  const item = await findBannerById(db, kind, id);
  if (!item?.is_active) throw notFound(M.notFound[kind](id));
  return item;
}

/**
 * The rules that need the kind and the stored item (bannerSaveSchema: a side of the kind, and an
 * image for a new item), then the row to write (a campaign's side defaults to 'campaign'). A new
 * image is checked, re-encoded and stored; its pixel size becomes width and height.
 */
async function prepareWrite(
  deps: BannerDeps,
  kind: BannerKind,
  input: ParsedBannerInput,
  existing: BannerItem | undefined,
  uploaderId: number,
): Promise<{ values: BannerWrite; ingested?: Ingested }> {
  parseRequest(bannerSaveSchema(kind), { ...input, stored_image: existing?.banner_url ?? '' });
  const side = kind === 'campaign' && input.side === '' ? DEFAULT_CAMPAIGN_SIDE : input.side;
  const values: BannerWrite = { title: input.title.trim(), url: input.url, side };
  if (input.image) {
    // A library item (modules/media): the same bytes again answer the one stored.
    const ingested = await ingestImage(deps, decodeDataUrl(input.image.data), {
      folder: 'banners',
      uploaderId,
    });
    const { row } = ingested;
    values.image = { bannerUrl: row.url, width: row.width, height: row.height };
    return { values, ingested };
  }
  if (input.media_id) {
    const item = await mediaById(deps.db, input.media_id);
    if (!item) throw new AppError('BAD_INPUT', MEDIA_MESSAGES.notFound, { image: MEDIA_MESSAGES.notFound });
    values.image = { bannerUrl: item.url, width: item.width, height: item.height };
  }
  return { values };
}

export async function createBanner(
  deps: BannerDeps,
  kind: BannerKind,
  user: SessionUser,
  input: ParsedBannerInput,
): Promise<BannerItem> {
  const { values, ingested } = await prepareWrite(deps, kind, input, undefined, user.id);
  return discardingNewMediaOnFailure(deps, ingested, () =>
    inTransaction(deps.db, async (tx) => {
      const item = await getBanner(tx, kind, await insertBanner(tx, kind, values, user.id));
      await auditBanner(tx, kind, 'create', null, item);
      return item;
    }),
  );
}

/** Records a write of a campaign or banner in the audit trail, in the write's transaction. */
function auditBanner(
  tx: Db,
  kind: BannerKind,
  action: 'create' | 'update' | 'delete',
  before: BannerItem | null,
  after: BannerItem | null,
): Promise<void> {
  const item = (after ?? before) as BannerItem;
  return recordItemChange(tx, {
    entity: kind,
    action,
    id: item.id,
    before,
    after,
    label: item.title,
    ignore: ['full_name', 'total_clicks'],
  });
}

export async function updateBanner(
  deps: BannerDeps,
  kind: BannerKind,
  user: SessionUser,
  id: number,
  input: ParsedBannerInput,
): Promise<BannerItem> {
  const existing = await getBanner(deps.db, kind, id);
  const messages = { invalid: M.invalid, conflict: M.conflict[kind] };
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, messages);
  const { values, ingested } = await prepareWrite(deps, kind, input, existing, user.id);
  return discardingNewMediaOnFailure(deps, ingested, () =>
    inTransaction(deps.db, async (tx) => {
      if (!(await updateBannerIfUnchanged(tx, kind, id, loaded, values, user.id))) {
        throw new AppError('CONFLICT', M.conflict[kind]);
      }
      const item = await getBanner(tx, kind, id);
      await auditBanner(tx, kind, 'update', existing, item);
      return item;
    }),
  );
}

export async function deleteBanner(db: Db, kind: BannerKind, user: SessionUser, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const existing = await findBannerById(tx, kind, id);
    if (!existing?.is_active || !(await deactivateBanner(tx, kind, id, user.id))) {
      throw notFound(M.notFound[kind](id));
    }
    await auditBanner(tx, kind, 'delete', existing, { ...existing, is_active: 0 });
  });
}

/**
 * GET /api/public/banners/{id}/click: counts one click and answers the link to send the visitor to.
 * `count: false` (a HEAD request, e.g. a link checker) answers the link without counting.
 */
export async function clickBanner(db: Db, id: number, count = true): Promise<string> {
  const stored = count ? await countClick(db, id) : await findClickTarget(db, id);
  // Normalised again for links saved before links were stored normalised.
  const url = stored ? normalizeHttpUrl(stored) : undefined;
  if (!url) throw notFound(M.clickNotFound);
  return url;
}

import {
  findAdPosition,
  type GoogleAd,
  type GoogleAdFilter,
  type googleAdInputSchema,
  ADS_SERVER_MESSAGES as M,
  type SessionUser,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { pagedList } from '../../lib/paging.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import {
  countGoogleAds,
  deactivateGoogleAd,
  findGoogleAdById,
  findGoogleAdPage,
  type GoogleAdWrite,
  insertGoogleAd,
  updateGoogleAdIfUnchanged,
} from './google-ads.repo.ts';

type ParsedGoogleAdInput = z.output<typeof googleAdInputSchema>;

export async function listGoogleAds(
  db: Db,
  filter: GoogleAdFilter,
): Promise<{ rows: GoogleAd[]; total: number }> {
  return pagedList(findGoogleAdPage(db, filter), countGoogleAds(db, filter));
}

/** An active ad slot, or 404. */
export async function getGoogleAd(db: Db, id: number): Promise<GoogleAd> {
  const ad = await findGoogleAdById(db, id);
  if (!ad?.is_active) throw notFound(M.adNotFound(id));
  return ad;
}

/**
 * The row of a slot that passed googleAdInputSchema: a positioned slot takes the position's size
 * (the sent width and height, when any, already equal it); a slot without one keeps what was sent.
 */
function prepareWrite(input: ParsedGoogleAdInput): GoogleAdWrite {
  const position = findAdPosition(input.position);
  const width = position?.code ? position.width : (input.width ?? 0);
  const height = position?.code ? position.height : (input.height ?? 0);
  return {
    name: input.name,
    path: input.path,
    size: input.size,
    divId: input.div_id,
    pathMobile: input.path_mobile,
    sizeMobile: input.size_mobile,
    divIdMobile: input.div_id_mobile,
    position: input.position,
    width,
    height,
  };
}

export async function createGoogleAd(
  db: Db,
  user: SessionUser,
  input: ParsedGoogleAdInput,
): Promise<GoogleAd> {
  const values = prepareWrite(input);
  return inTransaction(db, async (tx) => {
    const ad = await getGoogleAd(tx, await insertGoogleAd(tx, values, user.id));
    await auditGoogleAd(tx, 'create', null, ad);
    return ad;
  });
}

/** Records a write of a Google ad slot in the audit trail, in the write's transaction. */
function auditGoogleAd(
  tx: Db,
  action: 'create' | 'update' | 'delete',
  before: GoogleAd | null,
  after: GoogleAd | null,
): Promise<void> {
  const ad = (after ?? before) as GoogleAd;
  return recordItemChange(tx, {
    entity: 'google_ad',
    action,
    id: ad.id,
    before,
    after,
    label: ad.name,
    ignore: ['full_name'],
  });
}

export async function updateGoogleAd(
  db: Db,
  user: SessionUser,
  id: number,
  input: ParsedGoogleAdInput,
): Promise<GoogleAd> {
  const existing = await getGoogleAd(db, id);
  const messages = { invalid: M.invalid, conflict: M.adConflict };
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, messages);
  const values = prepareWrite(input);
  return inTransaction(db, async (tx) => {
    if (!(await updateGoogleAdIfUnchanged(tx, id, loaded, values, user.id))) {
      throw new AppError('CONFLICT', M.adConflict);
    }
    const ad = await getGoogleAd(tx, id);
    await auditGoogleAd(tx, 'update', existing, ad);
    return ad;
  });
}

export async function deleteGoogleAd(db: Db, user: SessionUser, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const existing = await findGoogleAdById(tx, id);
    if (!existing?.is_active || !(await deactivateGoogleAd(tx, id, user.id))) {
      throw notFound(M.adNotFound(id));
    }
    await auditGoogleAd(tx, 'delete', existing, { ...existing, is_active: 0 });
  });
}

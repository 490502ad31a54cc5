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
 * The rules of SPEC.md point 5 (Google ad dialog): name, path, size and div_id are required; a
 * position must be one of the codes, and a positioned slot has exactly the position's size (sent
 * width and height may be left out, and are then taken from it).
 */
function prepareWrite(input: ParsedGoogleAdInput): GoogleAdWrite {
  const errors: Record<string, string> = {};
  for (const field of ['name', 'path', 'size', 'div_id'] as const) {
    if (!input[field]) errors[field] = M.invalid;
  }
  if (Object.keys(errors).length > 0) throw new AppError('BAD_INPUT', M.invalid, errors);
  const position = findAdPosition(input.position);
  if (!position) throw new AppError('BAD_INPUT', M.unknownPosition, { position: M.unknownPosition });
  let width = input.width ?? 0;
  let height = input.height ?? 0;
  if (position.code !== '') {
    const sent = (input.width ?? 0) > 0 || (input.height ?? 0) > 0;
    if (sent && (width !== position.width || height !== position.height)) {
      const message = M.sizeMismatch(position.width, position.height);
      throw new AppError('BAD_INPUT', message, { width: message, height: message });
    }
    width = position.width;
    height = position.height;
  }
  return {
    name: input.name,
    path: input.path,
    size: input.size,
    divId: input.div_id,
    pathMobile: input.path_mobile,
    sizeMobile: input.size_mobile,
    divIdMobile: input.div_id_mobile,
    position: position.code,
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
  return inTransaction(db, async (tx) => getGoogleAd(tx, await insertGoogleAd(tx, values, user.id)));
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
    return getGoogleAd(tx, id);
  });
}

export async function deleteGoogleAd(db: Db, user: SessionUser, id: number): Promise<void> {
  if (!(await deactivateGoogleAd(db, id, user.id))) throw notFound(M.adNotFound(id));
}

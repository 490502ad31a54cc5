import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { encodeImage, newUploadKey } from '../../lib/images.ts';
import { keyOfUrl } from '../../lib/media-variants.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteMedia,
  findMediaById,
  findMediaBySha,
  insertMedia,
  lockHash,
  lockMedia,
  type MediaRow,
} from './media.repo.ts';

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface MediaDeps {
  db: Db;
  storage: FileStorage;
}

async function mustFind(db: Db, id: number): Promise<MediaRow> {
  const row = await findMediaById(db, id);
  if (!row) throw new Error(`media ${id} not found after insert`);
  return row;
}

export interface Ingested {
  row: MediaRow;
  /** The same bytes were in the library already: nothing was stored now. */
  existing: boolean;
}

export interface IngestOptions {
  /** The storage folder of a new file ('posts/covers', 'banners', 'media'). */
  folder: string;
  fileName?: string;
  uploaderId: number | null;
  details?: { alt?: string; credit?: string; caption?: string };
}

/**
 * Every upload path's way in (docs/api.md, "Media library"): the same bytes answer the item the
 * library has (no copy is stored), anything else is checked, re-encoded, stored and becomes an
 * item. Two uploads of the same new bytes at once make one item: the second finds the first's row
 * under the hash's lock and its stored file is removed.
 */
export async function ingestImage(deps: MediaDeps, bytes: Buffer, options: IngestOptions): Promise<Ingested> {
  const sha256 = sha256Of(bytes);
  const known = await findMediaBySha(deps.db, sha256);
  if (known) return { row: known, existing: true };
  const image = await encodeImage(bytes);
  const url = await deps.storage.put(newUploadKey(options.folder, image.ext), image.data);
  const result = await inTransaction(deps.db, async (tx) => {
    await lockHash(tx, sha256);
    const raced = await findMediaBySha(tx, sha256);
    if (raced) return { id: raced.id, existing: true };
    const id = await insertMedia(tx, {
      url,
      fileName: path.basename(options.fileName ?? '').slice(0, 255),
      type: image.type,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      sha256,
      ...options.details,
      uploadedBy: options.uploaderId,
    });
    await recordAudit(tx, { entity: 'media', entityId: id, action: 'create', label: url });
    return { id, existing: false };
  }).catch(async (err: unknown) => {
    await deps.storage.remove(keyOfUrl(url)).catch(() => undefined);
    throw err;
  });
  if (result.existing) await deps.storage.remove(keyOfUrl(url)).catch(() => undefined);
  return { row: await mustFind(deps.db, result.id), existing: result.existing };
}

/**
 * Runs a save that follows an upload: when the save fails (a 409, a 503, anything) and the upload
 * made a new item, the item and its file are removed, so a lost race leaves nothing behind. An
 * item that was in the library already stays.
 */
export async function discardingNewMediaOnFailure<T>(
  deps: MediaDeps,
  ingested: Ingested | undefined,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (ingested && !ingested.existing) {
      const { id, url } = ingested.row;
      await inTransaction(deps.db, async (tx) => {
        if (await lockMedia(tx, id)) await deleteMedia(tx, id);
      })
        .then(() => deps.storage.remove(keyOfUrl(url)))
        .catch(() => undefined);
    }
    throw err;
  }
}

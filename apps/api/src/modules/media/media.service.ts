import {
  CONTENT_MESSAGES,
  can,
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaListQuery,
  type MediaUpdateInput,
  type MediaUsage,
  type SessionUser,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { encodeImage, THUMBNAIL_HEIGHTS, thumbnailKey, VARIANT_WIDTHS } from '../../lib/images.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.ts';
import { keyOfUrl, removeVariants, sourcesOf } from '../../lib/media-variants.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { syncCoverCredit } from '../posts/posts-media.service.ts';
import {
  deleteMedia,
  findArticleIdsUsing,
  findMediaById,
  findMediaByUrl,
  findMediaPage,
  findUsages,
  lockMedia,
  type MediaPatch,
  type MediaRow,
  notifyArticlesChanged,
  setCreditIfEmpty,
  updateMedia,
} from './media.repo.ts';
import { sha256Of } from './media-ingest.service.ts';

export interface MediaDeps {
  db: Db;
  storage: FileStorage;
}

/** A library item as the API answers it. */
export function toMediaItem(row: MediaRow): MediaItem {
  const focal = { x: row.focalX, y: row.focalY };
  return {
    id: row.id,
    url: row.url,
    file_name: row.fileName,
    type: row.type,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    sha256: row.sha256,
    alt: row.alt,
    credit: row.credit,
    caption: row.caption,
    focal,
    version: row.version,
    uploaded_by: row.uploadedBy === null ? null : { id: row.uploadedBy, name: row.uploaderName ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    usage_count: row.usageCount,
    sources: sourcesOf({ url: row.url, width: row.width, height: row.height, focal, version: row.version }),
  };
}

export { discardingNewMediaOnFailure, type Ingested, ingestImage, sha256Of } from './media-ingest.service.ts';

async function mustFind(db: Db, id: number): Promise<MediaRow> {
  const row = await findMediaById(db, id);
  if (!row) throw notFound(MEDIA_MESSAGES.notFound);
  return row;
}

export async function getMediaItem(db: Db, id: number): Promise<MediaItem> {
  return toMediaItem(await mustFind(db, id));
}

export async function listMedia(
  db: Db,
  query: MediaListQuery,
): Promise<{ items: MediaItem[]; next: string | null }> {
  const after =
    query.after === undefined ? undefined : decodeKeysetCursor(query.after, CONTENT_MESSAGES.badCursor);
  const rows = await findMediaPage(db, { ...query, after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toMediaItem),
    next: rows.length > query.limit && last ? encodeKeysetCursor(last.createdAt, last.id) : null,
  };
}

export async function listUsages(db: Db, id: number): Promise<MediaUsage[]> {
  await mustFind(db, id);
  return findUsages(db, id);
}

/**
 * PUT /api/media/{id}: alt text, credit, caption, focal point. The credit is the photo's, so the
 * articles with this cover take it (`thumbnail_source`); the articles using the image hear of the
 * change (caches, webhooks). A new focal point makes new crops (a new version).
 */
export async function updateMediaItem(db: Db, id: number, input: MediaUpdateInput): Promise<MediaItem> {
  const before = await mustFind(db, id);
  const patch: MediaPatch = {
    ...(input.alt === undefined ? {} : { alt: input.alt }),
    ...(input.credit === undefined ? {} : { credit: input.credit }),
    ...(input.caption === undefined ? {} : { caption: input.caption }),
  };
  if (input.focal && (input.focal.x !== before.focalX || input.focal.y !== before.focalY)) {
    Object.assign(patch, { focalX: input.focal.x, focalY: input.focal.y, newVersion: true });
  }
  await inTransaction(db, async (tx) => {
    await updateMedia(tx, id, patch);
    if (patch.credit !== undefined && patch.credit !== before.credit) {
      await syncCoverCredit(tx, before.url, patch.credit);
    }
    await notifyArticlesChanged(tx, await findArticleIdsUsing(tx, id));
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of ['alt', 'credit', 'caption'] as const) {
      if (patch[field] !== undefined && patch[field] !== before[field]) {
        changes[field] = { before: before[field], after: patch[field] };
      }
    }
    if (patch.newVersion) {
      changes.focal = {
        before: `${before.focalX}, ${before.focalY}`,
        after: `${patch.focalX}, ${patch.focalY}`,
      };
    }
    await recordAudit(tx, { entity: 'media', entityId: id, action: 'update', label: before.url, changes });
  });
  return getMediaItem(db, id);
}

/** Replacing or deleting another's upload needs taxonomy.manage. */
function assertMayManage(user: SessionUser, row: MediaRow): void {
  if (row.uploadedBy !== user.id && !can(user, 'manageTaxonomy')) {
    throw new AppError('FORBIDDEN', MEDIA_MESSAGES.notOwn);
  }
}

/** The scaled copies of the older `?h=` and `?w=` kind (lib/images.ts) of an original. */
async function removeOldThumbnails(storage: FileStorage, key: string): Promise<void> {
  const variants = [
    ...[...THUMBNAIL_HEIGHTS].map((size) => ({ side: 'h' as const, size })),
    ...[...VARIANT_WIDTHS].map((size) => ({ side: 'w' as const, size })),
  ];
  for (const variant of variants) await storage.remove(thumbnailKey(key, variant)).catch(() => undefined);
}

/**
 * 'Csere': a new file at the same path (id and URL kept, the format of the path kept), new copies
 * (a new version), and the content API's webhooks for every article that uses it. Should the
 * database refuse, the old bytes are put back.
 */
export async function replaceMediaItem(
  deps: MediaDeps,
  user: SessionUser,
  id: number,
  bytes: Buffer,
): Promise<MediaItem> {
  const row = await mustFind(deps.db, id);
  assertMayManage(user, row);
  const image = await encodeImage(bytes, row.type === 'image/png' ? 'png' : 'jpg');
  const key = keyOfUrl(row.url);
  const old = await deps.storage.read(key);
  await deps.storage.put(key, image.data);
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await lockMedia(tx, id))) throw notFound(MEDIA_MESSAGES.notFound);
      const file = {
        sha256: sha256Of(bytes),
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        type: image.type,
      };
      await updateMedia(tx, id, { file, newVersion: true });
      await notifyArticlesChanged(tx, await findArticleIdsUsing(tx, id));
      await recordAudit(tx, {
        entity: 'media',
        entityId: id,
        action: 'update',
        label: row.url,
        changes: {
          file: {
            before: `${row.width}×${row.height}, ${row.bytes} B`,
            after: `${image.width}×${image.height}, ${image.data.length} B`,
          },
        },
      });
    });
  } catch (err) {
    if (old) await deps.storage.put(key, old).catch(() => undefined);
    throw err;
  }
  await removeVariants(deps.storage, key).catch(() => undefined);
  await removeOldThumbnails(deps.storage, key);
  return getMediaItem(deps.db, id);
}

/** How a delete's 409 names the uses: the first few, then how many more. */
function describeUses(uses: readonly MediaUsage[]): string {
  const shown = uses.slice(0, 5).map((u) => `„${u.title}” (${u.label})`);
  const more = uses.length - shown.length;
  return more > 0 ? `${shown.join(', ')} és még ${more} helyen` : shown.join(', ');
}

/** DELETE /api/media/{id}: refused with a 409 naming the uses while anything uses it. */
export async function deleteMediaItem(deps: MediaDeps, user: SessionUser, id: number): Promise<void> {
  const row = await mustFind(deps.db, id);
  assertMayManage(user, row);
  await inTransaction(deps.db, async (tx) => {
    if (!(await lockMedia(tx, id))) throw notFound(MEDIA_MESSAGES.notFound);
    const uses = await findUsages(tx, id);
    if (uses.length > 0) throw new AppError('CONFLICT', MEDIA_MESSAGES.inUse(describeUses(uses)));
    await deleteMedia(tx, id);
    await recordAudit(tx, { entity: 'media', entityId: id, action: 'delete', label: row.url });
  });
  const key = keyOfUrl(row.url);
  await deps.storage.remove(key).catch(() => undefined);
  await removeVariants(deps.storage, key).catch(() => undefined);
  await removeOldThumbnails(deps.storage, key);
}

/** The library item of an id, if any. */
export function mediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  return findMediaById(db, id);
}

/** The library item of a stored path ('/uploads/…'), if any. */
export function mediaByUrl(db: Db, url: string): Promise<MediaRow | undefined> {
  return findMediaByUrl(db, url);
}

/**
 * An article gave a credit for its cover whose library item had none: the item takes it, so the
 * next article with this photo shows it too. An item with a credit keeps its own.
 */
export async function adoptCredit(tx: Db, mediaId: number, credit: string): Promise<void> {
  await setCreditIfEmpty(tx, mediaId, credit);
}

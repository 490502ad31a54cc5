import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/client.ts';
import { type FileStorage, UPLOADS_PREFIX } from '../../lib/storage.ts';
import { contentTypeOf } from '../../lib/storage-http.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findAllMediaUrls, indexExistingUsages, insertMediaIfNew } from './media.repo.ts';
import { sha256Of } from './media.service.ts';

/** Copies kept beside the originals (lib/images.ts, lib/media-variants.ts): never items themselves. */
const COPY_PREFIXES = ['.thumbs/', '.variants/'];

/**
 * Makes every stored image that the library lacks an item (docs/operations.md, "Media library"):
 * the uploads of before the library, files an operator copied in. Run at every start, on disk
 * storage and on an object store alike; a file already an item is skipped, so a second run (or a
 * second instance running at once) adds nothing. Answers how many items it made.
 */
export async function importExistingUploads(db: Db, storage: FileStorage): Promise<number> {
  const known = await findAllMediaUrls(db);
  const made: number[] = [];
  for await (const entry of storage.list()) {
    if (COPY_PREFIXES.some((p) => entry.key.startsWith(p))) continue;
    const url = UPLOADS_PREFIX + entry.key;
    const type = contentTypeOf(entry.key);
    if (known.has(url) || !type) continue;
    const bytes = await storage.read(entry.key);
    if (!bytes) continue;
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch {
      continue;
    }
    if (!meta.width || !meta.height) continue;
    const id = await insertMediaIfNew(db, {
      url,
      fileName: path.basename(entry.key),
      type,
      width: meta.width,
      height: meta.height,
      bytes: bytes.length,
      sha256: sha256Of(bytes),
      uploadedBy: null,
      createdAt: entry.lastModified,
    });
    if (id !== undefined) made.push(id);
  }
  // Rows saved before the library named these files: their uses, in batches.
  for (let i = 0; i < made.length; i += 500) {
    const batch = made.slice(i, i + 500);
    await inTransaction(db, (tx) => indexExistingUsages(tx, batch));
  }
  return made.length;
}

/** importExistingUploads after start, in the background: the server answers meanwhile. */
export function importUploadsInBackground(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  return importExistingUploads(db, storage).then(
    (made) => {
      if (made > 0) log.info({ made }, 'existing uploads added to the media library');
    },
    (err: unknown) =>
      log.warn(
        { err },
        'adding existing uploads to the media library failed; it runs again at the next start',
      ),
  );
}

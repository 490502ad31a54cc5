import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type FileStorage, UPLOADS_PREFIX } from '../../lib/storage.ts';
import { claimMaintenanceRun, findReferencedUploadPaths } from './uploads.repo.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An upload no saved row names is removed only when older than this. An editor may paste an image
 * into an article and save it days later (the editor keeps unsaved work in the browser), so the
 * grace period is long; what it leaves behind for a week is a few unused files.
 */
export const ORPHAN_MIN_AGE_MS = 7 * DAY_MS;
/** A temp file of a write that never finished (a crash between write and rename). */
export const TEMP_MIN_AGE_MS = HOUR_MS;
/** The scaled copies (lib/images.ts): `.thumbs/h<height>/<key of the original>`, `.thumbs/w<width>/…`. */
const THUMB_PATTERN = /^\.thumbs\/[hw]\d+\/(.+)$/;
/** The library's sized copies (lib/media-variants.ts): `.variants/<key of the original>/<copy>`. */
const VARIANT_PATTERN = /^\.variants\/(.+)\/[^/]+$/;

export interface UploadCleanup {
  /** Keys removed: uploads no row names, and scaled copies (heights, widths) of originals that are gone. */
  removed: string[];
  /** Temp files of unfinished writes removed. */
  temporary: number;
}

/**
 * Removes what crashes and failed saves leave in the uploads: files no saved row names (older than
 * ORPHAN_MIN_AGE_MS), scaled copies whose original is gone, and stale temp files. A file that a row
 * references (an article's cover or body image, a banner's image; deleted rows included) is never
 * touched, nor is a file younger than the grace period, whatever refers to it.
 */
export async function cleanOrphanUploads(
  db: Db,
  storage: FileStorage,
  options: { now?: Date; minAgeMs?: number; tempMinAgeMs?: number } = {},
): Promise<UploadCleanup> {
  const now = options.now?.getTime() ?? Date.now();
  const temporary = await storage.sweepTemporary(new Date(now - (options.tempMinAgeMs ?? TEMP_MIN_AGE_MS)));
  // Read before listing: a file stored after this read is young, and so kept.
  const referenced = await findReferencedUploadPaths(db);
  const cutoff = now - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const kept = new Set<string>();
  const thumbs: string[] = [];
  const removed: string[] = [];
  for await (const entry of storage.list()) {
    if (THUMB_PATTERN.test(entry.key) || VARIANT_PATTERN.test(entry.key)) {
      thumbs.push(entry.key);
    } else if (referenced.has(UPLOADS_PREFIX + entry.key) || entry.lastModified.getTime() > cutoff) {
      kept.add(entry.key);
    } else {
      await storage.remove(entry.key);
      removed.push(entry.key);
    }
  }
  for (const thumb of thumbs) {
    const original = (THUMB_PATTERN.exec(thumb) ?? VARIANT_PATTERN.exec(thumb))?.[1];
    if (original && kept.has(original)) continue;
    await storage.remove(thumb);
    removed.push(thumb);
  }
  return { removed, temporary };
}

/**
 * Runs the cleaner a minute after start and then daily. With several instances, each daily run
 * happens on one of them (the first to claim it in maintenance_runs). Returns the stop function.
 */
export function scheduleUploadCleanup(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  options: { firstDelayMs?: number; intervalMs?: number } = {},
): () => void {
  const intervalMs = options.intervalMs ?? DAY_MS;
  const run = async () => {
    try {
      // A little less than the interval, so that instance clocks and timer drift never skip a day.
      if (!(await claimMaintenanceRun(db, 'upload-cleanup', intervalMs * 0.9))) return;
      const result = await cleanOrphanUploads(db, storage);
      log.info({ removed: result.removed.length, temporary: result.temporary }, 'upload cleanup done');
    } catch (err) {
      log.warn({ err }, 'upload cleanup failed; it runs again at the next interval');
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), intervalMs);
    interval.unref();
  }, options.firstDelayMs ?? 60_000);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

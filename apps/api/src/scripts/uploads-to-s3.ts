// npm run uploads:to-s3: copies the uploads kept on disk (DATA_DIR/uploads) into the bucket named
// by S3_BUCKET (and the other S3_* variables), before switching a server to the object store.
// Thumbnails (.thumbs/) are copied too: they could be made again, but only by scaling every image
// on its first request after the switch. Safe to run again and to interrupt: an object that is
// already in the bucket with the same size is skipped. Exits with 1 when a file could not be copied.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { createDiskStorage, type FileStorage } from '../lib/storage.ts';
import { createS3Storage } from '../lib/storage-s3.ts';

export interface CopyCounts {
  copied: number;
  skipped: number;
  failed: number;
}

export interface CopyOptions {
  /** Files copied at once; an object store answers each request slowly but many in parallel. */
  concurrency?: number;
  log?: (line: string) => void;
}

function reason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? err.cause.message : err.message;
}

/** Copies every file of `source` that `target` lacks (or holds with another size). */
export async function copyUploads(
  source: FileStorage,
  target: FileStorage,
  options: CopyOptions = {},
): Promise<CopyCounts> {
  const log = options.log ?? ((line: string) => console.log(line));
  // One listing instead of a request per file: the bucket may already hold most of them.
  const present = new Map<string, number>();
  for await (const entry of target.list()) present.set(entry.key, entry.size);

  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0 };
  const files = source.list()[Symbol.asyncIterator]();
  const copyNext = async (): Promise<void> => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const { key, size } = next.value;
      if (present.get(key) === size) {
        counts.skipped++;
        continue;
      }
      try {
        const data = await source.read(key);
        if (!data) throw new Error('the file disappeared while copying');
        await target.put(key, data);
        counts.copied++;
        if (counts.copied % 500 === 0) log(`  ${counts.copied} copied…`);
      } catch (err) {
        counts.failed++;
        log(`  failed: ${key}: ${reason(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, copyNext));
  return counts;
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error('S3_BUCKET is not set: name the bucket (and S3_ENDPOINT etc.) to copy the uploads into.');
    return 2;
  }
  const folder = path.join(config.dataDir, 'uploads');
  const source = createDiskStorage(folder);
  const target = createS3Storage(config.s3);
  try {
    console.log(`Copying ${folder} into the bucket ${config.s3.bucket}…`);
    const counts = await copyUploads(source, target);
    console.log(
      `Copied: ${counts.copied}, skipped (already in the bucket): ${counts.skipped}, failed: ${counts.failed}.`,
    );
    if (counts.failed > 0) console.error('Some files were not copied; run the command again to retry them.');
    return counts.failed > 0 ? 1 : 0;
  } catch (err) {
    console.error(`Cannot copy the uploads: ${reason(err)}`);
    return 1;
  } finally {
    await target.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}

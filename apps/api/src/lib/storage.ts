import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { SERVER_MESSAGES } from '@newsroom/shared';
import { AppError } from './errors.ts';
import {
  type ByteRange,
  type FileInfo,
  isNotModified,
  type OpenConditions,
  resolveRange,
} from './storage-http.ts';

/** One file of a listing. */
export interface StoredEntry {
  key: string;
  size: number;
  /** An orphan cleaner must spare files younger than the article that is about to reference them. */
  lastModified: Date;
}

/**
 * What `open` found: the client's copy is current (304), the file or the asked-for range of it as
 * a stream (200 or 206), or a range that lies outside the file (416).
 */
export type OpenedFile =
  | { info: FileInfo; notModified: true }
  | { info: FileInfo; notModified: false; body: Readable; range?: ByteRange }
  | { info: FileInfo; notModified: false; unsatisfiable: true };

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when configured
 * (storage-s3.ts). Keys are relative paths such as `posts/2026/11/abc.jpg`; the public URL is
 * `/uploads/<key>`. A missing key answers undefined (or false); a store that cannot be reached
 * throws StorageUnavailableError, which the error handler turns into a 503.
 */
export interface FileStorage {
  /** Stores the whole file at once (never half a file) and answers its public path. */
  put(key: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  stat(key: string): Promise<FileInfo | undefined>;
  /**
   * The file (or the one byte range `conditions.range` asks for) as a stream, or only its info when
   * the conditions say the client's copy is current or the range lies outside the file.
   */
  open(key: string, conditions?: OpenConditions): Promise<OpenedFile | undefined>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /**
   * Removes the temp files of writes that never finished (a crash between write and rename) last
   * changed before `olderThan`, and answers how many; stores that write atomically have none.
   */
  sweepTemporary(olderThan: Date): Promise<number>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

/** The store could not be reached or refused to work; the request may succeed later. */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('UNAVAILABLE', SERVER_MESSAGES.fileStorageUnavailable);
    this.name = 'StorageUnavailableError';
    // Kept for the log line the error handler writes: the operator needs the store's own reason.
    this.cause = cause;
  }
}

function safeJoin(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Érvénytelen fájlkulcs: ${key}`);
  return full;
}

/** Codes that mean "no such file" rather than a broken disk. */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(err: unknown): boolean {
  return err instanceof Error && MISSING_CODES.has((err as NodeJS.ErrnoException).code ?? '');
}

/** Temp files of writes in progress (see put); never part of a listing. */
const TEMP_SUFFIX = '.tmp';

function diskInfo(stats: { size: number; mtime: Date }): FileInfo {
  // Weak: made from the metadata, not the bytes, like the tags of most static file servers.
  return {
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime,
  };
}

export function createDiskStorage(root: string): FileStorage {
  const stat = async (key: string): Promise<FileInfo | undefined> => {
    try {
      const stats = await fs.stat(safeJoin(root, key));
      return stats.isFile() ? diskInfo(stats) : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw new StorageUnavailableError(err);
    }
  };

  return {
    async put(key, data) {
      const full = safeJoin(root, key);
      // A random temp name: instances sharing a volume may have the same pid (1, in containers).
      const temp = `${full}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      try {
        await fs.mkdir(path.dirname(full), { recursive: true });
        await fs.writeFile(temp, data);
        await fs.rename(temp, full);
      } catch (err) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw new StorageUnavailableError(err);
      }
      return UPLOADS_PREFIX + key;
    },
    async read(key) {
      try {
        return await fs.readFile(safeJoin(root, key));
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw new StorageUnavailableError(err);
      }
    },
    stat,
    async open(key, conditions) {
      // One handle for the info and the bytes: the file cannot vanish in between.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(safeJoin(root, key), 'r');
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw new StorageUnavailableError(err);
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        const info = diskInfo(stats);
        if (isNotModified(info, conditions)) {
          await handle.close();
          return { info, notModified: true };
        }
        const range = resolveRange(info, conditions);
        if (range === 'unsatisfiable') {
          await handle.close();
          return { info, notModified: false, unsatisfiable: true };
        }
        if (range) return { info, notModified: false, range, body: handle.createReadStream(range) };
        return { info, notModified: false, body: handle.createReadStream() };
      } catch (err) {
        await handle.close().catch(() => undefined);
        throw new StorageUnavailableError(err);
      }
    },
    async exists(key) {
      return (await stat(key)) !== undefined;
    },
    async remove(key) {
      try {
        await fs.rm(safeJoin(root, key), { force: true });
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async *list(prefix = '') {
      // Only the folder the prefix names is read (a library item's copies: `.variants/<key>/`).
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>;
      try {
        entries = await fs.readdir(folder ? safeJoin(root, folder) : root, {
          recursive: true,
          withFileTypes: true,
        });
      } catch (err) {
        if (isMissing(err)) return;
        throw new StorageUnavailableError(err);
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(TEMP_SUFFIX)) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(key);
        if (info) yield { key, size: info.size, lastModified: info.lastModified };
      }
    },
    async sweepTemporary(olderThan) {
      let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return 0;
        throw new StorageUnavailableError(err);
      }
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(TEMP_SUFFIX)) continue;
        const full = path.join(entry.parentPath, entry.name);
        const stats = await fs.stat(full).catch(() => undefined);
        if (!stats || stats.mtime >= olderThan) continue;
        await fs.rm(full, { force: true });
        removed += 1;
      }
      return removed;
    },
    async close() {},
  };
}

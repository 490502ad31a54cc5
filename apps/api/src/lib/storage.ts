import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Paths are relative keys such as `posts/2026/11/abc.jpg`; the public URL
 * is `/uploads/<key>`. The disk implementation can be replaced by an object store behind this interface.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

function safeJoin(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Érvénytelen fájlkulcs: ${key}`);
  return full;
}

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      const full = safeJoin(root, key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, full);
      return UPLOADS_PREFIX + key;
    },
    async read(key) {
      try {
        return await fs.readFile(safeJoin(root, key));
      } catch {
        return undefined;
      }
    },
    async exists(key) {
      try {
        await fs.access(safeJoin(root, key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(safeJoin(root, key), { force: true });
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api): the nearest folder at or above `start` that holds the
 * migrations. Found by walking up rather than by a fixed `../..` because this code runs both from
 * src/lib/ (tsx, tests) and bundled into dist/main.js (production, see scripts/build-api.mjs).
 */
export function findApiRoot(start: string): string {
  for (let dir = start; ; ) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No folder at or above ${start} holds drizzle/meta/_journal.json`);
    dir = parent;
  }
}

/** apps/api, wherever this module runs from. */
export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The SQL migrations that run at start. */
export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** The repository (or deployed tree) the API sits in, two levels above apps/api. */
export const repoRoot = path.resolve(apiRoot, '../..');

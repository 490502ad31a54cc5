/**
 * `npm run seed:demo` with S3_BUCKET set: the demo's cover and ad images go through the storage
 * into the bucket (a real S3 server, s3rver), not into DATA_DIR/uploads.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { banners, posts } from '../db/schema/index.ts';
import { createStorage } from '../lib/create-storage.ts';
import type { FileStorage } from '../lib/storage.ts';
import { createTestDatabase, type TestDatabase } from '../test/harness.ts';
import { useS3Server } from '../test/s3-server.ts';
import { seedDemo } from './seed-demo.ts';

const s3 = useS3Server();
let testDb: TestDatabase;
let dataDir: string;
let storage: FileStorage;

beforeAll(async () => {
  testDb = await createTestDatabase({ referenceData: false });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-seed-'));
  storage = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
});

afterAll(async () => {
  await storage?.close();
  await testDb?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** `npm run seed:demo` with `posts` articles into the test database, the storage being the bucket. */
const seedInto = (posts: number) =>
  seedDemo({ database: testDb.database, posts, dataDir, storage, visits: false, log: () => undefined });

it('stores the demo covers and ad images in the bucket, and the rows point at them', async () => {
  const result = await seedInto(5);
  expect(result.coversCreated).toBeGreaterThan(0);

  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  expect(keys.filter((k) => k.startsWith('demo/cover-'))).toHaveLength(result.coversCreated);
  expect(keys.some((k) => k.startsWith('banners/demo/'))).toBe(true);
  await expect(fs.access(path.join(dataDir, 'uploads'))).rejects.toThrow();

  const stored = new Set(keys.map((k) => `/uploads/${k}`));
  const thumbnails = (await testDb.db.select({ url: posts.thumbnail }).from(posts)).map((r) => r.url);
  for (const url of thumbnails.filter(Boolean)) expect(stored.has(url), url).toBe(true);
  const bannerUrls = (await testDb.db.select({ url: banners.bannerUrl }).from(banners)).map((r) => r.url);
  expect(bannerUrls.length).toBeGreaterThan(0);
  for (const url of bannerUrls) expect(stored.has(url), url).toBe(true);

  // A second run draws nothing: the covers are already in the bucket.
  const again = await seedInto(0);
  expect(again.coversCreated).toBe(0);
});

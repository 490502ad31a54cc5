/**
 * The upload cleaner: what crashes and failed saves leave behind goes; a file that a saved row
 * names, or that is younger than the grace period, stays.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, posts } from '../../db/schema/index.ts';
import { buildPost, createTestApp, storeTestUpload, type TestApp, useTestApp } from '../../test/harness.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { recordRevision } from '../revisions/revisions.service.ts';
import { cleanOrphanUploads, ORPHAN_MIN_AGE_MS } from './upload-cleaner.ts';
import { claimMaintenanceRun } from './uploads.repo.ts';

const DAY_MS = 24 * 3600_000;
/** A moment past the grace period of every file written now. */
const later = () => new Date(Date.now() + ORPHAN_MIN_AGE_MS + DAY_MS);

async function keys(t: TestApp): Promise<string[]> {
  const all: string[] = [];
  for await (const entry of t.app.storage.list()) all.push(entry.key);
  return all.sort();
}

/** Files a saved row names, of every kind the cleaner must know. */
async function referencedFiles(t: TestApp, tag: string) {
  const cover = await storeTestUpload(t.app, `/uploads/posts/covers/${tag}-cover.jpg`);
  const deletedCover = await storeTestUpload(t.app, `/uploads/posts/covers/${tag}-deleted.jpg`);
  const inBody = await storeTestUpload(t.app, `/uploads/posts/content/${tag}-body.jpg`);
  const inBodyFullUrl = await storeTestUpload(t.app, `/uploads/posts/content/${tag}-body-url.png`);
  const banner = await storeTestUpload(t.app, `/uploads/banners/${tag}-banner.jpg`);
  await buildPost(t.db, {
    thumbnail: cover,
    content: `<p>Szöveg <img src="${inBody}"> és <img src="https://hirportal.example${inBodyFullUrl}?h=200"></p>`,
  });
  await buildPost(t.db, { thumbnail: deletedCover, is_active: false });
  // An old revision's cover and body image, since replaced in the article itself.
  const revisionCover = await storeTestUpload(t.app, `/uploads/posts/covers/${tag}-revision.jpg`);
  const revisionBody = await storeTestUpload(t.app, `/uploads/posts/content/${tag}-revision-body.jpg`);
  const revised = await buildPost(t.db, {
    thumbnail: revisionCover,
    content: `<p><img src="${revisionBody}"></p>`,
  });
  await recordRevision(t.db, revised.id, revised.user_id, 'create');
  await t.db
    .update(posts)
    .set({ thumbnail: cover, content: '<p>Új szöveg.</p>' })
    .where(eq(posts.id, revised.id));
  const admin = await t.createUser({ is_admin: true });
  // A banner row naming the stored file, as a saved banner does.
  await t.db.insert(banners).values({
    kind: 'banner',
    title: 'Teszt',
    side: 'inactive',
    bannerUrl: banner,
    width: 32,
    height: 24,
    userId: admin.id,
  });
  return [cover, deletedCover, inBody, inBodyFullUrl, banner, revisionCover, revisionBody].map((p) =>
    p.replace('/uploads/', ''),
  );
}

describe.each(['disk', 'S3'] as const)('cleanOrphanUploads (%s)', (kind) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    s3 = kind === 'S3' ? await startS3Server({ bucket: 'takaritas' }) : undefined;
    t = await createTestApp({ env: s3?.env ?? {} });
  });

  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('removes old orphans and the thumbnails of what it removes, and keeps every referenced file', async () => {
    const referenced = await referencedFiles(t, kind.toLowerCase());
    const orphan = (await storeTestUpload(t.app, '/uploads/posts/covers/elhagyott.jpg')).replace(
      '/uploads/',
      '',
    );
    // Scaled copies, as GET ?h=200 and ?w=960 make them: of a kept file, and of the orphan.
    const keptThumbs = [`.thumbs/h200/${referenced[0]}`, `.thumbs/w960/${referenced[0]}`];
    const orphanThumbs = [`.thumbs/h200/${orphan}`, `.thumbs/w480/${orphan}`];
    for (const key of [...keptThumbs, ...orphanThumbs]) await t.app.storage.put(key, Buffer.from('thumb'));

    const result = await cleanOrphanUploads(t.db, t.app.storage, { now: later() });
    // The orphans go (the harness's unused default cover among them); nothing referenced does.
    expect(result.removed).toEqual(expect.arrayContaining([orphan, ...orphanThumbs]));
    for (const key of [...referenced, ...keptThumbs]) expect(result.removed).not.toContain(key);
    const left = await keys(t);
    for (const key of [...referenced, ...keptThumbs]) expect(left).toContain(key);
    for (const key of [orphan, ...orphanThumbs]) expect(left).not.toContain(key);
  });

  it('keeps an orphan younger than the grace period (an image pasted into an unsaved article)', async () => {
    const young = (await storeTestUpload(t.app, '/uploads/posts/content/friss.jpg')).replace('/uploads/', '');
    const result = await cleanOrphanUploads(t.db, t.app.storage);
    expect(result.removed).not.toContain(young);
    expect(await keys(t)).toContain(young);
  });
});

describe('temp files and the daily claim', () => {
  const { t } = useTestApp();

  it('removes temp files of writes that never finished, and keeps a fresh one', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'posts', 'covers');
    await fs.mkdir(folder, { recursive: true });
    const stale = path.join(folder, 'felbehagyott.jpg.abc123.tmp');
    const fresh = path.join(folder, 'folyamatban.jpg.def456.tmp');
    await fs.writeFile(stale, 'félig');
    await fs.writeFile(fresh, 'épp most');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await fs.utimes(stale, twoHoursAgo, twoHoursAgo);
    const result = await cleanOrphanUploads(t.db, t.app.storage);
    expect(result.temporary).toBe(1);
    await expect(fs.access(stale)).rejects.toThrow();
    await fs.access(fresh);
  });

  it('lets exactly one of several instances claim each run', async () => {
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimMaintenanceRun(t.db, 'teszt-feladat', DAY_MS)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimMaintenanceRun(t.db, 'teszt-feladat', DAY_MS)).toBe(false);
    // Once the interval is over, the next claim wins again.
    expect(await claimMaintenanceRun(t.db, 'teszt-feladat', 0)).toBe(true);
  });
});

/**
 * The start-up import's scenario (media-import*.test.ts), the same on disk and in a bucket: files
 * put straight into the storage as before the library, rows that name them saved before it
 * existed, sized copies that must not become items, then importExistingUploads twice.
 */
import type { MediaItem, MediaUsage } from '@newsroom/shared';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { banners } from '../../db/schema/index.ts';
import { buildImage, buildPost, type TestApp } from '../../test/harness.ts';
import { sha256Of } from './media.service.ts';
import { importExistingUploads } from './media-import.service.ts';

type Call = (method: 'GET', url: string) => Promise<LightMyRequestResponse>;

export async function checkImportOfExistingUploads(t: TestApp, call: Call): Promise<void> {
  const suffix = Date.now().toString(36);
  const cover = `posts/covers/2019/05/regi-${suffix}.jpg`;
  const inText = `posts/content/2019/05/szoveg-${suffix}.png`;
  const banner = `banners/2019/05/hirdetes-${suffix}.jpg`;
  const unused = `posts/content/2019/05/arva-${suffix}.jpg`;
  const bytes = {
    [cover]: await buildImage({ width: 90, height: 60 }),
    [inText]: await buildImage({ format: 'png', width: 30, height: 20 }),
    [banner]: await buildImage({ width: 300, height: 120 }),
    [unused]: await buildImage({ width: 20, height: 20 }),
  };
  for (const [key, data] of Object.entries(bytes)) await t.app.storage.put(key, data);
  // Copies kept beside the originals, and a file that only claims to be an image.
  const webp = await sharp(bytes[cover]).webp().toBuffer();
  await t.app.storage.put(`.thumbs/h200/${cover}`, bytes[cover] as Buffer);
  await t.app.storage.put(`.variants/${cover}/v1-w320.webp`, webp);
  await t.app.storage.put(`posts/content/2019/05/hamis-${suffix}.jpg`, Buffer.from('nem kép'));

  // Saved before the library: no trigger found an item for them.
  const post = await buildPost(t.db, {
    title: 'Régi cikk',
    thumbnail: `/uploads/${cover}`,
    content: `<p><img src="/uploads/${inText}" alt="x"></p>`,
  });
  const [row] = await t.db
    .insert(banners)
    .values({
      kind: 'banner',
      title: 'Régi banner',
      side: 'right_600',
      bannerUrl: `/uploads/${banner}`,
      width: 300,
      height: 120,
      userId: post.user_id,
    })
    .returning({ id: banners.id });

  const listed = async () => {
    const res = await call('GET', '/api/media?limit=200');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: MediaItem[] }>().data;
  };
  const before = await listed();
  const made = await importExistingUploads(t.db, t.app.storage);
  const after = await listed();
  expect(after.length - before.length).toBe(made);
  const byUrl = new Map(after.map((i) => [i.url, i]));
  for (const [key, data] of Object.entries(bytes)) {
    const meta = await sharp(data).metadata();
    expect(byUrl.get(`/uploads/${key}`), key).toMatchObject({
      file_name: key.split('/').pop(),
      type: key.endsWith('.png') ? 'image/png' : 'image/jpeg',
      width: meta.width,
      height: meta.height,
      bytes: data.length,
      sha256: sha256Of(data),
      uploaded_by: null,
    });
  }
  // Copies and what is not an image never become items.
  for (const item of after) expect(item.url).not.toMatch(/\/(\.thumbs|\.variants)\/|hamis-/);

  const usagesOf = async (key: string) => {
    const item = byUrl.get(`/uploads/${key}`);
    const res = await call('GET', `/api/media/${item?.id}/usages`);
    return res.json<{ data: MediaUsage[] }>().data.map((u) => `${u.kind}:${u.id}`);
  };
  expect(await usagesOf(cover)).toEqual([`cover:${post.id}`]);
  expect(await usagesOf(inText)).toEqual([`content:${post.id}`]);
  expect(await usagesOf(banner)).toEqual([`banner:${row?.id}`]);
  expect(await usagesOf(unused)).toEqual([]);

  // A second run adds nothing.
  expect(await importExistingUploads(t.db, t.app.storage)).toBe(0);
  expect(await listed()).toEqual(after);
}

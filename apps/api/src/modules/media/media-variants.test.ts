/**
 * The sized copies of a library image (lib/media-variants.ts): WebP and AVIF widths never wider
 * than the original, focal-point crops of the right ratio, made once, kept in the storage and
 * served with immutable caching; the focal point decides what a crop shows.
 */
import { MEDIA_CROP_RATIOS, type MediaItem, type MediaVariant } from '@newsroom/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantKey } from '../../lib/media-variants.ts';
import { buildImage } from '../../test/harness.ts';
import { keyOf, storedKeys, useMediaApp } from './media-support.ts';

const { t, call, upload, putItem, getItem } = useMediaApp();

const RATIO: Record<string, number> = { '16x9': 16 / 9, '1x1': 1, '4x3': 4 / 3 };
const widths = (list: MediaVariant[]) => list.map((v) => v.width);

function fetchCopy(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** A 1600×400 grey PNG with a red block around (0.9, 0.5). */
async function imageWithRedBlock(): Promise<Buffer> {
  const width = 1600;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 160; y < 240; y++) {
    for (let x = 1400; x < 1480; x++) pixels.set([230, 20, 20], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** How many pixels of an image are clearly red. */
async function redPixels(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 180 && (data[i + 1] ?? 0) < 80 && (data[i + 2] ?? 0) < 80) count += 1;
  }
  return count;
}

describe('sizes', () => {
  let wide: MediaItem;

  it('a 2000×1000 image: WebP and AVIF at every standard width, crops of the right ratios', async () => {
    wide = (await upload(await buildImage({ width: 2000, height: 1000 }))).data;
    expect(wide).toMatchObject({ width: 2000, height: 1000 });
    for (const list of [wide.sources.webp, wide.sources.avif]) {
      expect(widths(list)).toEqual([320, 640, 960, 1280, 1920]);
      for (const v of list) expect(v.height).toBe(v.width / 2);
    }
    expect(wide.sources.webp[1]?.url).toBe(`${wide.url}?w=640&fm=webp&v=1`);
    expect(wide.sources.avif[0]?.url).toBe(`${wide.url}?w=320&fm=avif&v=1`);
    // The largest box of each ratio: 1778×1000, 1000×1000, 1333×1000.
    expect(widths(wide.sources.crops['16x9'])).toEqual([320, 640, 960, 1280]);
    expect(widths(wide.sources.crops['1x1'])).toEqual([320, 640, 960]);
    expect(widths(wide.sources.crops['4x3'])).toEqual([320, 640, 960, 1280]);
    for (const ratio of MEDIA_CROP_RATIOS) {
      const box = { width: Math.min(2000, Math.round(1000 * (RATIO[ratio] ?? 1))) };
      for (const v of wide.sources.crops[ratio]) {
        expect(v.width).toBeLessThanOrEqual(box.width);
        expect(Math.abs(v.width / v.height - (RATIO[ratio] ?? 1))).toBeLessThan(0.01);
        expect(v.url).toBe(`${wide.url}?w=${v.width}&ar=${ratio}&fm=webp&v=1`);
      }
    }
  });

  it('a 500 px wide image has only the 320 copy; no copy is ever wider than the original', async () => {
    const small = (await upload(await buildImage({ width: 500, height: 250 }))).data;
    expect(small.sources.webp).toEqual([{ url: `${small.url}?w=320&fm=webp&v=1`, width: 320, height: 160 }]);
    expect(widths(small.sources.avif)).toEqual([320]);
    // Its 1:1 box is 250 wide: one crop of its own width.
    expect(small.sources.crops['1x1']).toEqual([
      { url: `${small.url}?w=250&ar=1x1&fm=webp&v=1`, width: 250, height: 250 },
    ]);
    const all = [...small.sources.webp, ...small.sources.avif, ...Object.values(small.sources.crops).flat()];
    for (const v of all) expect(v.width).toBeLessThanOrEqual(500);
  });

  it('a copy is served at its width, cached for ever, made once and kept in the storage', async () => {
    const key = keyOf(wide.url);
    const copyKey = variantKey(key, 1, { width: 640, format: 'webp' });
    expect(await t.app.storage.exists(copyKey)).toBe(false);
    const res = await fetchCopy(`${wide.url}?w=640&fm=webp&v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(await t.app.storage.exists(copyKey)).toBe(true);
    const copies = await storedKeys(t.app.storage, `.variants/${key}/`);
    expect(copies).toEqual([copyKey]);
    // Served from the storage the second time: the same copy, the same ETag; a 304 to it.
    const again = await fetchCopy(`${wide.url}?w=640&fm=webp&v=1`);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await storedKeys(t.app.storage, `.variants/${key}/`)).toEqual(copies);
    const cached = await fetchCopy(`${wide.url}?w=640&fm=webp&v=1`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
  });

  it('AVIF and the crops are served at their sizes too', async () => {
    const avif = await fetchCopy(`${wide.url}?w=320&fm=avif&v=1`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
    for (const ratio of MEDIA_CROP_RATIOS) {
      const asked = wide.sources.crops[ratio][0] as MediaVariant;
      const res = await fetchCopy(asked.url);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], ratio).toEqual([asked.width, asked.height]);
    }
    expect(await t.app.storage.exists(variantKey(keyOf(wide.url), 1, { width: 320, format: 'avif' }))).toBe(
      true,
    );
  });

  it('a width or ratio not made of the image answers the original', async () => {
    for (const query of [
      '?w=500&fm=webp',
      '?w=1920&ar=1x1&fm=webp',
      '?w=640&ar=2x1&fm=webp',
      '?w=640&fm=gif',
    ]) {
      const res = await fetchCopy(`${wide.url}${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-type'], query).toBe('image/jpeg');
      expect(await sharp(res.rawPayload).metadata(), query).toMatchObject({ width: 2000, height: 1000 });
    }
  });
});

describe('focal point', () => {
  it('drives the crops: a new focal point makes a new version whose 1:1 crop shows it', async () => {
    const item = (await upload(await imageWithRedBlock(), { fileName: 'piros.png' })).data;
    expect(item).toMatchObject({ type: 'image/png', width: 1600, height: 400, version: 1 });
    const centred = item.sources.crops['1x1'][0] as MediaVariant;
    const before = await fetchCopy(centred.url);
    expect(before.headers['content-type']).toBe('image/webp');
    expect(await redPixels(before.rawPayload)).toBe(0);

    const moved = await putItem(item.id, { focal: { x: 0.9, y: 0.5 } });
    expect(moved).toMatchObject({ focal: { x: 0.9, y: 0.5 }, version: 2 });
    const all = [...moved.sources.webp, ...moved.sources.avif, ...Object.values(moved.sources.crops).flat()];
    for (const v of all) expect(v.url).toMatch(/&v=2$/);
    const crop = moved.sources.crops['1x1'][0] as MediaVariant;
    expect(crop).toEqual({ url: `${item.url}?w=320&ar=1x1&fm=webp&v=2`, width: 320, height: 320 });
    const after = await fetchCopy(crop.url);
    expect(after.statusCode).toBe(200);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
    // The 80×80 block is 16×16 at this scale.
    expect(await redPixels(after.rawPayload)).toBeGreaterThan(150);
    expect(
      await t.app.storage.exists(
        variantKey(keyOf(item.url), 2, { width: 320, format: 'webp', ratio: '1x1' }),
      ),
    ).toBe(true);

    // The same point again is no change: no new version.
    expect((await putItem(item.id, { focal: { x: 0.9, y: 0.5 }, alt: 'Piros folt' })).version).toBe(2);
    // Only the focal point moves the version: alt text, credit and caption do not.
    expect((await getItem(item.id)).version).toBe(2);
  });
});

describe('GET of a copy of a file the library lacks', () => {
  it('answers the original', async () => {
    const url = await t.storeUpload('/uploads/posts/content/kulso.jpg');
    const res = await call('GET', `${url}?w=320&fm=webp`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

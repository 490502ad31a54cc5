/**
 * focalCrop (lib/media-variants.ts): the largest box of a ratio inside an image, around the focal
 * point. Whatever the image and the point, the point is inside the box, the box has the ratio
 * (to the pixel) and lies within the image.
 */
import { MEDIA_CROP_RATIOS, type MediaCropRatio } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { type CropBox, focalCrop, widthsFor } from './media-variants.ts';

const RATIOS: Record<MediaCropRatio, [number, number]> = { '16x9': [16, 9], '1x1': [1, 1], '4x3': [4, 3] };

/** A small seeded generator, so a failure can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function expectGoodBox(
  width: number,
  height: number,
  ratio: MediaCropRatio,
  focal: { x: number; y: number },
) {
  const box: CropBox = focalCrop(width, height, ratio, focal);
  const what = `${width}×${height} ${ratio} at (${focal.x}, ${focal.y}): ${JSON.stringify(box)}`;
  const [rw, rh] = RATIOS[ratio];
  // Within the image.
  expect(box.left, what).toBeGreaterThanOrEqual(0);
  expect(box.top, what).toBeGreaterThanOrEqual(0);
  expect(box.left + box.width, what).toBeLessThanOrEqual(width);
  expect(box.top + box.height, what).toBeLessThanOrEqual(height);
  expect(Number.isInteger(box.left) && Number.isInteger(box.top), what).toBe(true);
  // The focal point inside.
  expect(focal.x * width, what).toBeGreaterThanOrEqual(box.left);
  expect(focal.x * width, what).toBeLessThanOrEqual(box.left + box.width);
  expect(focal.y * height, what).toBeGreaterThanOrEqual(box.top);
  expect(focal.y * height, what).toBeLessThanOrEqual(box.top + box.height);
  // The largest box of the ratio: one side is the image's, the other that side at the ratio
  // (rounded to a pixel).
  const fullWidth = box.width === width && box.height === Math.round((width * rh) / rw);
  const fullHeight = box.height === height && box.width === Math.min(width, Math.round((height * rw) / rh));
  expect(fullWidth || fullHeight, what).toBe(true);
  expect(Math.abs(box.width * rh - box.height * rw), what).toBeLessThanOrEqual(Math.max(rw, rh) / 2 + 1e-9);
  return box;
}

describe('focalCrop', () => {
  it('is centred on the focal point when the edges allow, with the exact ratio', () => {
    expect(focalCrop(2000, 1000, '1x1', { x: 0.5, y: 0.5 })).toEqual({
      left: 500,
      top: 0,
      width: 1000,
      height: 1000,
    });
    expect(focalCrop(2000, 1000, '16x9', { x: 0.5, y: 0.5 })).toEqual({
      left: 111,
      top: 0,
      width: 1778,
      height: 1000,
    });
    expect(focalCrop(1600, 1600, '16x9', { x: 0.5, y: 0.25 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    });
    expect(focalCrop(1600, 1600, '4x3', { x: 0.5, y: 0.5 })).toEqual({
      left: 0,
      top: 200,
      width: 1600,
      height: 1200,
    });
    expect(focalCrop(1600, 400, '1x1', { x: 0.75, y: 0.5 })).toEqual({
      left: 1000,
      top: 0,
      width: 400,
      height: 400,
    });
  });

  it('moves the box to the edge for a focal point near a corner, keeping the point inside', () => {
    for (const ratio of MEDIA_CROP_RATIOS) {
      for (const [width, height] of [
        [1600, 400],
        [400, 1600],
        [1000, 1000],
        [1920, 1080],
      ] as const) {
        const topLeft = expectGoodBox(width, height, ratio, { x: 0, y: 0 });
        expect([topLeft.left, topLeft.top]).toEqual([0, 0]);
        const bottomRight = expectGoodBox(width, height, ratio, { x: 1, y: 1 });
        expect([bottomRight.left + bottomRight.width, bottomRight.top + bottomRight.height]).toEqual([
          width,
          height,
        ]);
        const topRight = expectGoodBox(width, height, ratio, { x: 1, y: 0 });
        expect([topRight.left + topRight.width, topRight.top]).toEqual([width, 0]);
        const bottomLeft = expectGoodBox(width, height, ratio, { x: 0, y: 1 });
        expect([bottomLeft.left, bottomLeft.top + bottomLeft.height]).toEqual([0, height]);
      }
    }
  });

  it('keeps every focal point inside, for many images and points', () => {
    const next = random(20_261_129);
    for (let i = 0; i < 3000; i++) {
      const width = 1 + Math.floor(next() * 4000);
      const height = 1 + Math.floor(next() * 4000);
      const ratio = MEDIA_CROP_RATIOS[i % MEDIA_CROP_RATIOS.length] as MediaCropRatio;
      const focal = { x: Math.round(next() * 1000) / 1000, y: Math.round(next() * 1000) / 1000 };
      expectGoodBox(width, height, ratio, focal);
    }
  });

  it('handles images of a pixel or two', () => {
    for (const ratio of MEDIA_CROP_RATIOS) {
      for (const [width, height] of [
        [1, 1],
        [1, 2],
        [2, 1],
        [3, 500],
        [500, 3],
      ] as const) {
        for (const x of [0, 0.5, 1]) expectGoodBox(width, height, ratio, { x, y: 1 - x });
      }
    }
  });
});

describe('widthsFor', () => {
  it('answers the standard widths up to the image, else its own width', () => {
    expect(widthsFor(2000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
    expect(widthsFor(500)).toEqual([320]);
    expect(widthsFor(120)).toEqual([120]);
  });
});

import {
  MEDIA_CROP_RATIOS,
  MEDIA_FORMATS,
  MEDIA_VARIANT_WIDTHS,
  type MediaCropRatio,
  type MediaFormat,
  type MediaSources,
  type MediaVariant,
} from '@newsroom/shared';
import sharp from 'sharp';
import type { FileStorage } from './storage.ts';
import { UPLOADS_PREFIX } from './storage.ts';

/**
 * The sized copies of a library image (docs/api.md, "Media library"): WebP and AVIF at the widths
 * of MEDIA_VARIANT_WIDTHS (never wider than the original), and WebP crops of fixed ratios around
 * the focal point. Each is made on its first request and kept beside the original, in the same
 * storage, at `.variants/<key of the original>/v<version>-w<width>[-<ratio>].<format>`; the URL
 * carries the version, so a copy is cached for ever and a replacement gets new addresses.
 */

const MAX_INPUT_PIXELS = 60_000_000;

export interface FocalPoint {
  x: number;
  y: number;
}

/** What the copies of an item depend on. */
export interface VariantSource {
  url: string;
  width: number;
  height: number;
  focal: FocalPoint;
  version: number;
}

export interface VariantSpec {
  width: number;
  format: MediaFormat;
  ratio?: MediaCropRatio;
}

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function ratioOf(ratio: MediaCropRatio): [number, number] {
  const [w, h] = ratio.split('x').map(Number);
  return [w ?? 1, h ?? 1];
}

/**
 * The largest box of `ratio` inside a `width` × `height` image, centred on the focal point as far
 * as the edges allow: the focal point is always inside it.
 */
export function focalCrop(width: number, height: number, ratio: MediaCropRatio, focal: FocalPoint): CropBox {
  const [rw, rh] = ratioOf(ratio);
  let cropWidth = width;
  let cropHeight = Math.round((width * rh) / rw);
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = Math.min(width, Math.round((height * rw) / rh));
  }
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    left: clamp(Math.round(focal.x * width - cropWidth / 2), width - cropWidth),
    top: clamp(Math.round(focal.y * height - cropHeight / 2), height - cropHeight),
    width: Math.max(cropWidth, 1),
    height: Math.max(cropHeight, 1),
  };
}

/** The widths made of an image (or crop) `width` wide: the standard ones up to it, else its own. */
export function widthsFor(width: number): number[] {
  const widths = MEDIA_VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [Math.max(width, 1)];
}

function variantUrl(source: VariantSource, spec: VariantSpec): string {
  const ratio = spec.ratio ? `&ar=${spec.ratio}` : '';
  return `${source.url}?w=${spec.width}${ratio}&fm=${spec.format}&v=${source.version}`;
}

function variantsOf(source: VariantSource, format: MediaFormat, ratio?: MediaCropRatio): MediaVariant[] {
  const box = ratio
    ? focalCrop(source.width, source.height, ratio, source.focal)
    : { width: source.width, height: source.height };
  return widthsFor(box.width).map((width) => ({
    url: variantUrl(source, { width, format, ...(ratio ? { ratio } : {}) }),
    width,
    height: Math.max(1, Math.round((width * box.height) / box.width)),
  }));
}

/** Every copy's address and size, for a `srcset` (made when first asked for). */
export function sourcesOf(source: VariantSource): MediaSources {
  return {
    webp: variantsOf(source, 'webp'),
    avif: variantsOf(source, 'avif'),
    crops: {
      '16x9': variantsOf(source, 'webp', '16x9'),
      '1x1': variantsOf(source, 'webp', '1x1'),
      '4x3': variantsOf(source, 'webp', '4x3'),
    },
  };
}

/**
 * The copy a request's query asks for (`?w=640&fm=webp`, `&ar=16x9`), or undefined when it names
 * none (`fm` is what tells a library copy from the older `?w=` and `?h=` ones of lib/images.ts).
 * A width that is not made of this image is not a copy either: the caller answers the original.
 */
export function variantSpecOf(
  query: { w?: unknown; fm?: unknown; ar?: unknown },
  source: Pick<VariantSource, 'width' | 'height' | 'focal'>,
): VariantSpec | undefined {
  const format = MEDIA_FORMATS.find((f) => f === query.fm);
  if (!format) return undefined;
  const ratio = query.ar === undefined ? undefined : MEDIA_CROP_RATIOS.find((r) => r === query.ar);
  if (query.ar !== undefined && !ratio) return undefined;
  const box = ratio ? focalCrop(source.width, source.height, ratio, source.focal) : source;
  const width = Number(query.w);
  if (!widthsFor(box.width).includes(width)) return undefined;
  return { width, format, ...(ratio ? { ratio } : {}) };
}

/** Where every copy of `key` is kept: listing this prefix finds them all. */
export function variantsPrefix(key: string): string {
  return `.variants/${key}/`;
}

export function variantKey(key: string, version: number, spec: VariantSpec): string {
  const ratio = spec.ratio ? `-${spec.ratio}` : '';
  return `${variantsPrefix(key)}v${version}-w${spec.width}${ratio}.${spec.format}`;
}

/** The storage key of an `/uploads/…` URL. */
export function keyOfUrl(url: string): string {
  return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : url;
}

/**
 * Makes and stores one copy and answers its key, or undefined when the original is gone or cannot
 * be read as an image. Instances that make the same copy at once store the same bytes.
 */
export async function makeVariant(
  storage: FileStorage,
  source: VariantSource,
  spec: VariantSpec,
): Promise<string | undefined> {
  const key = keyOfUrl(source.url);
  const original = await storage.read(key);
  if (!original) return undefined;
  let bytes: Buffer;
  try {
    let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
    if (spec.ratio) {
      const meta = await image.metadata();
      const box = focalCrop(
        meta.width ?? source.width,
        meta.height ?? source.height,
        spec.ratio,
        source.focal,
      );
      image = image.extract(box);
    }
    image = image.resize({ width: spec.width, withoutEnlargement: true });
    bytes =
      spec.format === 'avif'
        ? await image.avif({ quality: 55, effort: 3 }).toBuffer()
        : await image.webp({ quality: 80 }).toBuffer();
  } catch {
    return undefined;
  }
  const target = variantKey(key, source.version, spec);
  await storage.put(target, bytes);
  return target;
}

/** Removes every copy of `key` (a replaced or deleted original); best effort. */
export async function removeVariants(storage: FileStorage, key: string): Promise<void> {
  for await (const entry of storage.list(variantsPrefix(key))) {
    await storage.remove(entry.key).catch(() => undefined);
  }
}

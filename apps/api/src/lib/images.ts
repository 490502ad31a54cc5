import { randomUUID } from 'node:crypto';
import {
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  MEDIA_MESSAGES,
  POST_MESSAGES,
  THUMBNAIL_LIST_HEIGHT,
} from '@newsroom/shared';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import type { FileStorage } from './storage.ts';

/** Formats accepted as uploads, by what their bytes say (never by name). SVG is refused: it can carry script. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MAX_SIDE = 2560;
const MAX_INPUT_PIXELS = 60_000_000;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** Decodes `data:<type>;base64,<bytes>`; anything else is not an image. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/s.exec(dataUrl.trim());
  if (!match?.[1])
    throw new AppError('UNSUPPORTED_MEDIA', POST_MESSAGES.notAnImage, { image: POST_MESSAGES.notAnImage });
  return Buffer.from(match[1], 'base64');
}

/** An upload checked and re-encoded, ready to store. */
export interface EncodedImage {
  data: Buffer;
  ext: 'png' | 'jpg';
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Checks that the bytes are an image of at most 10 MB and re-encodes them, which drops EXIF and
 * every other metadata after applying the orientation. PNG, GIF and WebP (which may be
 * transparent) become PNG, anything else JPEG; `as` forces one (a replacement keeps its path).
 */
export async function encodeImage(bytes: Buffer, as?: 'png' | 'jpg'): Promise<EncodedImage> {
  const notAnImage = () =>
    new AppError('UNSUPPORTED_MEDIA', POST_MESSAGES.notAnImage, { image: POST_MESSAGES.notAnImage });
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError('TOO_LARGE', POST_MESSAGES.imageTooLarge, { image: POST_MESSAGES.imageTooLarge });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === 'svg') {
    throw new AppError('UNSUPPORTED_MEDIA', MEDIA_MESSAGES.svg, { image: MEDIA_MESSAGES.svg });
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const ext = as ?? (format === 'png' || format === 'gif' || format === 'webp' ? 'png' : 'jpg');
  const encoded =
    ext === 'png'
      ? pipeline.png({ compressionLevel: 8, palette: format === 'gif' })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      ext,
      type: ext === 'png' ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw notAnImage();
  }
}

/** A new upload's key: `<folder>/<year>/<month>/<uuid>.<ext>`. */
export function newUploadKey(folder: string, ext: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

/** Checks and re-encodes the bytes (encodeImage) and stores the result under `folder`. */
export async function storeImage(storage: FileStorage, bytes: Buffer, folder: string): Promise<StoredImage> {
  const image = await encodeImage(bytes);
  const url = await storage.put(newUploadKey(folder, image.ext), image.data);
  return { url, width: image.width, height: image.height };
}

/** Heights the list screens ask for (docs/product.md: thumbnails with a height of 200). */
export const THUMBNAIL_HEIGHTS: ReadonlySet<number> = new Set([THUMBNAIL_LIST_HEIGHT]);
/** Widths the public site's srcset asks for (IMAGE_WIDTHS of packages/shared). */
export const VARIANT_WIDTHS: ReadonlySet<number> = new Set(IMAGE_WIDTHS);

/** A scaled copy of an upload: `h` a height of THUMBNAIL_HEIGHTS, `w` a width of VARIANT_WIDTHS. */
export interface ImageVariant {
  side: 'h' | 'w';
  size: number;
}

/**
 * The copy a request's query asks for (`?w=960`, `?h=200`), or undefined for the original: a size
 * outside the allowed ones is not made (each made copy is kept, so the sizes must be few). A known
 * width wins over a height when a query names both.
 */
export function imageVariantOf(query: { w?: unknown; h?: unknown }): ImageVariant | undefined {
  const width = Number(query.w);
  if (VARIANT_WIDTHS.has(width)) return { side: 'w', size: width };
  const height = Number(query.h);
  if (THUMBNAIL_HEIGHTS.has(height)) return { side: 'h', size: height };
  return undefined;
}

/**
 * Where the copy of `key` scaled to a height or a width is kept, beside the uploads (in the same
 * storage): `.thumbs/h200/<key>`, `.thumbs/w960/<key>`.
 */
export function thumbnailKey(key: string, variant: ImageVariant): string {
  return `.thumbs/${variant.side}${variant.size}/${key}`;
}

/**
 * Makes and stores the copy of an upload scaled to `variant` (once: the caller serves the stored
 * copy when there is one) and answers the key to serve: the copy, the original when it cannot be
 * scaled, or undefined when there is no such upload. An image never grows: when it is no larger
 * than asked, the copy is the original's bytes. PNG stays PNG, anything else becomes JPEG.
 * Instances that make the same copy at once store the same bytes, so the race is harmless.
 */
export async function makeThumbnail(
  storage: FileStorage,
  key: string,
  variant: ImageVariant,
): Promise<string | undefined> {
  const original = await storage.read(key);
  if (!original) return undefined;
  let copy: Buffer;
  try {
    const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    const current = variant.side === 'w' ? meta.width : meta.height;
    if (current !== undefined && current <= variant.size) {
      copy = original;
    } else {
      const resized = image.resize({
        [variant.side === 'w' ? 'width' : 'height']: variant.size,
        withoutEnlargement: true,
      });
      copy = key.endsWith('.png')
        ? await resized.png({ compressionLevel: 8 }).toBuffer()
        : await resized.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    }
  } catch {
    return key;
  }
  const cacheKey = thumbnailKey(key, variant);
  await storage.put(cacheKey, copy);
  return cacheKey;
}

/** Real images for upload tests, and stored uploads as an earlier upload would have left them. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface TestImageOptions {
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
  width?: number;
  height?: number;
  /** EXIF IFD0 tags written into the file (e.g. `{ Copyright: 'secret' }`), to check they are stripped. */
  exif?: Record<string, string>;
}

let built = 0;

/**
 * A real image (a colour gradient) encoded by sharp. Each call makes different bytes (the blue of
 * its first row, and a number in its EXIF description, since JPEG's quantisation can erase a small
 * change of colour), so two uploads are two library items unless a test sends the same bytes on
 * purpose (the library answers identical bytes with the item it has, modules/media).
 */
export async function buildImage(options: TestImageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const pixels = Buffer.alloc(width * height * 3);
  const mark = 64 + (built++ % 128);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = y === 0 ? mark : 128;
    }
  }
  const format = options.format ?? 'jpeg';
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format !== 'gif') {
    image = image.withExif({ IFD0: { ImageDescription: `teszt-${built}`, ...options.exif } });
  } else if (options.exif) {
    image = image.withExif({ IFD0: options.exif });
  }
  return image.toFormat(format).toBuffer();
}

/** `data:<type>;base64,<bytes>`. */
export function toDataUrl(bytes: Buffer | string, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A real image as a data URL, as the editor's cover image uploader sends it. */
export async function imageDataUrl(options: TestImageOptions = {}): Promise<string> {
  const format = options.format ?? 'jpeg';
  return toDataUrl(await buildImage(options), `image/${format}`);
}

let testUploadBytes: Promise<Buffer> | undefined;

/** Stores a small real JPEG (PNG for a .png path) in the server's storage at an `/uploads/…` path. */
export async function storeTestUpload(app: FastifyInstance, uploadPath: string): Promise<string> {
  const key = uploadPath.replace(/^\/?uploads\//, '');
  testUploadBytes ??= buildImage({ width: 32, height: 24 });
  const bytes = key.endsWith('.png')
    ? await buildImage({ format: 'png', width: 32, height: 24 })
    : await testUploadBytes;
  return app.storage.put(key, bytes);
}

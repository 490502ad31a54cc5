import type { CoverImage } from './post-form.ts';

/** Reads a chosen file as the API's image object: a data URL with its name, type and pixel size. */
export async function readImageFile(file: File): Promise<CoverImage> {
  const data = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
  const dimensions = await new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = data;
  });
  return { data, filename: file.name, type: file.type, dimensions };
}

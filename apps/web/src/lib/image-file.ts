/** A chosen image as the API takes it (docs/product.md: image): a data URL, its name, type and pixel size. */
export interface ImageFile {
  data: string;
  filename: string;
  type: string;
  dimensions: { width: number; height: number };
}

/** Whether the browser calls the chosen file an image (the file picker's accept is only a hint). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Reads a chosen file; rejects when it cannot be read or the browser cannot decode it as an image. */
export async function readImageFile(file: File): Promise<ImageFile> {
  const data = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('read failed')));
    reader.readAsDataURL(file);
  });
  const probe = new Image();
  probe.src = data;
  await probe.decode();
  return {
    data,
    filename: file.name,
    type: file.type,
    dimensions: { width: probe.naturalWidth, height: probe.naturalHeight },
  };
}

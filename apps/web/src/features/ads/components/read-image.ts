/** The image object the API takes (SPEC.md point 3: image): a data URL, its name, type and pixel size. */
export interface ChosenImage {
  data: string;
  filename: string;
  type: string;
  dimensions: { width: number; height: number };
}

/** Reads a chosen file; rejects when the browser cannot decode it as an image. */
export async function readChosenImage(file: File): Promise<ChosenImage> {
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

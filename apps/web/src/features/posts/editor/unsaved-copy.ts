import type { PostFormValues } from './post-form.ts';

/** A cover image data URL above this is left out of the copy (localStorage holds ~5 MB per origin). */
export const MAX_STORED_IMAGE_CHARS = 2_000_000;

/** Unsaved changes of one article, kept in the browser so a reload or an expired session loses nothing. */
export interface UnsavedCopy {
  values: PostFormValues;
  /** When the changes were made (ISO). */
  savedAt: string;
  /** The article's last_update the changes were made on; null for a new article. */
  baseLastUpdate: string | null;
  /** The new cover image was too big to keep: the rest was kept without it. */
  imageDropped: boolean;
}

/** `newsroom.unsaved.post.<id>` or `newsroom.unsaved.post.new`. */
export const unsavedCopyKey = (id: number | null) => `newsroom.unsaved.post.${id ?? 'new'}`;

export function readUnsavedCopy(id: number | null): UnsavedCopy | null {
  try {
    const raw = localStorage.getItem(unsavedCopyKey(id));
    if (!raw) return null;
    const copy = JSON.parse(raw) as UnsavedCopy;
    return copy && typeof copy.values === 'object' && typeof copy.savedAt === 'string' ? copy : null;
  } catch {
    return null;
  }
}

export function writeUnsavedCopy(
  id: number | null,
  values: PostFormValues,
  baseLastUpdate: string | null,
): void {
  const tooBig = (values.image?.data.length ?? 0) > MAX_STORED_IMAGE_CHARS;
  const copy: UnsavedCopy = {
    values: tooBig ? { ...values, image: null } : values,
    savedAt: new Date().toISOString(),
    baseLastUpdate,
    imageDropped: tooBig,
  };
  try {
    localStorage.setItem(unsavedCopyKey(id), JSON.stringify(copy));
  } catch {
    // Full storage: try once more without the image, which is by far the biggest part.
    try {
      localStorage.setItem(
        unsavedCopyKey(id),
        JSON.stringify({
          ...copy,
          values: { ...copy.values, image: null },
          imageDropped: Boolean(values.image),
        }),
      );
    } catch {
      // Nothing more to do: the changes then live only in the open page.
    }
  }
}

export function clearUnsavedCopy(id: number | null): void {
  try {
    localStorage.removeItem(unsavedCopyKey(id));
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

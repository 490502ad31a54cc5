/**
 * The storage key of a stored upload's public path (`/uploads/<key>`), or undefined when the value
 * is anything else: a URL with a scheme or host, a path outside /uploads, a `.` or `..` segment,
 * an empty segment, percent-encoding, a query or a fragment, or the thumbnail cache. Saved rows
 * keep only paths that pass here and exist in the storage (posts-input.service.ts).
 */
export function uploadKeyOf(value: string): string | undefined {
  const prefix = '/uploads/';
  if (!value.startsWith(prefix)) return undefined;
  const key = value.slice(prefix.length);
  // Letters, digits and . _ - / only: what storeImage and the demo data write.
  if (!/^[A-Za-z0-9._\-/]+$/.test(key)) return undefined;
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  if (parts[0] === '.thumbs') return undefined;
  return key;
}

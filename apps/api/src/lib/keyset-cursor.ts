import { AppError } from './errors.ts';

/**
 * The cursor of a keyset-paged list's `pagination.next` (the content API's articles, the media
 * library): the last item's (time, id), opaque to clients. Keyset paging never repeats or skips an
 * item when others are added between two pages.
 */
export function encodeKeysetCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,9})$/;

/** The position a cursor names; a 400 (`message`, on the field `after`) for anything this server did not make. */
export function decodeKeysetCursor(cursor: string, message: string): { at: Date; id: number } {
  const bad = () => new AppError('BAD_INPUT', message, { after: message });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw bad();
  const at = new Date(match[1] as string);
  const id = Number(match[2]);
  if (Number.isNaN(at.getTime()) || id > 2_147_483_647) throw bad();
  return { at, id };
}

import path from 'node:path';

/**
 * What HTTP needs of a stored file (modules/uploads serves them from either store): its info for
 * the validators, the client's conditions and the byte range a GET asks for, its content type and
 * its cache header.
 */

/** What a stored file is: enough to answer a conditional request without reading it. */
export interface FileInfo {
  size: number;
  /** The entity tag as the ETag header carries it, quotes included. */
  etag: string;
  lastModified: Date;
}

/**
 * The validators a browser or a CDN sends back (If-None-Match, If-Modified-Since), and the part of
 * the file a GET asks for (Range, with If-Range: only while the file is still that version).
 */
export interface OpenConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
  range?: string;
  ifRange?: string;
}

/** Some bytes of a file, both ends inclusive (RFC 9110 14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Uploaded names are random UUIDs (and thumbnails derive from them): a URL's bytes never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The image types that are stored and served, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}

/** Whether the client's copy is current (RFC 9110 13.1.2 and 13.1.3; If-None-Match wins). */
export function isNotModified(info: FileInfo, conditions: OpenConditions = {}): boolean {
  const { ifNoneMatch, ifModifiedSince } = conditions;
  if (ifNoneMatch) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const current = opaque(info.etag);
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds; the file's time may have milliseconds.
    return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

/** Whether If-Range names this version: a strong entity tag that is the file's, or its exact date. */
function ifRangeMatches(info: FileInfo, ifRange: string): boolean {
  const value = ifRange.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return !info.etag.startsWith('W/') && value === info.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 === date;
}

/**
 * The byte range a GET asks for, against the file (RFC 9110 14.2): one `bytes=first-last`,
 * `bytes=first-` or `bytes=-suffix` range. Undefined (the whole file) when there is none, when it
 * is several ranges, another unit or malformed, or when If-Range names another version;
 * 'unsatisfiable' (416) when it starts past the end of the file.
 */
export function resolveRange(
  info: FileInfo,
  conditions: OpenConditions = {},
): ByteRange | 'unsatisfiable' | undefined {
  const { range, ifRange } = conditions;
  if (!range || (ifRange !== undefined && !ifRangeMatches(info, ifRange))) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 || info.size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, info.size - suffix), end: info.size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= info.size) return 'unsatisfiable';
  return { start, end: last === '' ? info.size - 1 : Math.min(Number(last), info.size - 1) };
}

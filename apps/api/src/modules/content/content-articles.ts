import {
  CONTENT_DEFAULT_FIELDS,
  CONTENT_MESSAGES,
  type ContentArticle,
  type ContentArticleField,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.ts';
import { libraryImages } from '../media/media-content.service.ts';
import { type ArticleRow, findPublicCorrections } from './content.repo.ts';

/**
 * Adds what the reply's fields carry beyond the row (one query each for all rows): the
 * corrections, and the media library's data of the covers and of the images in the text.
 */
export async function withCorrections<R extends ArticleRow>(
  db: Db,
  rows: R[],
  fields: readonly ContentArticleField[],
): Promise<R[]> {
  if (rows.length === 0) return rows;
  const withMedia = await withLibraryImages(db, rows, fields);
  if (!fields.includes('corrections')) return withMedia;
  const byPost = await findPublicCorrections(
    db,
    rows.map((r) => r.id),
  );
  return withMedia.map((r) => ({ ...r, corrections: byPost.get(r.id) ?? [] }));
}

const UPLOAD_PATHS = /\/uploads\/[A-Za-z0-9._/-]+/g;

async function withLibraryImages<R extends ArticleRow>(
  db: Db,
  rows: R[],
  fields: readonly ContentArticleField[],
): Promise<R[]> {
  const wantsCover = fields.includes('cover');
  const wantsImages = fields.includes('images');
  if (!wantsCover && !wantsImages) return rows;
  const inText = (r: R) => (wantsImages ? [...new Set((r.content ?? '').match(UPLOAD_PATHS) ?? [])] : []);
  const urls = rows.flatMap((r) => [...(wantsCover && r.thumbnail ? [r.thumbnail] : []), ...inText(r)]);
  const items = await libraryImages(db, urls);
  return rows.map((r) => ({
    ...r,
    coverImage: items.get(r.thumbnail),
    images: inText(r).flatMap((url) => {
      const item = items.get(url);
      return item ? [item] : [];
    }),
  }));
}

/** An article row in the content API's shape, with only the fields asked for. */
export function toContentArticle(
  row: ArticleRow,
  publicSiteUrl: string,
  fields: readonly ContentArticleField[] = CONTENT_DEFAULT_FIELDS,
): ContentArticle {
  const all: Required<Omit<ContentArticle, 'embargo_until'>> = {
    id: row.id,
    title: row.title,
    shortname: row.shortname,
    url: `${publicSiteUrl}${row.postUrl}`,
    short_content: row.shortContent,
    keywords: row.keywords
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    category: { id: row.menuId, name: row.menuName, path: row.menuPath },
    subcategory: row.submenuId === null ? null : { id: row.submenuId, title: row.submenuTitle ?? '' },
    post_type: row.postType,
    author: { name: row.authorName },
    published_at: row.publishedAt.toISOString(),
    updated_at: row.lastUpdate.toISOString(),
    cover: row.thumbnail
      ? {
          url: row.thumbnail,
          // The library item's size first: a replaced file ('Csere') keeps the path, not the size.
          width: row.coverImage?.width || row.thumbnailWidth || null,
          height: row.coverImage?.height || row.thumbnailHeight || null,
          credit: row.thumbnailSource,
          alt: row.coverImage?.alt ?? '',
          caption: row.coverImage?.caption ?? '',
          focal: row.coverImage?.focal ?? null,
          sources: row.coverImage?.sources ?? null,
        }
      : null,
    content: row.content ?? '',
    images: row.images ?? [],
    corrections: row.corrections ?? [],
  };
  const picked: ContentArticle = {};
  for (const field of fields) (picked as Record<string, unknown>)[field] = all[field];
  return picked;
}

/** The cursor of `pagination.next`: the last item's (published_at, id) (lib/keyset-cursor.ts). */
export function encodeCursor(row: Pick<ArticleRow, 'publishedAt' | 'id'>): string {
  return encodeKeysetCursor(row.publishedAt, row.id);
}

/** The position a cursor names; a 400 for anything this server did not make. */
export function decodeCursor(cursor: string): { publishedAt: Date; id: number } {
  const { at, id } = decodeKeysetCursor(cursor, CONTENT_MESSAGES.badCursor);
  return { publishedAt: at, id };
}

import type { ContentImage } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { findMediaByUrls } from './media.repo.ts';
import { toMediaItem } from './media.service.ts';

/** The library items of stored paths as the content API shows an image, by path (one query). */
export async function libraryImages(db: Db, urls: readonly string[]): Promise<Map<string, ContentImage>> {
  const rows = await findMediaByUrls(db, urls);
  const images = new Map<string, ContentImage>();
  for (const [url, row] of rows) {
    const item = toMediaItem(row);
    images.set(url, {
      url,
      width: item.width,
      height: item.height,
      alt: item.alt,
      credit: item.credit,
      caption: item.caption,
      focal: item.focal,
      sources: item.sources,
    });
  }
  return images;
}

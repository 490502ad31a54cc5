import type { Db } from '../../db/client.ts';
import type { VariantSource } from '../../lib/media-variants.ts';
import { findMediaByUrl } from './media.repo.ts';

/** What the copies of the library image at `url` depend on, or undefined for a file not in the library. */
export async function findVariantSource(db: Db, url: string): Promise<VariantSource | undefined> {
  const row = await findMediaByUrl(db, url);
  return (
    row && {
      url: row.url,
      width: row.width,
      height: row.height,
      focal: { x: row.focalX, y: row.focalY },
      version: row.version,
    }
  );
}

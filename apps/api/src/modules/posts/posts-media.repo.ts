import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

/**
 * The articles whose cover is the library image at `url` take its new credit (`thumbnail_source`,
 * SPEC's field): a photo's credit is the photo's. The posts triggers tell the caches.
 */
export async function setCoverCredit(db: Db, url: string, credit: string): Promise<void> {
  await db
    .update(posts)
    .set({ thumbnailSource: credit })
    .where(and(eq(posts.thumbnail, url), ne(posts.thumbnailSource, credit)));
}

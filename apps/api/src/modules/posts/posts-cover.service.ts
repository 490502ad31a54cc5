import type { Post } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { decodeDataUrl } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { adoptCredit, type Ingested, ingestImage, mediaByUrl } from '../media/media.service.ts';
import type { PostWrite } from './posts.repo.ts';

/** What a save's cover brings from the media library, for after the write (posts.service.ts). */
export interface CoverMedia {
  /** The cover uploaded with this save: a new item is removed again if the save fails. */
  ingested?: Ingested;
  /** The cover's item had no credit and the article gave one: the item takes it in the save's transaction. */
  adoptCredit?: { mediaId: number; credit: string };
}

export interface CoverChoice {
  /** The cover's path: a new upload's, the one sent, or '' (the article's own is kept). */
  thumbnail: string;
  thumbnailSource: string;
  size: Pick<PostWrite, 'thumbnailWidth' | 'thumbnailHeight'>;
  media: CoverMedia;
}

/**
 * The cover of a save (docs/api.md, "Media library"): an image sent with it becomes a library item
 * (the same bytes again: the item there), a path sent names one. Its size is the item's, and its
 * credit travels with the photo: `thumbnail_source` is the item's credit when it has one.
 */
export async function chooseCover(
  deps: { db: Db; storage: FileStorage },
  input: { image?: { data: string } | null; thumbnail: string; thumbnail_source: string },
  existing: Post | undefined,
  uploaderId: number | null,
): Promise<CoverChoice> {
  let thumbnail = input.thumbnail;
  // The content API answers the cover's size: the library item's, kept when the cover stays, and
  // unknown (0) for a stored path the library does not have.
  let size: CoverChoice['size'] = {};
  const media: CoverMedia = {};
  let item: Ingested['row'] | undefined;
  if (input.image) {
    media.ingested = await ingestImage(deps, decodeDataUrl(input.image.data), {
      folder: 'posts/covers',
      uploaderId,
    });
    item = media.ingested.row;
    thumbnail = item.url;
  } else {
    item = await mediaByUrl(deps.db, thumbnail || existing?.thumbnail || '');
  }
  const changed = thumbnail !== '' && thumbnail !== existing?.thumbnail;
  if (changed) {
    size = item
      ? { thumbnailWidth: item.width, thumbnailHeight: item.height }
      : { thumbnailWidth: 0, thumbnailHeight: 0 };
  }
  let thumbnailSource = input.thumbnail_source;
  if (item?.credit) thumbnailSource = item.credit;
  else if (item && thumbnailSource) media.adoptCredit = { mediaId: item.id, credit: thumbnailSource };
  return { thumbnail, thumbnailSource, size, media };
}

/** In the save's transaction: the cover's item takes the article's credit when it had none. */
export async function applyCoverMedia(tx: Db, media: CoverMedia): Promise<void> {
  if (media.adoptCredit) await adoptCredit(tx, media.adoptCredit.mediaId, media.adoptCredit.credit);
}

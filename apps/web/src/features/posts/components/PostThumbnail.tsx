import { POST_LIST, THUMBNAIL_LIST_HEIGHT } from '@newsroom/shared';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './PostRow.module.css';

/** The list image: the server's copy resized to a height of 200 (docs/product.md), shown small. */
export function PostThumbnail({ thumbnail, eager }: { thumbnail: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!thumbnail || failed) {
    return (
      <div className={classes.thumbPlaceholder} title={POST_LIST.noThumbnail}>
        <IconPhoto size={26} stroke={1.4} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.thumbImage}
      src={`${thumbnail}?h=${THUMBNAIL_LIST_HEIGHT}`}
      alt=""
      width={120}
      height={68}
      // The first rows are on screen at once; the rest load as they scroll into view.
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

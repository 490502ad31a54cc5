import { Text } from '@mantine/core';
import { POST_LIST, type PostListItem } from '@newsroom/shared';
import frame from '../../../components/DataTable.module.css';
import classes from '../PostList.module.css';
import { PostRow, type RowVisitors } from './PostRow.tsx';
import { PostRowSkeleton } from './PostRowSkeleton.tsx';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Rows whose image loads at once: about one screenful. */
const EAGER_ROWS = 6;

interface PostListProps {
  posts: PostListItem[] | undefined;
  /** Rows from the previous page or filters are on screen while the next ones load. */
  isStale: boolean;
  /** The list call failed and there are no rows to show. */
  failed: boolean;
  canWrite: boolean;
  onDelete: (post: PostListItem) => void;
  /** GA4 numbers by article id (or 'pending' for all rows); undefined: the built-in counters. */
  visitors?: Map<number, RowVisitors> | 'pending';
}

/** The rows of the article list: skeleton rows while loading, a message when nothing matches. */
export function PostList({ posts, isStale, failed, canWrite, onDelete, visitors }: PostListProps) {
  if ((posts && posts.length === 0) || (!posts && failed)) {
    return (
      <div className={`${frame.frame} ${classes.list} ${classes.empty}`}>
        <Text c="dimmed">{posts ? POST_LIST.empty : POST_LIST.loadFailed}</Text>
      </div>
    );
  }
  return (
    <div className={frame.wrapper}>
      <div className={`${frame.frame} ${classes.list}`} aria-busy={!posts || isStale}>
        <div className={classes.header} aria-hidden>
          <span>{POST_LIST.columnArticle}</span>
          <span>{POST_LIST.columnAuthor}</span>
          <span>{POST_LIST.columnVisitors}</span>
        </div>
        <ul className={classes.rows} aria-label={POST_LIST.list}>
          {posts
            ? posts.map((post, i) => (
                <PostRow
                  key={post.id}
                  post={post}
                  visitors={visitors === 'pending' ? 'pending' : visitors?.get(post.id)}
                  canWrite={canWrite}
                  onDelete={onDelete}
                  eager={i < EAGER_ROWS}
                />
              ))
            : SKELETON_ROWS.map((key) => <PostRowSkeleton key={key} />)}
        </ul>
      </div>
    </div>
  );
}

import { Checkbox, Text, VisuallyHidden } from '@mantine/core';
import { POST_LIST, POST_LIST_DESK, type PostListItem, type PostSort } from '@newsroom/shared';
import { useCallback, useLayoutEffect, useRef } from 'react';
import frame from '../../../components/DataTable.module.css';
import classes from '../PostList.module.css';
import { columnSort, type ListSort, nextSort, type SortColumn } from '../post-filters.ts';
import { PostRow, type RowVisitors } from './PostRow.tsx';
import { PostRowSkeleton } from './PostRowSkeleton.tsx';
import { SortHeader } from './SortHeader.tsx';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Rows whose image loads at once: about one screenful. */
const EAGER_ROWS = 6;

/** The rows the user selected for a bulk action, by id. */
export type Selection = ReadonlyMap<number, PostListItem>;

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
  /**
   * The order in force ('relevance': a 'Szöveg' search's best first, no header marked); undefined:
   * the headers do not sort (scheduled drafts are always soonest first).
   */
  sort?: ListSort;
  onSort: (sort: PostSort) => void;
  /** Rows chosen for a bulk action (only for users who may write articles). */
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
}

/** Whether a row can be selected: deleted articles offer no action. */
const selectable = (post: PostListItem) => Boolean(post.is_active);

/**
 * The article list as a table (laid out as a grid that becomes cards when narrow): a head
 * row whose Cím, Dátum and Látogatók headers sort the list (aria-sort says the order) and whose
 * checkbox selects the page's rows, then one row per article; skeleton rows while loading, a
 * message when nothing matches.
 */
export function PostList({
  posts,
  isStale,
  failed,
  canWrite,
  onDelete,
  visitors,
  sort,
  onSort,
  selection,
  onSelectionChange,
}: PostListProps) {
  // One function for every row and every render (the rows are memoised): it reads the selection
  // of the latest render.
  const latest = useRef({ selection, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { selection, onSelectionChange };
  });
  const toggle = useCallback((post: PostListItem) => {
    const next = new Map(latest.current.selection);
    if (next.has(post.id)) next.delete(post.id);
    else next.set(post.id, post);
    latest.current.onSelectionChange(next);
  }, []);
  if ((posts && posts.length === 0) || (!posts && failed)) {
    return (
      <div className={`${frame.frame} ${classes.list} ${classes.empty}`}>
        <Text c="dimmed">{posts ? POST_LIST.empty : POST_LIST.loadFailed}</Text>
      </div>
    );
  }
  const choosable = (posts ?? []).filter(selectable);
  const chosen = choosable.filter((p) => selection.has(p.id)).length;
  const toggleAll = () =>
    onSelectionChange(chosen === choosable.length ? new Map() : new Map(choosable.map((p) => [p.id, p])));
  const header = (column: SortColumn, label: string) =>
    sort ? (
      <SortHeader
        label={label}
        state={columnSort(sort, column)}
        onClick={() => onSort(nextSort(sort, column))}
      />
    ) : (
      label
    );

  return (
    <div className={frame.wrapper}>
      <table
        className={`${frame.frame} ${classes.list}`}
        aria-label={POST_LIST.list}
        aria-busy={!posts || isStale}
        data-selectable={canWrite || undefined}
      >
        <thead className={classes.head}>
          <tr className={classes.header}>
            {canWrite && (
              <th scope="col" className={classes.select}>
                <Checkbox
                  aria-label={POST_LIST_DESK.selectAll}
                  checked={choosable.length > 0 && chosen === choosable.length}
                  indeterminate={chosen > 0 && chosen < choosable.length}
                  disabled={choosable.length === 0}
                  onChange={toggleAll}
                />
              </th>
            )}
            <th
              scope="col"
              colSpan={2}
              aria-sort={sort ? columnSort(sort, 'title') : undefined}
              className={classes.headTitle}
            >
              {header('title', POST_LIST_DESK.sortTitle)}
            </th>
            <th
              scope="col"
              aria-sort={sort ? columnSort(sort, 'date') : undefined}
              className={classes.headMeta}
            >
              {header('date', POST_LIST_DESK.sortDate)}
              <span className={classes.headAuthor} aria-hidden>
                · {POST_LIST_DESK.authorColumn}
              </span>
            </th>
            <th
              scope="col"
              aria-sort={sort ? columnSort(sort, 'visitors') : undefined}
              className={classes.headVisitors}
            >
              {header('visitors', POST_LIST_DESK.sortVisitors)}
            </th>
            <th scope="col" className={classes.headActions}>
              <VisuallyHidden>{POST_LIST.columnActions}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody className={classes.rows}>
          {posts
            ? posts.map((post, i) => (
                <PostRow
                  key={post.id}
                  post={post}
                  visitors={visitors === 'pending' ? 'pending' : visitors?.get(post.id)}
                  canWrite={canWrite}
                  onDelete={onDelete}
                  eager={i < EAGER_ROWS}
                  selected={selection.has(post.id)}
                  onToggle={selectable(post) ? toggle : undefined}
                />
              ))
            : SKELETON_ROWS.map((key) => <PostRowSkeleton key={key} selectable={canWrite} />)}
        </tbody>
      </table>
    </div>
  );
}

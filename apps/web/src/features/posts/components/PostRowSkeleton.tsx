import { Skeleton } from '@mantine/core';
import classes from '../PostList.module.css';

/** A placeholder row with the shape of PostRow, shown while the first page loads. */
export function PostRowSkeleton() {
  return (
    <li className={classes.row} aria-hidden>
      <div className={classes.thumb}>
        <Skeleton height={68} width="100%" radius="sm" />
      </div>
      <div className={classes.main}>
        <Skeleton height={16} width="70%" radius="sm" />
        <Skeleton height={10} width="95%" mt={10} radius="sm" />
        <Skeleton height={10} width="80%" mt={6} radius="sm" />
      </div>
      <div className={classes.meta}>
        <Skeleton height={10} width="80%" radius="sm" />
        <Skeleton height={10} width="60%" mt={8} radius="sm" />
      </div>
      <div className={classes.visitors}>
        <Skeleton height={10} width={60} radius="sm" />
      </div>
      <div className={classes.actions} />
    </li>
  );
}

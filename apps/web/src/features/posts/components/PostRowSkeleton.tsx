import { Skeleton } from '@mantine/core';
import classes from '../PostList.module.css';

/** A placeholder row with the shape of PostRow, shown while the first page loads. */
export function PostRowSkeleton({ selectable }: { selectable: boolean }) {
  return (
    <tr className={classes.row} aria-hidden>
      {selectable && <td className={classes.select} />}
      <td className={classes.thumb}>
        <Skeleton height={68} width="100%" radius="sm" />
      </td>
      <td className={classes.main}>
        <Skeleton height={16} width="70%" radius="sm" />
        <Skeleton height={10} width="95%" mt={10} radius="sm" />
        <Skeleton height={10} width="80%" mt={6} radius="sm" />
      </td>
      <td className={classes.meta}>
        <Skeleton height={10} width="80%" radius="sm" />
        <Skeleton height={10} width="60%" mt={8} radius="sm" />
      </td>
      <td className={classes.visitorsCell}>
        <Skeleton height={10} width={60} radius="sm" />
      </td>
      <td className={classes.actions} />
    </tr>
  );
}

import { Progress } from '@mantine/core';
import { SHELL } from '@newsroom/shared';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import classes from './Shell.module.css';

/** The global loading flag: on while a list or detail loads or a save runs, not for background polls. */
export function LoadingBar() {
  const fetching = useIsFetching({ predicate: (q) => !q.meta?.background });
  const mutating = useIsMutating();
  if (fetching + mutating === 0) return null;
  return (
    <Progress
      className={classes.loadingBar}
      value={100}
      animated
      striped
      size="xs"
      radius={0}
      aria-label={SHELL.loading}
    />
  );
}

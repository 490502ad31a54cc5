import { Progress } from '@mantine/core';
import { SHELL } from '@newsroom/shared';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import classes from './Shell.module.css';

/**
 * The global loading flag: on while a route change waits for its screen's code, while a list or
 * detail loads or a save runs; not for background polls.
 */
export function LoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching({ predicate: (q) => !q.meta?.background });
  const mutating = useIsMutating();
  if (!navigating && fetching + mutating === 0) return null;
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

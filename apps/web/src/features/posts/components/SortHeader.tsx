import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import classes from './SortHeader.module.css';

/** A column header's sort button: the column's name and an arrow of the order it is sorted in. */
export function SortHeader({
  label,
  state,
  onClick,
}: {
  label: string;
  state: 'ascending' | 'descending' | 'none';
  onClick: () => void;
}) {
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={onClick}
      data-active={state !== 'none' || undefined}
    >
      <span>{label}</span>
      <Icon size={14} stroke={2} aria-hidden className={classes.sortIcon} />
    </UnstyledButton>
  );
}

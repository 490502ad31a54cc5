import { ActionIcon } from '@mantine/core';
import { A11Y } from '@newsroom/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './RowActionButton.module.css';

type RowActionButtonProps = {
  /** The tooltip, e.g. 'Törlés'. */
  label: string;
  /**
   * What the button acts on (the row's title or name): the accessible name is then
   * 'Törlés: {item}', so every row's button is told apart from the others and from the filter's
   * 'Törlés'. Without it the name is the label alone.
   */
  item?: string;
  /** 'edit' is a pencil, 'delete' a red bin. */
  kind: 'edit' | 'delete';
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/**
 * A list row's icon button (edit or delete) with its tooltip: a button, or a link with `to`. The
 * tooltip is CSS (RowActionButton.module.css), so a long list renders fast.
 */
export function RowActionButton({ label, item, kind, onClick, to }: RowActionButtonProps) {
  const color = kind === 'delete' ? { color: 'red' } : {};
  const common = {
    variant: 'subtle',
    size: 'lg',
    className: classes.button,
    'aria-label': item ? A11Y.rowAction(label, item) : label,
    'data-tip': label,
    ...color,
  } as const;
  const icon =
    kind === 'edit' ? (
      <IconPencil size={18} stroke={1.7} aria-hidden />
    ) : (
      <IconTrash size={18} stroke={1.7} aria-hidden />
    );
  return to !== undefined ? (
    <ActionIcon component={Link} to={to} {...common}>
      {icon}
    </ActionIcon>
  ) : (
    <ActionIcon {...common} onClick={onClick}>
      {icon}
    </ActionIcon>
  );
}

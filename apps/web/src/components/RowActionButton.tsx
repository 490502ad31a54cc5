import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

type RowActionButtonProps = {
  /** The tooltip and the accessible name. */
  label: string;
  /** 'edit' is a pencil, 'delete' a red bin. */
  kind: 'edit' | 'delete';
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A list row's icon button (edit or delete) with its tooltip: a button, or a link with `to`. */
export function RowActionButton({ label, kind, onClick, to }: RowActionButtonProps) {
  const color = kind === 'delete' ? { color: 'red' } : {};
  const icon =
    kind === 'edit' ? (
      <IconPencil size={18} stroke={1.7} aria-hidden />
    ) : (
      <IconTrash size={18} stroke={1.7} aria-hidden />
    );
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      {to !== undefined ? (
        <ActionIcon component={Link} to={to} variant="subtle" {...color} size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" {...color} size="lg" aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

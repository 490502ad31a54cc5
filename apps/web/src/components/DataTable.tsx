import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DataTable.module.css';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** Loading or showing stale rows: the frame is dimmed and aria-busy. */
  busy: boolean;
  /** Shown in the frame instead of the table (nothing to list, or the load failed); null for the table. */
  emptyText: string | null;
  /** The feature's own classes (its overflow and its narrow-screen layout). */
  frameClassName?: string;
  tableClassName?: string;
  /** The head and the body. */
  children: ReactNode;
}

function joinClasses(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The message a list table shows instead of its rows (DataTable's `emptyText`): `empty` when the
 * rows came and there are none, `loadFailed` when none came and the load failed, else null.
 */
export function emptyTextOf(
  rows: readonly unknown[] | undefined,
  failed: boolean,
  texts: { empty: string; loadFailed: string },
): string | null {
  if (rows?.length === 0) return texts.empty;
  return !rows && failed ? texts.loadFailed : null;
}

/** A list table in its frame, or the frame with a dimmed message when there is nothing to list. */
export function DataTable({
  label,
  busy,
  emptyText,
  frameClassName,
  tableClassName,
  children,
}: DataTableProps) {
  if (emptyText !== null) {
    return (
      <div className={joinClasses(classes.frame, frameClassName, classes.empty)}>
        <Text c="dimmed">{emptyText}</Text>
      </div>
    );
  }
  return (
    <div className={classes.wrapper}>
      <div className={joinClasses(classes.frame, frameClassName)} aria-busy={busy}>
        <Table
          className={joinClasses(classes.table, tableClassName)}
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
        >
          {children}
        </Table>
      </div>
    </div>
  );
}

/** Placeholder rows while the first page loads: one bar per cell, of the given width (or the cell's). */
export function SkeletonRows({ rows, widths }: { rows: number; widths: Array<number | undefined> }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <Table.Tr key={row}>
          {widths.map((width, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cells
            <Table.Td key={i}>
              <Skeleton height={14} width={width} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ADS_UI, formatDate } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import type { RowActions } from './AdListPage.tsx';
import classes from './AdTable.module.css';

export interface AdColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

interface AdTableProps<T> {
  rows: T[] | undefined;
  state: { stale: boolean; failed: boolean };
  actions: RowActions<T>;
  columns: AdColumn<T>[];
  /** The table's accessible name. */
  label: string;
  empty: string;
  loadFailed: string;
  /** Whether the row is shown (active); an inactive row is dimmed. */
  isLive: (row: T) => boolean;
  /** The row's title or name, which its buttons name ('Törlés: {cím}'). */
  itemName: (row: T) => string;
}

/** The author and the last update in one cell. */
export function authorColumn<T extends { full_name: string; last_update: string }>(): AdColumn<T> {
  return {
    header: ADS_UI.columnAuthorUpdated,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.full_name}</Text>
        <Text size="xs" c="dimmed">
          <VisuallyHidden>{ADS_UI.columnUpdated}: </VisuallyHidden>
          <time className={classes.nowrap} dateTime={row.last_update}>
            {formatDate(row.last_update)}
          </time>
        </Text>
      </Stack>
    ),
  };
}

/** The active state: 'Aktív' or 'Inaktív'. */
export function stateColumn<T>(isLive: (row: T) => boolean): AdColumn<T> {
  return {
    header: ADS_UI.columnState,
    render: (row) => (
      <Badge color={isLive(row) ? 'teal' : 'gray'} variant="light" miw={88}>
        {isLive(row) ? ADS_UI.active : ADS_UI.inactive}
      </Badge>
    ),
  };
}

/** A table of campaigns, banners or ad slots, with the row actions when the user may write. */
export function AdTable<T extends { id: number }>({
  rows,
  state,
  actions,
  columns,
  label,
  empty,
  loadFailed,
  isLive,
  itemName,
}: AdTableProps<T>) {
  const emptyText = emptyTextOf(rows, state.failed, { empty, loadFailed });
  return (
    <DataTable
      label={label}
      busy={!rows || state.stale}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} className={c.numeric ? classes.numeric : undefined}>
              {c.header}
            </Table.Th>
          ))}
          {actions.canWrite && (
            <Table.Th className={classes.actions}>
              <VisuallyHidden>{ADS_UI.columnActions}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows ? (
          rows.map((row) => (
            <Table.Tr key={row.id} data-testid="ad-row" className={isLive(row) ? undefined : classes.dim}>
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  className={c.numeric ? classes.numeric : undefined}
                  data-label={c.header}
                >
                  {c.render(row)}
                </Table.Td>
              ))}
              {actions.canWrite && (
                <Table.Td className={classes.actions}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <RowActionButton
                      label={ADS_UI.edit}
                      item={itemName(row)}
                      kind="edit"
                      onClick={() => actions.onEdit(row)}
                    />
                    <RowActionButton
                      label={ADS_UI.delete}
                      item={itemName(row)}
                      kind="delete"
                      onClick={() => actions.onDelete(row)}
                    />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))
        ) : (
          <SkeletonRows rows={4} widths={columns.map(() => undefined)} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

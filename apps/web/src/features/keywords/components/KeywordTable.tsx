import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { A11Y, type Keyword, NUMBER_FORMAT, KEYWORDS_UI as S } from '@newsroom/shared';
import { IconArrowMerge } from '@tabler/icons-react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import rowAction from '../../../components/RowActionButton.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../Keywords.module.css';

interface KeywordTableProps {
  keywords: Keyword[] | undefined;
  busy: boolean;
  failed: boolean;
  /** taxonomy.manage: each row offers its rename and merge. */
  canManage: boolean;
  onRename: (keyword: Keyword) => void;
  onMerge: (keyword: Keyword) => void;
}

/** The keywords: Címke (with its slug), Cikkek, Közzétett and the row actions. */
export function KeywordTable({ keywords, busy, failed, canManage, onRename, onMerge }: KeywordTableProps) {
  const emptyText = emptyTextOf(keywords, failed, { empty: S.empty, loadFailed: S.loadFailed });
  return (
    <DataTable
      label={S.list}
      busy={busy}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.name}</Table.Th>
          <Table.Th className={classes.count}>{S.count}</Table.Th>
          <Table.Th className={classes.count}>{S.published}</Table.Th>
          {canManage && (
            <Table.Th className={classes.actions}>
              <VisuallyHidden>{S.actions}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keywords ? (
          keywords.map((k) => (
            <Table.Tr key={k.id} data-testid="keyword-row">
              <Table.Td className={classes.nameCell}>
                <span className={classes.name}>{k.name}</span>
                <Text size="xs" c="dimmed" className={classes.slug}>
                  <VisuallyHidden>{S.slug}: </VisuallyHidden>/{k.slug}
                </Text>
              </Table.Td>
              <Table.Td className={`${classes.count} ${classes.articles}`} data-testid="keyword-count">
                <span className={classes.countLabel}>{S.count}: </span>
                {NUMBER_FORMAT.format(k.article_count)}
              </Table.Td>
              <Table.Td className={`${classes.count} ${classes.published}`}>
                <span className={classes.countLabel}>{S.published}: </span>
                {NUMBER_FORMAT.format(k.published_count)}
              </Table.Td>
              {canManage && (
                <Table.Td className={classes.actions}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <RowActionButton label={S.rename} item={k.name} kind="edit" onClick={() => onRename(k)} />
                    <ActionIcon
                      variant="subtle"
                      color="orange"
                      size="lg"
                      className={rowAction.button}
                      aria-label={A11Y.rowAction(S.merge, k.name)}
                      data-tip={S.merge}
                      onClick={() => onMerge(k)}
                    >
                      <IconArrowMerge size={18} stroke={1.7} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))
        ) : (
          <SkeletonRows rows={8} widths={[200, 50, 50, ...(canManage ? [80] : [])]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

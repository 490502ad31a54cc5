import { ActionIcon, Badge, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { A11Y, formatDate, NUMBER_FORMAT, POLL_LIST, type Poll } from '@newsroom/shared';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import tableClasses from '../../../components/DataTable.module.css';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../Polls.module.css';

const countFormat = NUMBER_FORMAT;

interface PollTableProps {
  polls: Poll[] | undefined;
  isStale: boolean;
  failed: boolean;
  /** Whether the rows offer edit, delete and the right-side marking (is_admin). */
  canWrite: boolean;
  /** The poll whose right-side marking is being saved. */
  markingId: number | null;
  onEdit: (poll: Poll) => void;
  onDelete: (poll: Poll) => void;
  onMarkRightSide: (poll: Poll) => void;
}

/** The polls: id, Name (with the right-side badge), Votes, Created by, Updated by and the row actions. */
export function PollTable({ polls, isStale, failed, canWrite, markingId, ...actions }: PollTableProps) {
  const emptyText = emptyTextOf(polls, failed, POLL_LIST);
  return (
    <DataTable
      label={POLL_LIST.list}
      busy={!polls || isStale}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={`${tableClasses.id} ${cards.id}`}>{POLL_LIST.columnId}</Table.Th>
          <Table.Th>{POLL_LIST.columnName}</Table.Th>
          <Table.Th className={classes.votes}>{POLL_LIST.columnVotes}</Table.Th>
          <Table.Th>{POLL_LIST.columnCreatedBy}</Table.Th>
          <Table.Th>{POLL_LIST.columnUpdatedBy}</Table.Th>
          <Table.Th className={classes.actions}>
            <VisuallyHidden>{POLL_LIST.columnActions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {polls ? (
          polls.map((poll) => (
            <PollRow
              key={poll.id}
              poll={poll}
              canWrite={canWrite}
              marking={markingId === poll.id}
              {...actions}
            />
          ))
        ) : (
          <SkeletonRows rows={4} widths={[30, 220, 40, 120, 90, 100]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function PollRow({
  poll,
  canWrite,
  marking,
  onEdit,
  onDelete,
  onMarkRightSide,
}: {
  poll: Poll;
  canWrite: boolean;
  marking: boolean;
  onEdit: (poll: Poll) => void;
  onDelete: (poll: Poll) => void;
  onMarkRightSide: (poll: Poll) => void;
}) {
  const isRight = poll.right_side === 1;
  return (
    <Table.Tr data-testid="poll-row" data-right-side={isRight || undefined}>
      <Table.Td className={`${tableClasses.id} ${cards.id}`}>{poll.id}</Table.Td>
      <Table.Td className={classes.nameCell}>
        <Group gap={8} wrap="wrap">
          <span className={classes.name}>{poll.name}</span>
          {isRight && (
            <Tooltip label={POLL_LIST.rightSideHint} withArrow openDelay={300}>
              <Badge
                color="teal"
                variant="light"
                size="sm"
                leftSection={<IconLayoutSidebarRight size={12} aria-hidden />}
              >
                {POLL_LIST.rightSide}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td className={classes.votes}>
        <VisuallyHidden>{POLL_LIST.columnVotes}: </VisuallyHidden>
        {countFormat.format(poll.total_votes ?? 0)}
        <span className={classes.votesSuffix} aria-hidden>
          {' '}
          {POLL_LIST.votesSuffix}
        </span>
      </Table.Td>
      <Table.Td className={classes.createdBy}>{poll.full_name}</Table.Td>
      <Table.Td className={classes.date}>
        <VisuallyHidden>{POLL_LIST.columnUpdatedBy}: </VisuallyHidden>
        <time dateTime={poll.last_update}>{formatDate(poll.last_update)}</time>
      </Table.Td>
      <Table.Td className={classes.actions}>
        {canWrite && (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label={POLL_LIST.markRightSide} withArrow openDelay={400}>
              <ActionIcon
                variant={isRight ? 'light' : 'subtle'}
                color="teal"
                size="lg"
                aria-label={A11Y.rowAction(POLL_LIST.markRightSide, poll.name)}
                aria-pressed={isRight}
                // Already the one: marking again would change nothing.
                disabled={isRight}
                loading={marking}
                onClick={() => onMarkRightSide(poll)}
              >
                <IconLayoutSidebarRight size={18} stroke={1.7} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <RowActionButton
              label={POLL_LIST.edit}
              item={poll.name}
              kind="edit"
              onClick={() => onEdit(poll)}
            />
            <RowActionButton
              label={POLL_LIST.delete}
              item={poll.name}
              kind="delete"
              onClick={() => onDelete(poll)}
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

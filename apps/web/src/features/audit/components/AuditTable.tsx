import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import {
  A11Y,
  AUDIT_ACTION_LABELS,
  AUDIT_PAGE,
  type AuditAction,
  type AuditEntry,
  formatDateTime,
} from '@newsroom/shared';
import { Link } from 'react-router';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { actorText, changeSummary, itemPath, itemText } from '../audit-format.ts';
import classes from './AuditTable.module.css';

interface AuditTableProps {
  entries: AuditEntry[] | undefined;
  isStale: boolean;
  failed: boolean;
  /** 'Részletek': the whole change of a row. */
  onShowChanges: (entry: AuditEntry) => void;
}

/** 'Részletek', after how many more changes the row does not show ('+2 további · Részletek'). */
function detailsText(more: number): string {
  return more > 0 ? `${AUDIT_PAGE.moreChanges(more)} · ${AUDIT_PAGE.showChanges}` : AUDIT_PAGE.showChanges;
}

/** The colour of an action's badge: refused and destructive ones stand out. */
function actionColor(action: AuditAction): string {
  if (
    action === 'login_failed' ||
    action === 'throttle_lock' ||
    action === 'login_backstop' ||
    action === 'delete'
  )
    return 'red';
  if (action === 'create' || action === 'publish' || action === 'two_factor_on') return 'teal';
  if (action.startsWith('two_factor') || action === 'session_revoked' || action === 'password_change')
    return 'orange';
  if (action === 'login' || action === 'logout') return 'gray';
  return 'blue';
}

/** The audit trail: Időpont, Ki, Cím, Elem (a link to the item), Művelet and Változások. */
export function AuditTable({ entries, isStale, failed, onShowChanges }: AuditTableProps) {
  const emptyText = emptyTextOf(entries, failed, AUDIT_PAGE);
  return (
    <DataTable
      label={AUDIT_PAGE.list}
      busy={!entries || isStale}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{AUDIT_PAGE.columnTime}</Table.Th>
          <Table.Th>{AUDIT_PAGE.columnUser}</Table.Th>
          <Table.Th>{AUDIT_PAGE.columnAddress}</Table.Th>
          <Table.Th>{AUDIT_PAGE.columnItem}</Table.Th>
          <Table.Th>{AUDIT_PAGE.columnAction}</Table.Th>
          <Table.Th>{AUDIT_PAGE.columnChanges}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries ? (
          entries.map((entry) => <AuditRow key={entry.id} entry={entry} onShowChanges={onShowChanges} />)
        ) : (
          <SkeletonRows rows={6} widths={[110, 120, 90, 180, 90, 220]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function AuditRow({ entry, onShowChanges }: { entry: AuditEntry; onShowChanges: (e: AuditEntry) => void }) {
  const path = itemPath(entry);
  const text = itemText(entry);
  const summary = changeSummary(entry.changes);
  const showEmail = entry.user_name && entry.user_email;
  return (
    <Table.Tr data-testid="audit-row">
      <Table.Td className={classes.time}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Table.Td>
      <Table.Td className={classes.who}>
        <Text size="sm" fw={500} component="span" display="block">
          {actorText(entry)}
        </Text>
        {showEmail && (
          <Text size="xs" c="dimmed" className={classes.email} component="span" display="block">
            {entry.user_email}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.address}>
        <span className={classes.label}>{AUDIT_PAGE.columnAddress}: </span>
        {entry.address ?? '–'}
      </Table.Td>
      <Table.Td className={classes.item}>
        {path ? (
          <Anchor component={Link} to={path} size="sm">
            {text}
          </Anchor>
        ) : (
          <Text size="sm" component="span">
            {text}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.action}>
        <Badge
          variant="light"
          color={actionColor(entry.action)}
          radius="sm"
          tt="none"
          styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {AUDIT_ACTION_LABELS[entry.action]}
        </Badge>
      </Table.Td>
      <Table.Td className={classes.changes}>
        {summary.lines.map((line) => (
          <div key={line.field} className={classes.change}>
            <span className={classes.field}>{line.field}:</span>{' '}
            <span className={classes.before}>{line.before}</span>
            {' → '}
            <span className={classes.after}>{line.after}</span>
          </div>
        ))}
        {summary.hasMore && (
          <Button
            variant="subtle"
            size="compact-xs"
            mt={4}
            onClick={() => onShowChanges(entry)}
            // What it shows, then which item: the visible text is part of the name.
            aria-label={A11Y.rowAction(detailsText(summary.more), text)}
          >
            {detailsText(summary.more)}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

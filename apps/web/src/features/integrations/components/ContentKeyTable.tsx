import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { A11Y, type ContentKey, formatDateTime, INTEGRATIONS_SCREEN as S } from '@newsroom/shared';
import { IconKeyOff } from '@tabler/icons-react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import classes from '../Integrations.module.css';

interface ContentKeyTableProps {
  keys: ContentKey[] | undefined;
  failed: boolean;
  onRevoke: (key: ContentKey) => void;
}

/** The content keys: Név, Előtag, Létrehozva, Utoljára használva, Állapot and 'Visszavonás'. */
export function ContentKeyTable({ keys, failed, onRevoke }: ContentKeyTableProps) {
  const emptyText = emptyTextOf(keys, failed, { empty: S.keysEmpty, loadFailed: S.keysLoadFailed });
  return (
    <DataTable
      label={S.keyList}
      busy={!keys}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.keyTable}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.columnName}</Table.Th>
          <Table.Th>{S.columnPrefix}</Table.Th>
          <Table.Th>{S.columnCreated}</Table.Th>
          <Table.Th>{S.columnLastUsed}</Table.Th>
          <Table.Th>{S.columnState}</Table.Th>
          <Table.Th className={classes.actions}>
            <VisuallyHidden>{S.columnActions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys ? (
          keys.map((key) => <KeyRow key={key.id} contentKey={key} onRevoke={onRevoke} />)
        ) : (
          <SkeletonRows rows={2} widths={[160, 80, 110, 110, 70, 90]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function KeyRow({
  contentKey: key,
  onRevoke,
}: {
  contentKey: ContentKey;
  onRevoke: (key: ContentKey) => void;
}) {
  const revoked = key.revoked_at !== null;
  return (
    <Table.Tr data-testid="content-key-row" data-revoked={revoked || undefined} className={classes.row}>
      <Table.Td className={classes.nameCell}>
        <span className={classes.name}>{key.name}</span>
      </Table.Td>
      <Table.Td className={classes.prefixCell}>
        <code className={classes.code}>{key.prefix}…</code>
      </Table.Td>
      <Table.Td className={`${classes.date} ${classes.createdCell}`}>
        <span className={classes.cardLabel}>{S.createdAt} </span>
        <time dateTime={key.created_at}>{formatDateTime(key.created_at)}</time>
      </Table.Td>
      <Table.Td className={`${classes.date} ${classes.usedCell}`}>
        <span className={classes.cardLabel}>{S.lastUsedAt} </span>
        {key.last_used_at ? (
          <time dateTime={key.last_used_at}>{formatDateTime(key.last_used_at)}</time>
        ) : (
          <span className={classes.never}>{S.neverUsed}</span>
        )}
      </Table.Td>
      <Table.Td className={classes.stateCell}>
        {key.revoked_at ? (
          <Badge
            color="gray"
            variant="light"
            className={classes.badge}
            title={S.revokedAt(formatDateTime(key.revoked_at))}
          >
            {S.keyRevoked}
          </Badge>
        ) : (
          <Badge color="teal" variant="light" className={classes.badge}>
            {S.keyActive}
          </Badge>
        )}
        {key.revoked_at && (
          <span className={classes.stateNote}>
            <time dateTime={key.revoked_at}>{formatDateTime(key.revoked_at)}</time>
          </span>
        )}
      </Table.Td>
      <Table.Td className={classes.actions}>
        {!revoked && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconKeyOff size={16} aria-hidden />}
            aria-label={A11Y.rowAction(S.revoke, key.name)}
            onClick={() => onRevoke(key)}
          >
            {S.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

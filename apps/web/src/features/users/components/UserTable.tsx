import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, paths, USER_LIST, type UserListItem } from '@newsroom/shared';
import { IconCheck } from '@tabler/icons-react';
import tableClasses from '../../../components/DataTable.module.css';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../UserList.module.css';

interface UserTableProps {
  users: UserListItem[] | undefined;
  isStale: boolean;
  failed: boolean;
  /** Whether a row offers edit and delete (docs/product.md, Roles). */
  canManage: (user: UserListItem) => boolean;
  onDelete: (user: UserListItem) => void;
  /** Whether the reader may see e-mail addresses (users.manage): the server sends them only then. */
  showEmail: boolean;
}

/** The user list: #, Név, E-mail, Adminisztrátor (tick), Módosítva and the row actions. */
export function UserTable({ users, isStale, failed, canManage, onDelete, showEmail }: UserTableProps) {
  const emptyText = emptyTextOf(users, failed, USER_LIST);
  return (
    <DataTable
      label={USER_LIST.list}
      busy={!users || isStale}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={`${tableClasses.id} ${cards.id}`}>{USER_LIST.columnId}</Table.Th>
          <Table.Th>{USER_LIST.columnName}</Table.Th>
          {showEmail && <Table.Th>{USER_LIST.columnEmail}</Table.Th>}
          <Table.Th className={classes.center}>{USER_LIST.columnAdmin}</Table.Th>
          <Table.Th>{USER_LIST.columnUpdated}</Table.Th>
          <Table.Th className={classes.actions}>
            <VisuallyHidden>{USER_LIST.columnActions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users ? (
          users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              canManage={canManage(user)}
              onDelete={onDelete}
              showEmail={showEmail}
            />
          ))
        ) : (
          <SkeletonRows rows={5} widths={showEmail ? [40, 160, 200, 30, 90, 60] : [40, 160, 30, 90, 60]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function UserRow({
  user,
  canManage,
  onDelete,
  showEmail,
}: {
  user: UserListItem;
  canManage: boolean;
  onDelete: (user: UserListItem) => void;
  showEmail: boolean;
}) {
  const isActive = Boolean(user.is_active);
  return (
    <Table.Tr
      className={isActive ? undefined : classes.inactive}
      data-testid="user-row"
      data-inactive={isActive ? undefined : true}
    >
      <Table.Td className={`${tableClasses.id} ${cards.id}`}>{user.id}</Table.Td>
      <Table.Td className={classes.nameCell}>
        <Group gap={8} wrap="nowrap">
          <span className={classes.name} data-testid="user-name">
            {user.full_name}
          </span>
          <Text span size="xs" c="dimmed" data-testid="user-role">
            {user.role_name}
          </Text>
          {!isActive && (
            <Badge color="red" variant="light" size="sm">
              {USER_LIST.deleted}
            </Badge>
          )}
        </Group>
      </Table.Td>
      {showEmail && <Table.Td className={`${classes.email} ${classes.emailCell}`}>{user.email}</Table.Td>}
      <Table.Td className={`${classes.center} ${classes.adminCell}`}>
        {user.is_admin ? (
          <IconCheck
            size={18}
            stroke={2}
            color="var(--mantine-color-teal-6)"
            aria-label={USER_LIST.isAdmin}
            role="img"
          />
        ) : null}
        {user.is_admin ? (
          <span className={classes.adminText} aria-hidden>
            {USER_LIST.columnAdmin}
          </span>
        ) : null}
      </Table.Td>
      <Table.Td className={classes.date}>
        <VisuallyHidden>{USER_LIST.columnUpdated}: </VisuallyHidden>
        <time dateTime={user.last_update}>{formatDate(user.last_update)}</time>
      </Table.Td>
      <Table.Td className={classes.actions}>
        {canManage && (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <RowActionButton
              label={USER_LIST.edit}
              item={user.full_name}
              kind="edit"
              to={paths.user.href(user.id)}
            />
            <RowActionButton
              label={USER_LIST.delete}
              item={user.full_name}
              kind="delete"
              onClick={() => onDelete(user)}
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

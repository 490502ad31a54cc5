import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { A11Y, NUMBER_FORMAT, RIGHT_LABELS, RIGHTS, type Role, ROLES_SCREEN as S } from '@newsroom/shared';
import { IconEye } from '@tabler/icons-react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import rowAction from '../../../components/RowActionButton.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../Roles.module.css';

interface RoleTableProps {
  roles: Role[] | undefined;
  failed: boolean;
  /** Whether the rows offer their actions (roles.manage): a custom role's edit and delete, a built-in one's view. */
  canManage: boolean;
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** The roles: Név (with the 'Beépített' badge), Jogosultságok, Felhasználók and the row actions. */
export function RoleTable({ roles, failed, canManage, ...actions }: RoleTableProps) {
  const emptyText = emptyTextOf(roles, failed, { empty: S.empty, loadFailed: S.loadFailed });
  return (
    <DataTable
      label={S.list}
      busy={!roles}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.table}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.name}</Table.Th>
          <Table.Th>{S.rights}</Table.Th>
          <Table.Th className={classes.users}>{S.users}</Table.Th>
          {canManage && (
            <Table.Th className={classes.actions}>
              <VisuallyHidden>{S.columnActions}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {roles ? (
          roles.map((role) => <RoleRow key={role.id} role={role} canManage={canManage} {...actions} />)
        ) : (
          <SkeletonRows rows={5} widths={[140, 320, 40, ...(canManage ? [80] : [])]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function RightBadges({ rights }: { rights: Role['rights'] }) {
  if (rights.length === 0)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {S.noRights}
      </Text>
    );
  if (RIGHTS.every((r) => rights.includes(r)))
    return (
      <Badge size="sm" variant="light" color="teal" className={classes.right}>
        {S.allRights}
      </Badge>
    );
  return (
    <Group gap={4} wrap="wrap">
      {rights.map((right) => (
        <Badge key={right} size="sm" variant="light" color="gray" title={right} className={classes.right}>
          {RIGHT_LABELS[right]}
        </Badge>
      ))}
    </Group>
  );
}

function RoleRow({
  role,
  canManage,
  onOpen,
  onDelete,
}: { role: Role } & Omit<RoleTableProps, 'roles' | 'failed'>) {
  const builtin = role.builtin === 1;
  return (
    <Table.Tr data-testid="role-row" data-builtin={builtin || undefined}>
      <Table.Td className={classes.nameCell}>
        <Group gap={8} wrap="wrap">
          <span className={classes.name}>{role.name}</span>
          {builtin && (
            <Badge size="sm" variant="outline" color="blue" className={classes.builtin}>
              {S.builtin}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td className={classes.rightsCell}>
        <VisuallyHidden>{S.rights}: </VisuallyHidden>
        <RightBadges rights={role.rights} />
      </Table.Td>
      <Table.Td className={classes.users}>
        <VisuallyHidden>{S.users}: </VisuallyHidden>
        {NUMBER_FORMAT.format(role.user_count)}
        <span className={classes.usersSuffix} aria-hidden>
          {' '}
          {S.usersSuffix}
        </span>
      </Table.Td>
      {canManage && (
        <Table.Td className={classes.actions}>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {builtin ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                className={rowAction.button}
                aria-label={A11Y.rowAction(S.view, role.name)}
                data-tip={S.view}
                onClick={() => onOpen(role)}
              >
                <IconEye size={18} stroke={1.7} aria-hidden />
              </ActionIcon>
            ) : (
              <>
                <RowActionButton label={S.edit} item={role.name} kind="edit" onClick={() => onOpen(role)} />
                <RowActionButton
                  label={S.delete}
                  item={role.name}
                  kind="delete"
                  onClick={() => onDelete(role)}
                />
              </>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

import { Button, Text } from '@mantine/core';
import { can, READ_ONLY_REASONS, type Role, ROLES_SCREEN as S } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog, useDeleteQuestion } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { useSession } from '../../lib/session.ts';
import { useDeleteRole } from './api/delete-role.ts';
import { useRoles } from './api/roles.ts';
import { RoleDialog } from './components/RoleDialog.tsx';
import { RoleTable } from './components/RoleTable.tsx';

/** What the role dialog shows: nothing (closed), a new role, or this one. */
type DialogTarget = null | 'new' | Role;

/**
 * /roles ('Szerepkörök', docs/product.md, Roles): the roles with their rights and how many users
 * have each. With roles.manage: a new role, a custom role's edit and delete (the server says why a
 * role in use cannot go), a built-in role's rights read-only. Everyone else reads the list, with
 * the one line saying why.
 */
export default function RolesPage() {
  const { user } = useSession();
  const roles = useRoles();
  const canManage = can(user, 'manageRoles');
  const [dialog, setDialog] = useState<DialogTarget>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const deletion = useDeleteRole();
  const question = useDeleteQuestion<Role>(deletion.mutate);

  return (
    <>
      <PageHeader title={S.title}>
        {canManage && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('new')}>
            {S.add}
          </Button>
        )}
      </PageHeader>
      <Text c="dimmed" size="sm" maw={760} mt={-8} mb="md">
        {S.lead}
      </Text>
      <ReadOnlyNotice reason={canManage ? null : READ_ONLY_REASONS.manageRoles} />

      <RoleTable
        roles={roles.data}
        failed={roles.isError}
        canManage={canManage}
        onOpen={setDialog}
        onDelete={question.ask}
      />

      {dialog !== null && <RoleDialog role={dialog === 'new' ? null : dialog} onClose={closeDialog} />}
      <ConfirmDialog
        {...question.dialogProps((role) => S.confirmDelete(role.name))}
        title={S.deleteTitle}
        confirmLabel={S.delete}
        cancelLabel={S.cancel}
        loading={deletion.isPending}
      />
    </>
  );
}

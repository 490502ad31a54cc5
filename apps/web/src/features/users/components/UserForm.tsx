import { Box, Button, Checkbox, Paper, Select, SimpleGrid } from '@mantine/core';
import { paths, USER_FORM, type UserDetails } from '@newsroom/shared';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { useRoles } from '../../../lib/roles.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { type UserFormValues, userFormFrom, userFormValidator, userInputFrom } from '../user-form.ts';
import { NameEmailFields, NewPasswordFields, SaveFooter } from './AccountFields.tsx';

/** An administrator types someone else's data: no browser suggestions. */
const NO_AUTOCOMPLETE = { firstName: 'off', lastName: 'off', email: 'off' };

/**
 * The user details form ('User data'), for a new user when `user` is absent. Delete is offered for
 * an existing user when `canDelete` (never on one's own account, which the server refuses).
 */
export function UserForm({ user, canDelete = false }: { user?: UserDetails; canDelete?: boolean }) {
  const navigate = useNavigate();
  const id = user?.id ?? null;
  const form = useRulesForm<UserFormValues>({
    initialValues: userFormFrom(user),
    validate: userFormValidator(id === null),
  });
  const [lastUpdate, setLastUpdate] = useState(user?.last_update);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const save = useSaveUser();
  const deletion = useDeleteUser(USER_FORM.deletedFallback);
  const roles = useRoles();
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  // A new user starts as a reader ('Olvasó') until the administrator picks another role.
  const reader = roles.data?.find((r) => r.rights.length === 0 && r.builtin === 1);
  const readerId = reader ? String(reader.id) : '';
  const unchosen = id === null && form.values.role_id === '';
  useEffect(() => {
    if (unchosen && readerId) form.setFieldValue('role_id', readerId);
  }, [unchosen, readerId, form.setFieldValue]);

  const submit = submitHandler(form, (values) => {
    save.mutate(
      { id, input: userInputFrom(values, lastUpdate) },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || USER_FORM.savedFallback);
          setLastUpdate(reply.data.last_update);
          form.setValues({ password: '', confirm_password: '' });
          navigate(paths.user.href(reply.data.id));
        },
      },
    );
  });

  function confirmDelete() {
    if (id === null) return;
    deletion.mutate(id, {
      onSuccess: () => navigate(paths.users.href()),
      onSettled: () => setConfirmOpen(false),
    });
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form onSubmit={submit} noValidate aria-label={USER_FORM.title}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NameEmailFields form={form} labels={USER_FORM} autoComplete={NO_AUTOCOMPLETE} />
          {/* Keeps the passwords on their own line on wide screens. */}
          <Box visibleFrom="sm" />
          <NewPasswordFields form={form} labels={USER_FORM} required={id === null} />
        </SimpleGrid>
        <Select
          mt="lg"
          maw={360}
          label={USER_FORM.role}
          description={USER_FORM.roleHint}
          data={roleOptions}
          allowDeselect={false}
          {...form.getInputProps('role_id')}
        />
        {/* The Active checkbox exists but is hidden. */}
        <Checkbox
          display="none"
          label={USER_FORM.active}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <SaveFooter saving={save.isPending} label={USER_FORM.save}>
          {id !== null && canDelete && (
            <Button
              type="button"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirmOpen(true)}
            >
              {USER_FORM.delete}
            </Button>
          )}
        </SaveFooter>
      </form>
      <ConfirmDialog
        opened={confirmOpen}
        title={USER_FORM.confirmTitle}
        message={user ? USER_FORM.deleteConfirm(fullNameOf(user)) : ''}
        confirmLabel={USER_FORM.yes}
        cancelLabel={USER_FORM.cancel}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        loading={deletion.isPending}
      />
    </Paper>
  );
}

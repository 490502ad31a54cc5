import { Box, Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { USER_FORM, type UserDetails } from '@newsroom/shared';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showSuccess } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { fullNameOf } from '../full-name.ts';
import { type UserFormValues, userFormFrom, userFormValidator, userInputFrom } from '../user-form.ts';

/** The user details form ('User data'), for a new user when `user` is absent. */
export function UserForm({ user }: { user?: UserDetails }) {
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

  const submit = submitHandler(form, (values) => {
    save.mutate(
      { id, input: userInputFrom(values, lastUpdate) },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || USER_FORM.savedFallback);
          setLastUpdate(reply.data.last_update);
          form.setValues({ password: '', confirm_password: '' });
          navigate(`/users/${reply.data.id}`);
        },
      },
    );
  });

  function confirmDelete() {
    if (id === null) return;
    deletion.mutate(id, {
      onSuccess: () => navigate('/users'),
      onSettled: () => setConfirmOpen(false),
    });
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form onSubmit={submit} noValidate aria-label={USER_FORM.title}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={USER_FORM.firstName}
            {...form.getInputProps('first_name')}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            label={USER_FORM.lastName}
            {...form.getInputProps('last_name')}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            label={USER_FORM.email}
            type="email"
            {...form.getInputProps('email')}
            withAsterisk
            autoComplete="off"
          />
          {/* Keeps the passwords on their own line on wide screens. */}
          <Box visibleFrom="sm" />
          <PasswordInput
            label={USER_FORM.password}
            {...form.getInputProps('password')}
            withAsterisk={id === null}
            autoComplete="new-password"
          />
          <PasswordInput
            label={USER_FORM.confirmPassword}
            {...form.getInputProps('confirm_password')}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Checkbox
          mt="lg"
          label={USER_FORM.administrator}
          {...form.getInputProps('is_admin', { type: 'checkbox' })}
        />
        {/* The Active checkbox exists but is hidden. */}
        <Checkbox
          display="none"
          label={USER_FORM.active}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="xl">
          {id !== null && (
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
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {USER_FORM.save}
          </Button>
        </Group>
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

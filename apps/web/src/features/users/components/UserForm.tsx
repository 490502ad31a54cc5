import { Box, Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { USER_FORM } from '@newsroom/shared';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useSaveUser } from '../api/save-user.ts';
import { fullNameOf, type UserDetails } from '../types.ts';
import {
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
  userFormFrom,
  userInputFrom,
  validateUserForm,
} from '../user-form.ts';

/** The user details form (SPEC.md point 2: User details), for a new user when `user` is absent. */
export function UserForm({ user }: { user?: UserDetails }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<UserFormValues>(() => userFormFrom(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [lastUpdate, setLastUpdate] = useState(user?.last_update);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const save = useSaveUser();
  const deletion = useDeleteUser(USER_FORM.deletedFallback);
  const id = user?.id ?? null;

  const setText = (key: UserFormField) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: false }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateUserForm(values, id === null);
    if (invalid) {
      setErrors(invalid.errors);
      showError(invalid.message);
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: userInputFrom(values, lastUpdate) },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || USER_FORM.savedFallback);
          setLastUpdate(reply.data.last_update);
          setValues((v) => ({ ...v, password: '', confirm_password: '' }));
          navigate(`/users/${reply.data.id}`);
        },
      },
    );
  }

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
            value={values.first_name}
            onChange={setText('first_name')}
            error={errors.first_name}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            label={USER_FORM.lastName}
            value={values.last_name}
            onChange={setText('last_name')}
            error={errors.last_name}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            label={USER_FORM.email}
            type="email"
            value={values.email}
            onChange={setText('email')}
            error={errors.email}
            withAsterisk
            autoComplete="off"
          />
          {/* Keeps the passwords on their own line on wide screens. */}
          <Box visibleFrom="sm" />
          <PasswordInput
            label={USER_FORM.password}
            value={values.password}
            onChange={setText('password')}
            error={errors.password}
            // PasswordInput does not mark its inner input itself.
            aria-invalid={errors.password || undefined}
            withAsterisk={id === null}
            autoComplete="new-password"
          />
          <PasswordInput
            label={USER_FORM.confirmPassword}
            value={values.confirm_password}
            onChange={setText('confirm_password')}
            error={errors.confirm_password}
            // PasswordInput does not mark its inner input itself.
            aria-invalid={errors.confirm_password || undefined}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Checkbox
          mt="lg"
          label={USER_FORM.administrator}
          checked={values.is_admin}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, is_admin: checked }));
          }}
        />
        {/* SPEC.md point 2: the Active checkbox exists but is hidden. */}
        <Checkbox
          display="none"
          label={USER_FORM.active}
          checked={values.is_active}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setValues((v) => ({ ...v, is_active: checked }));
          }}
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

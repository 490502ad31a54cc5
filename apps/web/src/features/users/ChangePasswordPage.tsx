import { Button, Group, Paper, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_FORM, TITLES, USER_FORM_MESSAGES } from '@newsroom/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showError, showSuccess } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.ts';
import { useChangePassword } from './api/change-password.ts';
import { showSaveError } from './save-error.ts';

type Field = 'password' | 'confirm_password';

/**
 * /my-account/change-password ('Password change'). The password is required and the confirmation
 * when a password is entered; whether they match is the server's to say (SPEC.md point 5).
 */
export default function ChangePasswordPage() {
  const { user } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const change = useChangePassword();

  const setText = (key: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: false }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid: Partial<Record<Field, boolean>> = {};
    if (!values.password) invalid.password = true;
    if (values.password && !values.confirm_password) invalid.confirm_password = true;
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      showError(USER_FORM_MESSAGES.invalid);
      return;
    }
    setErrors({});
    if (!user) return;
    change.mutate(
      { id: user.id, ...values },
      {
        onSuccess: (reply) => {
          setValues({ password: '', confirm_password: '' });
          showSuccess(reply.message || ACCOUNT_FORM.passwordSavedFallback);
        },
        onError: showSaveError,
      },
    );
  }

  return (
    <>
      <PageHeader title={TITLES.changePassword} />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <form onSubmit={submit} noValidate aria-label={ACCOUNT_FORM.passwordTitle}>
          <Stack gap="md">
            <PasswordInput
              label={ACCOUNT_FORM.password}
              value={values.password}
              onChange={setText('password')}
              error={errors.password}
              // PasswordInput does not mark its inner input itself.
              aria-invalid={errors.password || undefined}
              withAsterisk
              autoComplete="new-password"
            />
            <PasswordInput
              label={ACCOUNT_FORM.confirmPassword}
              value={values.confirm_password}
              onChange={setText('confirm_password')}
              error={errors.confirm_password}
              // PasswordInput does not mark its inner input itself.
              aria-invalid={errors.confirm_password || undefined}
              autoComplete="new-password"
            />
          </Stack>
          <Group justify="flex-end" mt="xl">
            <Button
              type="submit"
              loading={change.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {ACCOUNT_FORM.save}
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}

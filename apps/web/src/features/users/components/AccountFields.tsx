import { Button, Group, PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The part of a form these fields read: the input props of a field by its name. */
interface FieldsForm<Field extends string> {
  getInputProps(path: Field): GetInputPropsReturnType;
}

/**
 * First name, last name and e-mail, all required: the user details form and one's own account.
 * `autoComplete` is the browser hint per field (`off` where an administrator types someone else's).
 */
export function NameEmailFields({
  form,
  labels,
  autoComplete,
}: {
  form: FieldsForm<'first_name' | 'last_name' | 'email'>;
  labels: { firstName: string; lastName: string; email: string };
  autoComplete: { firstName: string; lastName: string; email: string };
}) {
  return (
    <>
      <TextInput
        label={labels.firstName}
        {...form.getInputProps('first_name')}
        withAsterisk
        autoComplete={autoComplete.firstName}
      />
      <TextInput
        label={labels.lastName}
        {...form.getInputProps('last_name')}
        withAsterisk
        autoComplete={autoComplete.lastName}
      />
      <TextInput
        label={labels.email}
        type="email"
        {...form.getInputProps('email')}
        withAsterisk
        autoComplete={autoComplete.email}
      />
    </>
  );
}

/** A new password and its confirmation (the password marked required when `required`). */
export function NewPasswordFields({
  form,
  labels,
  required,
}: {
  form: FieldsForm<'password' | 'confirm_password'>;
  labels: { password: string; confirmPassword: string };
  required: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        {...form.getInputProps('password')}
        withAsterisk={required}
        autoComplete="new-password"
      />
      <PasswordInput
        label={labels.confirmPassword}
        {...form.getInputProps('confirm_password')}
        autoComplete="new-password"
      />
    </>
  );
}

/** The footer of a user form: `children` (other actions) and then the submit button with the save icon. */
export function SaveFooter({
  saving,
  label,
  children,
}: {
  saving: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="xl">
      {children}
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
        {label}
      </Button>
    </Group>
  );
}

import { type Flag, USER_FORM_MESSAGES } from '@newsroom/shared';
import type { UserInput } from './api/save-user.ts';
import type { UserDetails } from './types.ts';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  is_admin: boolean;
  is_active: boolean;
}

export type UserFormField = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password';
export type UserFormErrors = Partial<Record<UserFormField, boolean>>;

export function userFormFrom(user: UserDetails | undefined): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    password: '',
    confirm_password: '',
    is_admin: Boolean(user?.is_admin),
    // SPEC.md point 9: a new user is active.
    is_active: user ? Boolean(user.is_active) : true,
  };
}

/**
 * SPEC.md point 5 (User form): names and e-mail required, the password only for a new user, the
 * confirmation when a password is entered; then the two must match. Returns the marked fields and
 * the message to show, or null when the form may be sent.
 */
export function validateUserForm(
  values: UserFormValues,
  isNew: boolean,
): { errors: UserFormErrors; message: string } | null {
  const errors: UserFormErrors = {};
  if (!values.first_name.trim()) errors.first_name = true;
  if (!values.last_name.trim()) errors.last_name = true;
  if (!values.email.trim()) errors.email = true;
  if (isNew && !values.password) errors.password = true;
  if (values.password && !values.confirm_password) errors.confirm_password = true;
  if (Object.keys(errors).length > 0) return { errors, message: USER_FORM_MESSAGES.invalid };
  if (values.password !== values.confirm_password)
    return {
      errors: { password: true, confirm_password: true },
      message: USER_FORM_MESSAGES.passwordMismatch,
    };
  return null;
}

const toFlag = (value: boolean): Flag => (value ? 1 : 0);

export function userInputFrom(values: UserFormValues, lastUpdate: string | undefined): UserInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
    is_admin: toFlag(values.is_admin),
    is_active: toFlag(values.is_active),
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  };
}

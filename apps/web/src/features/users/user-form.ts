import { USER_FORM_MESSAGES, USER_FORM_SCHEMAS, type UserDetails, type UserInput } from '@newsroom/shared';
import { firstMessage, rulesValidator } from '../../lib/rules-validator.ts';

export type UserFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  /** The role's id as the select holds it; '' for a new user until one is chosen. */
  role_id: string;
  is_active: boolean;
};

export type UserFormField = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password';
export type UserFormErrors = Partial<Record<UserFormField, boolean>>;

export function userFormFrom(user: UserDetails | undefined): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    password: '',
    confirm_password: '',
    role_id: user ? String(user.role_id) : '',
    // A new user is active.
    is_active: user ? Boolean(user.is_active) : true,
  };
}

/**
 * The user form's rules, the API's own (newUserSchema, userUpdateSchema in packages/shared) worded
 * for the screen: names and e-mail required, the password only for a new user, the confirmation
 * once a password is entered, and then the two must match.
 */
export function userFormValidator(isNew: boolean) {
  return rulesValidator<UserFormValues>(
    isNew ? USER_FORM_SCHEMAS.newUser : USER_FORM_SCHEMAS.userUpdate,
    USER_FORM_MESSAGES.invalid,
  );
}

/** What saving `values` marks and says, or null when the form may be sent. */
export function validateUserForm(
  values: UserFormValues,
  isNew: boolean,
): { errors: UserFormErrors; message: string } | null {
  const errors = userFormValidator(isNew)(values);
  const fields = Object.keys(errors);
  if (fields.length === 0) return null;
  return {
    errors: Object.fromEntries(fields.map((field) => [field, true])),
    message: firstMessage(errors) ?? USER_FORM_MESSAGES.invalid,
  };
}

export function userInputFrom(values: UserFormValues, lastUpdate: string | undefined) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
    ...(values.role_id ? { role_id: Number(values.role_id) } : {}),
    is_active: values.is_active ? 1 : 0,
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  } as const satisfies UserInput;
}

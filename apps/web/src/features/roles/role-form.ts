import type { FormErrors } from '@mantine/form';
import { RIGHTS, ROLES_SCREEN, type Role, type RoleInput, roleInputSchema } from '@newsroom/shared';
import { ApiError } from '../../lib/api.ts';
import { showError } from '../../lib/messages.ts';
import { rulesValidator } from '../../lib/rules-validator.ts';

/** What the role dialog's fields hold. */
export type RoleFormValues = {
  name: string;
  rights: string[];
};

/** A new role starts with no name and no right. */
export function roleFormFrom(role: Role | null): RoleFormValues {
  return role ? { name: role.name, rights: [...role.rights] } : { name: '', rights: [] };
}

/** The body of the save; an existing role's carries the `last_update` the dialog opened with. */
export function roleInputFrom(values: RoleFormValues, role: Role | null): RoleInput {
  return {
    name: values.name.trim(),
    // In the contract's order, whatever order they were ticked in.
    rights: RIGHTS.filter((r) => values.rights.includes(r)),
    ...(role ? { last_update: role.last_update } : {}),
  };
}

/** The form's field that shows an error of a body path (`rights.0` → `rights`). */
export function roleFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}

/** The dialog's rules, the API's own (roleInputSchema): a name of at most 60 characters. */
export const roleFormValidator = rulesValidator<RoleFormValues>(
  roleInputSchema,
  ROLES_SCREEN.invalid,
  (values) => roleInputFrom(values, null),
  roleFieldOf,
);

/**
 * A refused save: the fields a 400 names (name, rights) are marked with their messages, and the
 * server's message is shown (a 409's too: the role changed since the dialog opened); an expired
 * session has its own message and sign-in.
 */
export function showRoleSaveError(error: Error, setErrors: (errors: FormErrors) => void): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && error.status === 400) {
    const marked: FormErrors = {};
    for (const [path, message] of Object.entries(error.errors ?? {})) marked[roleFieldOf(path)] ??= message;
    setErrors(marked);
  }
  showError(error.message);
}

/** The message of a field, to show under it (the app's forms otherwise only mark it). */
export function fieldMessage(errors: FormErrors, field: string): string | undefined {
  const error = errors[field];
  return typeof error === 'string' && error !== '' ? error : undefined;
}

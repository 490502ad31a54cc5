import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../lib/api.ts';
import { showError } from '../../lib/messages.ts';

/**
 * A refused save of the screen's forms: the fields a 400 names are marked with their messages
 * (`fieldOf` maps a body path, e.g. `events.0`, to the form's field), and the server's message is
 * shown; an expired session has its own message and sign-in.
 */
export function showSaveError(
  error: Error,
  setErrors: (errors: FormErrors) => void,
  fieldOf: (path: string) => string = (path) => path,
): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && error.status === 400) {
    const marked: FormErrors = {};
    for (const [path, message] of Object.entries(error.errors ?? {})) marked[fieldOf(path)] ??= message;
    setErrors(marked);
  }
  showError(error.message);
}

/** The message of a field, to show under it (the app's forms otherwise only mark it). */
export function fieldMessage(errors: FormErrors, field: string): string | undefined {
  const error = errors[field];
  return typeof error === 'string' && error !== '' ? error : undefined;
}

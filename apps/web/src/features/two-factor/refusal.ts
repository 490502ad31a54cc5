import { ApiError } from '../../lib/api.ts';

/** The message of a refused call for a form: the field the server named, else its message. */
export function refusal(error: Error, field: string): string {
  if (error instanceof ApiError) return error.errors?.[field] ?? error.message;
  return error.message;
}

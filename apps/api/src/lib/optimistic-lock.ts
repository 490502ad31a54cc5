import { AppError } from './errors.ts';

/**
 * The first half of an optimistic-lock save (CONTRACT.md point 4): the last_update the client
 * loaded, which must be a timestamp (else 400 with `invalid`) equal to the stored one (else 409
 * with `conflict`). The write itself then repeats the comparison in its WHERE clause.
 */
export function checkLoadedLastUpdate(
  sent: string | undefined,
  stored: string,
  messages: { invalid: string; conflict: string },
): Date {
  const loaded = sent ? new Date(sent) : undefined;
  if (!loaded || Number.isNaN(loaded.getTime())) {
    throw new AppError('BAD_INPUT', messages.invalid, { last_update: messages.invalid });
  }
  if (loaded.getTime() !== new Date(stored).getTime()) throw new AppError('CONFLICT', messages.conflict);
  return loaded;
}

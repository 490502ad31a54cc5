import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

/**
 * The last_update the client loaded (docs/product.md): it must be a timestamp, else 400 with
 * `invalid` (for this field too).
 */
export function parseLoadedLastUpdate(sent: string | undefined, invalid: string): Date {
  const loaded = sent ? new Date(sent) : undefined;
  if (!loaded || Number.isNaN(loaded.getTime())) {
    throw new AppError('BAD_INPUT', invalid, { last_update: invalid });
  }
  return loaded;
}

/**
 * The first half of an optimistic-lock save (docs/product.md): the last_update the client
 * loaded, which must be a timestamp (else 400 with `invalid`) equal to the stored one (else 409
 * with `conflict`). The write itself then repeats the comparison in its WHERE clause.
 */
export function checkLoadedLastUpdate(
  sent: string | undefined,
  stored: string,
  messages: { invalid: string; conflict: string },
): Date {
  const loaded = parseLoadedLastUpdate(sent, messages.invalid);
  if (loaded.getTime() !== new Date(stored).getTime()) throw new AppError('CONFLICT', messages.conflict);
  return loaded;
}

/**
 * The new last_update of a write: now, but always later than the stored one (two saves within the
 * same clock tick still differ, so a client holding the older one gets its 409).
 */
export function bumpLastUpdate(column: AnyPgColumn): SQL {
  return sql`greatest(now(), ${column} + interval '1 millisecond')`;
}

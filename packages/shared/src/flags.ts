import { z } from 'zod';

/** A 0/1 flag on the wire; inputs also accept booleans (docs/api.md). */
export const flagInput = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v ? 1 : 0));
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** Converts a stored boolean to the wire's 0/1. */
export function toFlag(value: boolean | number | null | undefined): Flag {
  return value ? 1 : 0;
}

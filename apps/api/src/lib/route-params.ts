import { z } from 'zod';

/** The `:id` of a route: a positive integer that fits the database's integer column. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

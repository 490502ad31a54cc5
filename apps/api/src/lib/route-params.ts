import { idParamsSchema } from '@newsroom/shared';

/**
 * The `:id` of a route: a positive decimal integer that fits the database's integer column
 * (1..2147483647); '1e3', '0x10', '1.0', '+1', ' 1', '-1', '0' and larger numbers are a 400
 * (packages/shared/src/ids.ts).
 */
export const idParams = idParamsSchema;

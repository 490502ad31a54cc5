/**
 * The Hungarian sort key in SQL, for the repositories' ORDER BY terms. It is defined below the
 * schema, in db/hungarian-sort.ts, because the title indexes (db/schema/posts.ts) hold the same
 * expression, and the schema imports nothing from lib/.
 */
export { hungarianOrder } from '../db/hungarian-sort.ts';

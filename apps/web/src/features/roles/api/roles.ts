/** The roles query lives in lib/roles.ts: the user form needs it too. */
export { rolesKey, rolesQuery, useRoles } from '../../../lib/roles.ts';

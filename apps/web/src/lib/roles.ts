import { okReplySchema, roleSchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api.ts';

/** Every roles query shares this root, so a write can reload them all at once. */
export const rolesKey = ['roles'] as const;

const rolesReplySchema = okReplySchema(roleSchema.array());

/** GET /api/roles: the active roles, the built-in ones first (the user form's choice, 'Szerepkörök'). */
export const rolesQuery = queryOptions({
  queryKey: rolesKey,
  queryFn: ({ signal }) => apiGet('/roles', rolesReplySchema, signal).then((r) => r.data),
});

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery, enabled });
}

import { okReplySchema, type RoleInput, roleSchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { rolesKey } from './roles.ts';

export interface SaveRoleVariables {
  /** null for a new role (POST /api/roles). */
  id: number | null;
  input: RoleInput;
}

const roleReplySchema = okReplySchema(roleSchema);

/**
 * POST /api/roles or PUT /api/roles/{id} (with the `last_update` the form loaded: a 409 when the
 * role changed since).
 */
export function saveRole({ id, input }: SaveRoleVariables) {
  return id === null
    ? apiRequest('POST', '/roles', roleReplySchema, { body: input })
    : apiRequest('PUT', `/roles/${id}`, roleReplySchema, { body: input });
}

/**
 * Saves a role and reloads the list. Errors are left to the form (silent), which marks the fields;
 * a conflict reloads the list too, so the form opened again holds what is stored now.
 */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKey }),
  });
}

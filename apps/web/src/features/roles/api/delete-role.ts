import { idDataSchema, okReplySchema, ROLE_MESSAGES } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { rolesKey } from './roles.ts';

/** DELETE /api/roles/{id}: a custom role no user has (otherwise a 400 saying why, shown as the error). */
export function deleteRole(id: number) {
  return apiRequest('DELETE', `/roles/${id}`, okReplySchema(idDataSchema));
}

export function useDeleteRole() {
  return useListWrite(deleteRole, { invalidates: rolesKey, fallback: ROLE_MESSAGES.deleted });
}

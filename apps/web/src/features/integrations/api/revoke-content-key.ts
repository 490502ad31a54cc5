import { idDataSchema, okReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useListWrite } from '../../../lib/writes.ts';
import { contentKeysKey } from './content-keys.ts';

/** DELETE /api/content-keys/{id}: revokes the key at once; it stays listed with revoked_at. */
export function revokeContentKey(id: number) {
  return apiRequest('DELETE', `/content-keys/${id}`, okReplySchema(idDataSchema));
}

export function useRevokeContentKey() {
  return useListWrite(revokeContentKey, { invalidates: contentKeysKey });
}

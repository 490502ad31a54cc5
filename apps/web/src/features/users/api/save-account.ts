import { type MyAccountInput, userReplySchema } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { userKey } from './get-user.ts';
import { usersKey } from './users-list.ts';

/** The fields of one's own account that the server takes: the name and the e-mail. */
export type AccountInput = Omit<MyAccountInput, 'myaccount'>;

/** PUT /api/users/{id} with myaccount: 1: the server takes only the name and the e-mail. */
export function saveAccount({ id, input }: { id: number; input: AccountInput }) {
  return apiRequest('PUT', `/users/${id}`, userReplySchema, { body: { ...input, myaccount: 1 } });
}

/** Saves one's own account; errors are left to the caller (a network failure has its own text). */
export function useSaveAccount() {
  return useItemSave(saveAccount, { itemKey: userKey, invalidates: [...usersKey, 'list'], silent: true });
}

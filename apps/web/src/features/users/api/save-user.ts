import { type UserInput, userReplySchema } from '@newsroom/shared';
import { saveItem } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { userKey } from './get-user.ts';
import { usersKey } from './users-list.ts';

export interface SaveUserVariables {
  /** null for a new user. */
  id: number | null;
  /** The body of POST /api/users/add and PUT /api/users/{id}; an empty password leaves it unchanged on PUT. */
  input: UserInput;
}

export function saveUser({ id, input }: SaveUserVariables) {
  return saveItem('/users', userReplySchema, id, input);
}

/** Saves a user (the server's message shows on failure) and reloads the user lists. */
export function useSaveUser() {
  return useItemSave(saveUser, { itemKey: userKey, invalidates: [...usersKey, 'list'] });
}

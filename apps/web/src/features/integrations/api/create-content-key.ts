import { type ContentKeyInput, newContentKeySchema, okReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { contentKeysKey } from './content-keys.ts';

const newContentKeyReplySchema = okReplySchema(newContentKeySchema);

/** POST /api/content-keys: a new key; the reply carries the key itself, the only time it is shown. */
export function createContentKey(input: ContentKeyInput) {
  return apiRequest('POST', '/content-keys', newContentKeyReplySchema, { body: input });
}

/** Creates a key and reloads the list. Errors are left to the form (silent), which marks the field. */
export function useCreateContentKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentKey,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeysKey }),
  });
}

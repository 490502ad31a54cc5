import { contentKeySchema, okReplySchema } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** Every content key query shares this root, so a write can reload them all at once. */
export const contentKeysKey = ['content-keys'] as const;

const contentKeysReplySchema = okReplySchema(contentKeySchema.array());

/** GET /api/content-keys: every key, revoked ones too (with revoked_at), never the key itself. */
export const contentKeysQuery = queryOptions({
  queryKey: contentKeysKey,
  queryFn: ({ signal }) => apiGet('/content-keys', contentKeysReplySchema, signal).then((r) => r.data),
});

export function useContentKeys(enabled: boolean) {
  return useQuery({ ...contentKeysQuery, enabled });
}

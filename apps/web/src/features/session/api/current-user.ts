import { sessionUserReplySchema } from '@newsroom/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/user: refetched on every route change (docs/product.md). */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: ({ signal }) => apiGet('/user', sessionUserReplySchema, signal).then((r) => r.data),
  staleTime: 0,
  retry: false,
  meta: { background: true },
});

import { applicationModulesReplySchema } from '@newsroom/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api.ts';

/** GET /api/application-modules: the sidebar's groups and modules. */
export const applicationModulesQuery = queryOptions({
  queryKey: ['application-modules'],
  queryFn: ({ signal }) =>
    apiGet('/application-modules', applicationModulesReplySchema, signal).then((r) => r.data),
  staleTime: 10 * 60_000,
});

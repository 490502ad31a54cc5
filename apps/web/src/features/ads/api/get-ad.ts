import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api.ts';
import { AD_REPLIES, type AdResource, adKey } from './ad-resource.ts';

/**
 * GET /api/{resource}/{id}: the item, loaded each time its dialog opens (docs/api.md). A
 * failure is only logged.
 */
export function useAdItem<R extends AdResource>(resource: R, id: number | null) {
  const query = useQuery({
    queryKey: [...adKey(resource), 'one', id],
    queryFn: ({ signal }) =>
      apiGet(`/${resource}/${id}`, AD_REPLIES[resource].item, signal).then((r) => r.data),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error(`GET /api/${resource}/${id} failed`, query.error);
  }, [query.error, resource, id]);
  return query;
}

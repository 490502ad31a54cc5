import type { ListReply } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';
import { type AdResource, adKey } from './ad-resource.ts';

/** Query parameters of a list; an empty value means "not set". */
export type AdListParams = Partial<Record<'side' | 'position' | 'div_id' | 'page' | 'per_page', string>>;

/** GET /api/campaigns, /api/banners or /api/ga: one page, newest change first. */
export const adListQuery = <T>(resource: AdResource, params: AdListParams) =>
  queryOptions({
    queryKey: [...adKey(resource), 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
      return apiGet<ListReply<T>>(`/${resource}?${search}`, signal);
    },
    placeholderData: keepPreviousData,
  });

export function useAdList<T>(resource: AdResource, params: AdListParams, enabled = true) {
  return useQuery({ ...adListQuery<T>(resource, params), enabled });
}

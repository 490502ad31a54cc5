import type { bannerFilterSchema, googleAdFilterSchema, QueryParams } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';
import { AD_REPLIES, type AdResource, adKey } from './ad-resource.ts';

/** Query parameters of a list (its filter schema's); an empty value means "not set". */
export type AdListParams = QueryParams<typeof bannerFilterSchema> & QueryParams<typeof googleAdFilterSchema>;

/** GET /api/campaigns, /api/banners or /api/ga: one page, newest change first. */
export const adListQuery = <R extends AdResource>(resource: R, params: AdListParams) =>
  pagedListQuery([...adKey(resource), 'list', params], `/${resource}`, params, AD_REPLIES[resource].list);

export function useAdList<R extends AdResource>(resource: R, params: AdListParams, enabled = true) {
  return useQuery({ ...adListQuery(resource, params), enabled });
}

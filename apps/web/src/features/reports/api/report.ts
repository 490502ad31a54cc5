import { type ReportRow, reportReplySchema } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/**
 * The generic report call of docs/api.md, `GET /api{url}`: the caller supplies the report's url
 * with its filter query, and gets the reply's rows.
 */
export function fetchReport(url: string, signal?: AbortSignal): Promise<ReportRow[]> {
  return apiGet(url, reportReplySchema, signal).then((r) => r.data);
}

export const reportQuery = (url: string) =>
  queryOptions({
    queryKey: ['report', url],
    queryFn: ({ signal }) => fetchReport(url, signal),
    placeholderData: keepPreviousData,
  });

export function useReport(url: string) {
  return useQuery(reportQuery(url));
}

import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from './api.ts';
import { showError } from './messages.ts';

interface PagedListState {
  /** The list call, for the log line, e.g. 'GET /api/users'. */
  call: string;
  error: Error | null;
  isPlaceholderData: boolean;
  page: number;
  lastPage: number;
}

/**
 * What every paged list screen does around its list call: a failure is logged and shown (an expired
 * session has its own message), and a page past the end (e.g. after deleting the last row of the
 * last page) moves to the last page.
 */
export function usePagedListGuards({ call, error, isPlaceholderData, page, lastPage }: PagedListState): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!error) return;
    console.error(`${call} failed`, error);
    if (!(error instanceof ApiError && error.status === 401)) showError(error.message);
  }, [call, error]);

  useEffect(() => {
    if (isPlaceholderData || lastPage < 1 || page <= lastPage) return;
    const next = new URLSearchParams(searchParams);
    next.set('page', String(lastPage));
    navigate({ search: `?${next}` }, { replace: true });
  }, [isPlaceholderData, lastPage, page, searchParams, navigate]);
}

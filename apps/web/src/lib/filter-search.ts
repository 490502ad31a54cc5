import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The 'Keresés' and 'Törlés' buttons of a screen whose filters live in the URL query: searching
 * moves to the new query (or, when it is the same, asks again), resetting clears the query.
 * `resets` counts the resets, so the filter form can take over the defaults even when the query
 * was already empty.
 */
export function useFilterSearch(refetch: () => unknown) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [resets, setResets] = useState(0);

  function search(next: URLSearchParams) {
    const query = next.toString();
    if (query === searchParams.toString()) void refetch();
    else navigate({ search: query ? `?${query}` : '' });
  }

  function reset() {
    setResets((n) => n + 1);
    if (searchParams.toString() === '') void refetch();
    else navigate({ search: '' });
  }

  return { search, reset, resets };
}

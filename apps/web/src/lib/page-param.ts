/** The page a list's URL asks for (`?page=`), 1 when absent or not a positive integer. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

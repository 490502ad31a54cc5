import { PAGINATION_SIDE, PAGINATION_WINDOW } from '@newsroom/shared';

/**
 * The page numbers a pager shows (docs/product.md): every page when there are at most
 * PAGINATION_WINDOW (10) of them; otherwise a window around the current page with PAGINATION_SIDE
 * (4) numbers on each side. Near either end the window is shifted, not shortened, so it always holds
 * 2 × 4 + 1 = 9 numbers. A current page outside 1..last is clamped; no pages gives an empty list.
 */
export function pageWindow(current: number, last: number): number[] {
  const lastPage = Math.max(0, Math.floor(last));
  if (lastPage === 0) return [];
  if (lastPage <= PAGINATION_WINDOW) return range(1, lastPage);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), lastPage);
  const size = 2 * PAGINATION_SIDE + 1;
  const from = Math.min(Math.max(1, page - PAGINATION_SIDE), lastPage - size + 1);
  return range(from, from + size - 1);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// The article list's browser tests (posts-list*.spec.ts): its rows, hit count, pager and filter form.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { storedToken } from './session.ts';

export const rows = (page: Page) => page.getByTestId('post-row');
export const hits = (page: Page, n: number | string) => page.getByText(`${n} találat`, { exact: true });
export const pager = (page: Page) => page.getByRole('navigation', { name: 'Lapozás' });
export const pageLink = (page: Page, n: number) =>
  pager(page).getByRole('link', { name: `${n}. oldal`, exact: true });

/** The total the API reports for a query, as the signed-in user of the page. */
export async function apiTotal(page: Page, request: APIRequestContext, query: string): Promise<number> {
  const reply = await request.get(`/api/admin-posts?${query}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { pagination: { total: number } }).pagination.total;
}

export async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const filterForm = (page: Page) => page.getByRole('form', { name: 'Szűrők' });

export async function search(page: Page): Promise<void> {
  await filterForm(page).getByRole('button', { name: 'Keresés' }).click();
}

export async function resetFilters(page: Page): Promise<void> {
  await filterForm(page).getByRole('button', { name: 'Törlés' }).click();
}

export const isListCall = (url: URL, page?: number) =>
  url.pathname === '/api/admin-posts' &&
  (page === undefined || url.searchParams.get('page') === String(page));

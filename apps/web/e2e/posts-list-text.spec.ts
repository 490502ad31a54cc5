import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, useSessionOf } from './support/axe.ts';
import { hits, resetFilters, search } from './support/post-list.ts';
import { createArticle, LIFESTYLE, rows, uniquePrefix } from './support/posts-desk.ts';
import { apiSignIn } from './support/session.ts';

// The article list's 'Szöveg' filter: words searched in the title, lead and text (Hungarian stems,
// accents folded), best matches first, each row with the passage of its matched words. The other
// filters are posts-list-filters.spec.ts. The test makes its own articles in Életmód as 'steady'
// (support/posts-desk.ts) and keeps to them with a unique title prefix in 'Cím'.

const textField = (page: Page) => page.getByRole('searchbox', { name: 'Szöveg' });
const listCall = '**/api/admin-posts?*';

test("'Szöveg' finds a word without its accents, highlights it, stays in the URL and 'Törlés' clears it", async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, 'steady');
  const prefix = uniquePrefix('Szöveg');
  const report = await createArticle(
    request,
    token,
    `${prefix} negyedéves jelentés`,
    '<p>A gazdasági növekedés lassult, a fogyasztás &amp; a <b>beruházás</b> is csökkent.</p>',
  );
  await createArticle(request, token, `${prefix} sportösszefoglaló`);

  await useSessionOf(page, request, 'steady');
  await page.goto(`${paths.posts.href()}?menu_id=${LIFESTYLE}&q=${prefix}`);
  await expect(rows(page)).toHaveCount(2);
  await textField(page).fill('gazdasag');
  await search(page);
  await expect(page).toHaveURL(/[?&]text=gazdasag(&|$)/);
  await expect(hits(page, 1)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('heading', { level: 2 })).toHaveText(report.title);
  // The passage is text: the escaped '&' shows as itself, the article's <b> is no markup.
  const snippet = rows(page).getByTestId('post-snippet');
  await expect(snippet).toContainText('lassult, a fogyasztás & a beruházás is csökkent');
  await expect(snippet.locator('mark')).toHaveText(['gazdasági']);
  await expect(snippet.locator('mark')).toBeVisible();
  await expect(snippet.locator('b')).toHaveCount(0);
  // Best matches first: no header shows an order.
  const table = page.getByRole('table', { name: 'Cikkek listája' });
  await expect(table.getByRole('columnheader', { name: 'Dátum' })).toHaveAttribute('aria-sort', 'none');
  expect(await seriousViolations(page, 'text search', 'table')).toEqual([]);

  // After a reload the search is still the URL's; a total past the cap (staged on the real reply)
  // is said as a lower bound.
  await page.route(listCall, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { pagination: Record<string, unknown> };
    body.pagination = { ...body.pagination, total: 10_000, total_is_lower_bound: true };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(textField(page)).toHaveValue('gazdasag');
  await expect(page.getByText('több mint 10 000 találat', { exact: true })).toBeVisible();
  await expect(snippet.locator('mark')).toHaveText(['gazdasági']);
  await page.unroute(listCall);

  await resetFilters(page);
  await expect(page).toHaveURL(/\/posts$/);
  await expect(textField(page)).toHaveValue('');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('post-snippet')).toHaveCount(0);
  await expect(page.getByTestId('hit-count')).toHaveText(/^[\d\s]+ találat$/);
});

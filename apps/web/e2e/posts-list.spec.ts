import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_DRAFTS, E2E_POSTS } from './support/fixtures.ts';
import { openSignedIn, storedToken } from './support/session.ts';

// Other specs may add articles to menu 1 while these run, so the counts of the unfiltered list are
// read from the API; the filtered counts use articles only this seed has.

const rows = (page: Page) => page.getByTestId('post-row');
const hits = (page: Page, n: number | string) => page.getByText(`${n} találat`, { exact: true });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Lapozás' });
const pageLink = (page: Page, n: number) =>
  pager(page).getByRole('link', { name: `${n}. oldal`, exact: true });

/** The total the API reports for a query, as the signed-in user of the page. */
async function apiTotal(page: Page, request: APIRequestContext, query: string): Promise<number> {
  const reply = await request.get(`/api/admin-posts?${query}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { pagination: { total: number } }).pagination.total;
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const filterForm = (page: Page) => page.getByRole('form', { name: 'Szűrők' });

async function search(page: Page): Promise<void> {
  await filterForm(page).getByRole('button', { name: 'Keresés' }).click();
}

async function resetFilters(page: Page): Promise<void> {
  await filterForm(page).getByRole('button', { name: 'Törlés' }).click();
}

const isListCall = (url: URL, page?: number) =>
  url.pathname === '/api/admin-posts' &&
  (page === undefined || url.searchParams.get('page') === String(page));

test.describe('article list', () => {
  test('shows menu 1 newest first with the hit count, and every part of a row', async ({ page, request }) => {
    await openSignedIn(page, '/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Cikkek' })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    const total = await apiTotal(page, request, 'menu_id=1&type=post');
    expect(total).toBeGreaterThan(E2E_POSTS.newsCount);
    await expect(hits(page, total)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Menü' })).toHaveValue('Hírek');

    const quoted = rows(page).filter({ hasText: E2E_POSTS.quotedTitleShown });
    await expect(quoted.getByRole('heading', { name: E2E_POSTS.quotedTitleShown })).toBeVisible();
    await expect(page.getByText('&quot;')).toHaveCount(0);
    await expect(quoted.getByText('Interjú', { exact: true })).toBeVisible();
    await expect(quoted.getByText('interjú', { exact: true })).toBeVisible();
    await expect(quoted.getByText('idézet', { exact: true })).toBeVisible();
    await expect(quoted.getByText('Bíró Anna')).toBeVisible();
    await expect(quoted.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(quoted.getByRole('list', { name: 'Látogatók' }).getByRole('listitem')).toHaveCount(3);
    const image = quoted.locator('img');
    await expect(image).toHaveAttribute('src', /^\/uploads\/posts\/e2e\/cover-\d\.jpg\?h=200$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
      .toBeGreaterThan(0);
    await expect(quoted.getByRole('link', { name: 'Szerkesztés' })).toHaveAttribute('href', /^\/posts\/\d+$/);
    await expect(quoted.getByRole('button', { name: 'Törlés' })).toBeVisible();
  });

  test('filters by title', async ({ page }) => {
    await openSignedIn(page, '/posts');
    await page.getByRole('searchbox', { name: 'Cím' }).fill('Belföldi hír 12');
    await search(page);
    await expect(hits(page, 10)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText('Belföldi hír 129');
    await expect(rows(page).last()).toContainText('Belföldi hír 120');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Belföldi hír 12');
    await expect(pager(page)).toHaveCount(0);

    // Enter in the title field searches too.
    await page.getByRole('searchbox', { name: 'Cím' }).fill('Belföldi hír 123');
    await page.getByRole('searchbox', { name: 'Cím' }).press('Enter');
    await expect(hits(page, 1)).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
  });

  test('filters by menu and type', async ({ page }) => {
    await openSignedIn(page, '/posts');
    await choose(page, 'Menü', 'Összes menü');
    await choose(page, 'Típus', 'Galéria');
    await search(page);
    await expect(hits(page, E2E_POSTS.sportTitles.length)).toBeVisible();
    await expect(rows(page)).toHaveText(E2E_POSTS.sportTitles.toReversed().map((t) => new RegExp(t)));
    const url = new URL(page.url());
    expect(url.searchParams.get('menu_id')).toBe('');
    expect(url.searchParams.get('post_type')).toBe('Galéria');

    await choose(page, 'Típus', 'Összes típus');
    await choose(page, 'Menü', 'Tech');
    await search(page);
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
    await expect(rows(page).first()).toContainText('Kovács Éva');
    await expect(rows(page).first()).toContainText('Tech');
  });

  test('filters by author, found by name', async ({ page }) => {
    await openSignedIn(page, '/posts');
    await choose(page, 'Menü', 'Összes menü');
    const author = page.getByRole('combobox', { name: 'Szerző' });
    await author.fill('Kovács');
    await page.getByRole('option', { name: 'Kovács Éva' }).click();
    await expect(author).toHaveValue('Kovács Éva');
    await search(page);
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Tech videó' })).toHaveCount(E2E_POSTS.techTitles.length);
    expect(new URL(page.url()).searchParams.get('user_id')).toMatch(/^\d+$/);
    // After a reload the author's name comes back from the rows.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Szerző' })).toHaveValue('Kovács Éva');
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
  });

  test('filters by creation date, both ends inclusive', async ({ page }) => {
    await openSignedIn(page, '/posts');
    await page.getByRole('searchbox', { name: 'Cím' }).fill('Belföldi hír');
    await page.getByLabel('Dátum-tól').fill('2025-03-01');
    await page.getByLabel('Dátum-ig').fill('2025-03-10');
    await search(page);
    await expect(hits(page, 10)).toBeVisible();
    await expect(rows(page).first()).toContainText('Belföldi hír 069');
    await expect(rows(page).first()).toContainText('2025-03-10');
    await expect(rows(page).last()).toContainText('Belföldi hír 060');
    await expect(rows(page).last()).toContainText('2025-03-01');
    const dated = new URL(page.url()).searchParams;
    expect([dated.get('date_from'), dated.get('date_to')]).toEqual(['2025-03-01', '2025-03-10']);
  });

  test('Keresés goes back to page 1 and Törlés resets the filters', async ({ page, request }) => {
    await openSignedIn(page, '/posts?page=3');
    await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page');
    const page3First = await rows(page).first().textContent();

    await page.getByRole('searchbox', { name: 'Cím' }).fill('Belföldi');
    await search(page);
    await expect(page).not.toHaveURL(/page=/);
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(hits(page, E2E_POSTS.newsCount)).toBeVisible();
    await expect(rows(page).first()).not.toHaveText(page3First ?? '');

    await choose(page, 'Menü', 'Sport');
    await page.getByRole('checkbox', { name: 'Törölt cikkek is' }).check();
    await resetFilters(page);
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('searchbox', { name: 'Cím' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Menü' })).toHaveValue('Hírek');
    await expect(page.getByRole('checkbox', { name: 'Törölt cikkek is' })).not.toBeChecked();
    await expect(hits(page, await apiTotal(page, request, 'menu_id=1&type=post'))).toBeVisible();
  });

  test('pages through more than ten pages with windowed numbers, << and »', async ({ page, request }) => {
    await openSignedIn(page, '/posts');
    await expect(rows(page)).toHaveCount(20);
    const total = await apiTotal(page, request, 'menu_id=1&type=post');
    const last = Math.ceil(total / 20);
    expect(last).toBeGreaterThan(10);

    const numbers = pager(page).getByRole('link', { name: /^\d+\. oldal$/ });
    await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: 'Első oldal' })).toHaveText('<<');
    await expect(pager(page).getByRole('link', { name: 'Utolsó oldal' })).toHaveText('»');
    await expect(pageLink(page, 7)).toHaveAttribute('href', '/posts?page=7');
    const firstOfPage1 = await rows(page).first().textContent();

    await pageLink(page, 7).click();
    await expect(page).toHaveURL(/\/posts\?page=7$/);
    await expect(pageLink(page, 7)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveText(['3', '4', '5', '6', '7', '8', '9', '10', '11']);
    await expect(rows(page).first()).not.toHaveText(firstOfPage1 ?? '');
    await expect(rows(page)).toHaveCount(20);

    await pager(page).getByRole('link', { name: 'Utolsó oldal' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`));
    await expect(pageLink(page, last)).toHaveAttribute('aria-current', 'page');
    await expect(numbers).toHaveCount(9);
    await expect(numbers.last()).toHaveText(String(last));
    await expect(rows(page)).toHaveCount(total - (last - 1) * 20);

    await pager(page).getByRole('link', { name: 'Első oldal' }).click();
    await expect(page).toHaveURL(/\?page=1$/);
    await expect(rows(page).first()).toHaveText(firstOfPage1 ?? '');
  });

  test('page links keep the filters', async ({ page }) => {
    await openSignedIn(page, '/posts?q=Belf%C3%B6ldi');
    await expect(hits(page, E2E_POSTS.newsCount)).toBeVisible();
    await expect(pageLink(page, 2)).toHaveAttribute('href', /^\/posts\?q=Belf%C3%B6ldi&page=2$/);
    await pageLink(page, 2).click();
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toContainText(E2E_POSTS.newsTitle(E2E_POSTS.newsCount - 20));
  });

  test('keeps the filters across reload, back navigation and a shared link', async ({ page, browser }) => {
    await openSignedIn(page, '/posts');
    await choose(page, 'Menü', 'Tech');
    await page.getByRole('searchbox', { name: 'Cím' }).fill('videó');
    await search(page);
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
    const filtered = page.url();

    await page.reload();
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Menü' })).toHaveValue('Tech');
    await expect(page.getByRole('searchbox', { name: 'Cím' })).toHaveValue('videó');

    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Kampányok' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kampányok' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(hits(page, E2E_POSTS.techTitles.length)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Menü' })).toHaveValue('Tech');

    // Back from the filtered list to the default list shows the defaults again.
    await page.goBack();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('combobox', { name: 'Menü' })).toHaveValue('Hírek');
    await expect(page.getByRole('searchbox', { name: 'Cím' })).toHaveValue('');

    const other = await browser.newPage();
    await openSignedIn(other, new URL(filtered).pathname + new URL(filtered).search, 'editor');
    await expect(hits(other, E2E_POSTS.techTitles.length)).toBeVisible();
    await other.close();
  });

  test('the drafts view hides Menü, Típus and Szerző and lists the own drafts', async ({ page }) => {
    await openSignedIn(page, '/posts/drafts');
    await expect(page.getByRole('heading', { level: 1, name: 'Piszkozatok' })).toBeVisible();
    await expect(hits(page, E2E_ADMIN_DRAFTS)).toBeVisible();
    await expect(rows(page)).toHaveCount(E2E_ADMIN_DRAFTS);
    await expect(rows(page).filter({ hasText: 'Piszkozat 1' })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Szerkesztői piszkozat' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Cím' })).toBeVisible();
    await expect(page.getByLabel('Dátum-tól')).toBeVisible();
    for (const hidden of ['Menü', 'Típus', 'Szerző'])
      await expect(page.getByRole('combobox', { name: hidden })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('searchbox', { name: 'Cím' }).fill('Piszkozat 2');
    await search(page);
    await expect(hits(page, 1)).toBeVisible();
  });

  test('another user sees their own drafts', async ({ page }) => {
    await openSignedIn(page, '/posts/drafts', 'editor');
    await expect(hits(page, E2E_POSTS.editorDrafts.length)).toBeVisible();
    await expect(rows(page)).toHaveText(E2E_POSTS.editorDrafts.toReversed().map((t) => new RegExp(t)));
  });

  test('delete asks first: cancelling keeps the row, confirming removes it', async ({ page }) => {
    await openSignedIn(page, '/posts?menu_id=4&q=T%C3%B6rlend%C5%91');
    const row = rows(page).filter({ hasText: E2E_POSTS.toDeleteTitle });
    await expect(row).toHaveCount(1);
    const dialog = page.getByRole('dialog');
    const question = `Tényleg szeretné törölni a "${E2E_POSTS.toDeleteTitle}" cikket?`;

    await row.getByRole('button', { name: 'Törlés' }).click();
    await expect(dialog.getByText(question, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Mégsem' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Törlés' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Törlés' }).click();
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await expect(page.getByText('A cikk törölve.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Nincs a szűrőknek megfelelő cikk.')).toBeVisible();
    await expect(hits(page, 0)).toBeVisible();

    // Still there as a deleted article, without a delete button.
    await page.getByRole('checkbox', { name: 'Törölt cikkek is' }).check();
    await search(page);
    await expect(row.getByText('Törölt', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Törlés' })).toHaveCount(0);
  });

  test('deleted articles show only when asked, styled as deleted', async ({ page }) => {
    await openSignedIn(page, '/posts?q=Visszavont');
    await expect(hits(page, 0)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Törölt cikkek is' }).check();
    await search(page);
    await expect(page).toHaveURL(/include_inactive=1/);
    const row = rows(page).filter({ hasText: E2E_POSTS.deletedTitle });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Törölt', { exact: true })).toBeVisible();
    await expect(row.getByRole('heading', { name: E2E_POSTS.deletedTitle })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    // A deleted article cannot be opened or deleted again: no actions on its row.
    await expect(row.getByRole('button', { name: 'Törlés' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Szerkesztés' })).toHaveCount(0);
  });

  test('a user without write rights sees no edit or delete icons', async ({ page }) => {
    await openSignedIn(page, '/posts', 'editor');
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('main').getByRole('link', { name: 'Szerkesztés' })).toHaveCount(0);
    await expect(rows(page).getByRole('button', { name: 'Törlés' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Új cikk' })).toHaveCount(0);
  });

  test('keeps the rows on screen while the next page loads', async ({ page }) => {
    await openSignedIn(page, '/posts');
    await expect(rows(page)).toHaveCount(20);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => isListCall(url, 2),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const firstOfPage1 = await rows(page).first().textContent();
    await pageLink(page, 2).click();
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).first()).toHaveText(firstOfPage1 ?? '');
    release();
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).not.toHaveText(firstOfPage1 ?? '');
  });

  test('a failing list call shows the server message', async ({ page }) => {
    // Signed in first: the login screen clears messages once the session user has loaded.
    await openSignedIn(page, '/about');
    await page.route(
      (url) => isListCall(url),
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'Hibás szűrő!' }),
        }),
    );
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Cikkek' })
      .click();
    await expect(page.getByText('Hibás szűrő!')).toBeVisible();
    await expect(page.getByText('A cikkek listája nem tölthető be. Próbálja újra!')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('on a phone the rows become cards and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openSignedIn(page, '/posts');
    await expect(rows(page)).toHaveCount(20);
    const filters = page.getByRole('button', { name: 'Szűrők' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(page.getByRole('searchbox', { name: 'Cím' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const box = await rows(page).first().boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expect(pager(page)).toBeVisible();
  });
});

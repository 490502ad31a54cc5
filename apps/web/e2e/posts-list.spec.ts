import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_POSTS } from './support/fixtures.ts';
import { apiTotal, hits, isListCall, pageLink, pager, rows, search } from './support/post-list.ts';
import { openSignedIn } from './support/session.ts';

// The article list: its rows, pages, deletes, rights and loading; the filters are posts-list-filters.spec.ts.
// Other specs may add articles to menu 1 while these run, so the counts of the unfiltered list are
// read from the API; the filtered counts use articles only this seed has.

test.describe('article list', () => {
  test('shows menu 1 newest first with the hit count, and every part of a row', async ({ page, request }) => {
    await openSignedIn(page, paths.posts.href());
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

  test('pages through more than ten pages with windowed numbers, << and »', async ({ page, request }) => {
    await openSignedIn(page, paths.posts.href());
    await expect(rows(page)).toHaveCount(20);
    const total = await apiTotal(page, request, 'menu_id=1&type=post');
    const last = Math.ceil(total / 20);
    expect(last).toBeGreaterThan(10);

    const numbers = pager(page).getByRole('link', { name: /^\d+\. oldal$/ });
    await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: 'Első oldal' })).toHaveText('<<');
    await expect(pager(page).getByRole('link', { name: 'Utolsó oldal' })).toHaveText('»');
    await expect(pageLink(page, 7)).toHaveAttribute('href', `${paths.posts.href()}?page=7`);
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
    await openSignedIn(page, `${paths.posts.href()}?q=Belf%C3%B6ldi`);
    await expect(hits(page, E2E_POSTS.newsCount)).toBeVisible();
    await expect(pageLink(page, 2)).toHaveAttribute('href', /^\/posts\?q=Belf%C3%B6ldi&page=2$/);
    await pageLink(page, 2).click();
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toContainText(E2E_POSTS.newsTitle(E2E_POSTS.newsCount - 20));
  });

  test('delete asks first: cancelling keeps the row, confirming removes it', async ({ page }) => {
    await openSignedIn(page, `${paths.posts.href()}?menu_id=4&q=T%C3%B6rlend%C5%91`);
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
    await openSignedIn(page, `${paths.posts.href()}?q=Visszavont`);
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
    await openSignedIn(page, paths.posts.href(), 'editor');
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('main').getByRole('link', { name: 'Szerkesztés' })).toHaveCount(0);
    await expect(rows(page).getByRole('button', { name: 'Törlés' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Új cikk' })).toHaveCount(0);
  });

  test('keeps the rows on screen while the next page loads', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, paths.about.href());
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
    await openSignedIn(page, paths.posts.href());
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

import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { E2E_KEPT_DRAFTS, E2E_POSTS } from './support/fixtures.ts';
import { apiTotal, choose, hits, pageLink, pager, resetFilters, rows, search } from './support/post-list.ts';
import { openSignedIn } from './support/session.ts';

// The article list's filters, kept in the URL, and the drafts view; the list itself is posts-list.spec.ts.
// Other specs may add articles to menu 1 while these run, so the counts of the unfiltered list are
// read from the API; the filtered counts use articles only this seed has.

test.describe('article list', () => {
  test('filters by title', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, `${paths.posts.href()}?page=3`);
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

  test('keeps the filters across reload, back navigation and a shared link', async ({ page, browser }) => {
    await openSignedIn(page, paths.posts.href());
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
    await openSignedIn(page, paths.drafts.href(), 'draftsKeeper');
    await expect(page.getByRole('heading', { level: 1, name: 'Piszkozatok' })).toBeVisible();
    await expect(hits(page, E2E_KEPT_DRAFTS)).toBeVisible();
    await expect(rows(page)).toHaveCount(E2E_KEPT_DRAFTS);
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
    await openSignedIn(page, paths.drafts.href(), 'editor');
    await expect(hits(page, E2E_POSTS.editorDrafts.length)).toBeVisible();
    await expect(rows(page)).toHaveText(E2E_POSTS.editorDrafts.toReversed().map((t) => new RegExp(t)));
  });
});

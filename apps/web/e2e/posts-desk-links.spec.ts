import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { useSessionOf } from './support/axe.ts';
import { createArticle, LIFESTYLE, rows, uniquePrefix } from './support/posts-desk.ts';
import { apiSignIn } from './support/session.ts';

// The article list for the desk: '/' for the title search, titles that open the editor (a real
// link), dates with their time; posts-desk.spec.ts has the sorting and the bulk actions.

test.describe('article list for the desk', () => {
  test("'/' focuses the title search, also from a closed filter panel, but not while typing", async ({
    page,
    request,
  }) => {
    await useSessionOf(page, request, 'steady');
    await page.goto(paths.posts.href());
    await expect(rows(page).first()).toBeVisible();
    const title = page.getByRole('searchbox', { name: 'Cím' });
    await page.keyboard.press('/');
    await expect(title).toBeFocused();
    await page.keyboard.type('hír');
    await expect(title).toHaveValue('hír');

    // In another field '/' is just a character.
    await page.getByLabel('Dátum-tól').click();
    await page.keyboard.press('/');
    await expect(page.getByLabel('Dátum-tól')).toBeFocused();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(paths.posts.href());
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Szűrők' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('/');
    await expect(page.getByRole('button', { name: 'Szűrők' })).toHaveAttribute('aria-expanded', 'true');
    await expect(title).toBeFocused();
  });

  test('a title opens the editor (a real link: Ctrl-click opens another tab); dates show the time', async ({
    page,
    request,
    context,
  }) => {
    const token = await apiSignIn(request, 'steady');
    const article = await createArticle(request, token, `${uniquePrefix('Link')} cím`);
    await useSessionOf(page, request, 'steady');
    await page.goto(`${paths.posts.href()}?menu_id=${LIFESTYLE}&q=${encodeURIComponent(article.title)}`);
    const row = rows(page).filter({ hasText: article.title });
    const link = row.getByRole('link', { name: article.title, exact: true });
    await expect(link).toHaveAttribute('href', paths.post.href(article.id));
    await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Every icon button says what it acts on.
    await expect(row.getByRole('link', { name: `Szerkesztés: ${article.title}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Törlés: ${article.title}` })).toBeVisible();

    const opening = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opening;
    await expect(tab).toHaveURL(new RegExp(`/posts/${article.id}$`));
    await tab.close();
    await expect(page).toHaveURL(/\/posts\?/);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/posts/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Cikk szerkesztése' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cím', exact: true })).toHaveValue(article.title);
  });
});

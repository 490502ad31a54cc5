import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import {
  button,
  createPost,
  heading,
  message,
  openInNewContext,
  titleField,
  uniqueTitle,
} from './support/editor.ts';
import { openSignedIn } from './support/session.ts';

// The editor's guards: a missing article, a user who may not write, a fresh form, unsaved changes
// kept over a reload, and a save over a newer version.

test.describe('article editor', () => {
  test('a missing article goes back to the list with an error', async ({ page }) => {
    await openSignedIn(page, paths.post.href(999999));
    await expect(message(page, 'error', '#999999 cikk nem létezik!')).toBeVisible();
    await expect(page).toHaveURL(/\/posts$/);
  });

  test('a user who may not write articles sees no form', async ({ page }) => {
    await openSignedIn(page, paths.newPost.href(), 'editor');
    await expect(page.getByText('Hozzáférés megtagadva!')).toBeVisible();
    await expect(titleField(page)).toHaveCount(0);
    await expect(button(page, 'Közzététel')).toHaveCount(0);
  });

  test('opening /posts/add from an article starts a fresh form', async ({ page, request }) => {
    await openSignedIn(page, paths.newPost.href());
    const title = uniqueTitle('E2E friss űrlap');
    const id = await createPost(page, request, { title });
    await page.goto(paths.post.href(id));
    await expect(titleField(page)).toHaveValue(title);
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Új cikk' })
      .click();
    await expect(page).toHaveURL(/\/posts\/add$/);
    await expect(heading(page, 'Új cikk')).toBeVisible();
    await expect(titleField(page)).toHaveValue('');
    await expect(page.getByTestId('editor-info-bar')).toHaveCount(0);
  });

  test('offers the unsaved changes after a reload', async ({ page }) => {
    await openSignedIn(page, paths.newPost.href());
    const title = uniqueTitle('E2E mentetlen');
    await titleField(page).fill(title);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('newsroom.unsaved.post.new')))
      .toContain(title);
    await page.reload();
    await expect(titleField(page)).toHaveValue('');
    await expect(
      page.getByText(/mentetlen módosítások maradtak \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)/),
    ).toBeVisible();
    await button(page, 'Visszaállítás').click();
    await expect(titleField(page)).toHaveValue(title);
    await expect(button(page, 'Visszaállítás')).toHaveCount(0);

    // Discarding forgets the copy.
    await page.reload();
    await button(page, 'Elvetés').click();
    await expect(titleField(page)).toHaveValue('');
    await page.reload();
    await expect(titleField(page)).toBeVisible();
    await expect(button(page, 'Visszaállítás')).toHaveCount(0);
  });

  test('a save over a newer version is refused and loses nothing', async ({ page, request, browser }) => {
    await openSignedIn(page, paths.newPost.href());
    const id = await createPost(page, request, { title: uniqueTitle('E2E ütközés') });
    const other = await openInNewContext(browser, paths.post.href(id));

    await page.goto(paths.post.href(id));
    await expect(heading(page, 'Cikk szerkesztése')).toBeVisible();
    await expect(heading(other, 'Cikk szerkesztése')).toBeVisible();

    const first = uniqueTitle('Első mentés');
    await titleField(page).fill(first);
    await button(page, 'Közzététel').click();
    await expect(message(page, 'success', 'A cikk közzé van téve.')).toBeVisible();

    const second = uniqueTitle('Második mentés');
    await titleField(other).fill(second);
    await button(other, 'Közzététel').click();
    await expect(
      message(other, 'error', 'A cikket időközben más módosította. Töltse be újra, mielőtt mentene!'),
    ).toBeVisible();
    await expect(titleField(other)).toHaveValue(second);
    await expect(other).toHaveURL(new RegExp(`/posts/${id}$`));
    await expect
      .poll(() => other.evaluate((key) => localStorage.getItem(key), `newsroom.unsaved.post.${id}`))
      .toContain(second);
    await other.context().close();
  });
});

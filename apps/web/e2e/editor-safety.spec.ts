import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { button, message, titleField, uniqueTitle } from './support/editor.ts';
import {
  confirmDialog,
  createPost,
  openEditor,
  type StoredPost,
  stateBadges,
  storedPost,
  WRITER,
} from './support/editor-safety.ts';
import { openSignedIn } from './support/session.ts';

// The editor's safety net (docs/product.md, Editor: 'Előzmények, jelenlét, Ctrl+S').

test.describe('editor safety net', () => {
  test("schedules a draft from the editor ('Időzítés'), and unschedules it", async ({ page, request }) => {
    await openSignedIn(page, paths.newPost.href(), WRITER);
    const post = await createPost(page, request, { title: uniqueTitle('E2E időzítés'), menu_type: 'draft' });
    await openEditor(page, post.id, post.title);
    const when = page.getByLabel('Időzített közzététel');
    await when.fill('2030.06.15. 8:45');
    await when.blur();
    await expect(when).toHaveValue('2030-06-15 08:45');
    await button(page, 'Mentés piszkozatként').click();
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    await expect(stateBadges(page)).toContainText('Időzítve');
    const scheduled = (await storedPost(page, request, post.id)) as StoredPost & {
      publish_at: string | null;
    };
    // 08:45 in Budapest in summer is 06:45 UTC; the article stays a draft until then.
    expect(new Date(scheduled.publish_at ?? '').toISOString()).toBe('2030-06-15T06:45:00.000Z');
    expect(scheduled.menu_type).toBe('draft');

    await page.reload();
    await expect(when).toHaveValue('2030-06-15 08:45');
    await button(page, 'Időzítés törlése').click();
    await button(page, 'Mentés piszkozatként').click();
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    const cleared = (await storedPost(page, request, post.id)) as StoredPost & { publish_at: string | null };
    expect(cleared.publish_at).toBeNull();
    await expect(stateBadges(page)).toHaveText('Piszkozat');
  });

  test('Ctrl+S saves a draft as a draft, and the action bar stays in view', async ({ page, request }) => {
    await openSignedIn(page, paths.newPost.href(), WRITER);
    const post = await createPost(page, request, { title: uniqueTitle('E2E Ctrl+S'), menu_type: 'draft' });
    await openEditor(page, post.id, post.title);
    await expect(stateBadges(page)).toHaveText('Piszkozat');

    const changed = uniqueTitle('E2E Ctrl+S mentve');
    await titleField(page).fill(changed);
    await expect(stateBadges(page)).toContainText('Módosítva');
    await titleField(page).press('Control+s');
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    await expect(stateBadges(page)).toHaveText('Piszkozat');
    await expect(stateBadges(page)).not.toContainText('Módosítva');

    const stored = await storedPost(page, request, post.id);
    expect(stored.title).toBe(changed);
    expect(stored.menu_type).toBe('draft');

    // Scrolled to the bottom of a small window, the buttons and the state are still on screen.
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByTestId('editor-action-bar')).toBeInViewport();
    await expect(button(page, 'Közzététel')).toBeInViewport();
    await expect(stateBadges(page)).toBeInViewport();
  });

  test('saving a published article as a draft asks first; Ctrl+S keeps it published', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, paths.newPost.href(), WRITER);
    const post = await createPost(page, request, {
      title: uniqueTitle('E2E visszavonás'),
      menu_type: 'post',
    });
    await openEditor(page, post.id, post.title);
    await expect(stateBadges(page)).toHaveText('Közzétéve');

    // Ctrl+S on a published article publishes, as 'Közzététel' does.
    const kept = uniqueTitle('E2E közzétéve marad');
    await titleField(page).fill(kept);
    await page.keyboard.press('Control+s');
    await expect(message(page, 'success', 'A cikk közzé van téve.')).toBeVisible();
    expect((await storedPost(page, request, post.id)).menu_type).toBe('post');
    expect((await storedPost(page, request, post.id)).title).toBe(kept);

    // 'Mentés piszkozatként' asks; 'Mégsem' saves nothing.
    await button(page, 'Mentés piszkozatként').click();
    const question = confirmDialog(page, 'lekerül a nyilvános oldalról');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Mégsem' }).click();
    await expect(question).toHaveCount(0);
    expect((await storedPost(page, request, post.id)).menu_type).toBe('post');

    await button(page, 'Mentés piszkozatként').click();
    await question.getByRole('button', { name: 'Mentés piszkozatként' }).click();
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    await expect(stateBadges(page)).toHaveText('Piszkozat');
    await expect(page.getByTestId('editor-info-bar')).toHaveText(/^Ez a cikk piszkozat /);
    expect((await storedPost(page, request, post.id)).menu_type).toBe('draft');
  });
});

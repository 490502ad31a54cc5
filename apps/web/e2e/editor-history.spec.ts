import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import {
  button,
  message,
  openInNewContext,
  SEEDED_COVER,
  titleField,
  uniqueTitle,
} from './support/editor.ts';
import {
  authHeaders,
  confirmDialog,
  createPost,
  openEditor,
  stateBadges,
  storedPost,
  WRITER,
} from './support/editor-safety.ts';
import { openSignedIn } from './support/session.ts';

// The editor's safety net (docs/product.md, Editor: 'Előzmények, jelenlét, Ctrl+S'): the history
// panel and who else has the article open; editor-safety.spec.ts has the rest.

test.describe('editor safety net', () => {
  test('the history panel lists the revisions, shows a diff and restores an older title', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, paths.newPost.href(), WRITER);
    const first = uniqueTitle('Eredeti régi cím');
    const post = await createPost(page, request, { title: first, menu_type: 'draft' });
    await openEditor(page, post.id, first);
    const second = uniqueTitle('Átírt új cím');
    await titleField(page).fill(second);
    await titleField(page).press('Control+s');
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();

    await button(page, 'Előzmények').click();
    const panel = page.getByRole('dialog', { name: 'Előzmények' });
    await expect(panel).toBeVisible();
    const items = panel.getByTestId('revision-item');
    await expect(items).toHaveCount(2);
    // Newest first: who, when (YYYY-MM-DD HH:mm) and what.
    await expect(items.nth(0)).toContainText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · Mentés/);
    await expect(items.nth(0)).toContainText('Hirdető Lilla');
    await expect(items.nth(1)).toContainText('Létrehozás');

    await items.nth(1).click();
    const titleDiff = panel.getByTestId('diff-title');
    await expect(titleDiff.locator('del').first()).toHaveText('Eredeti régi');
    await expect(titleDiff.locator('ins').first()).toHaveText('Átírt új');
    await expect(panel.getByTestId('diff-content')).toContainText('Nincs eltérés.');

    await panel.getByRole('button', { name: 'Visszaállítás', exact: true }).click();
    const question = confirmDialog(page, 'Visszaállítja a cikket');
    await question.getByRole('button', { name: 'Visszaállítás', exact: true }).click();
    await expect(
      message(page, 'success', /^A cikk visszaállítva a \d{4}-\d{2}-\d{2} \d{2}:\d{2} változatra\.$/),
    ).toBeVisible();
    await expect(titleField(page)).toHaveValue(first);
    await expect(stateBadges(page)).toHaveText('Piszkozat');
    expect((await storedPost(page, request, post.id)).title).toBe(first);

    // The restore is a revision too; a restore over a newer save is refused with the server's message.
    await button(page, 'Előzmények').click();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Visszaállítás');
    const stored = await storedPost(page, request, post.id);
    const meanwhile = await request.put(`/api/posts/${post.id}`, {
      headers: await authHeaders(page),
      data: {
        title: uniqueTitle('Közben más mentette'),
        short_content: 'Rövid bevezető az e2e biztonsági háló teszthez.',
        content: '<p>Közben más mentette.</p>',
        menu_id: 1,
        thumbnail: SEEDED_COVER,
        menu_type: 'draft',
        last_update: stored.last_update,
      },
    });
    expect(meanwhile.ok()).toBe(true);
    await items.nth(2).click();
    await panel.getByRole('button', { name: 'Visszaállítás', exact: true }).click();
    await question.getByRole('button', { name: 'Visszaállítás', exact: true }).click();
    await expect(
      message(page, 'error', 'A cikket időközben más módosította. Töltse be újra, mielőtt mentene!'),
    ).toBeVisible();
    await expect(titleField(page)).toHaveValue(first);
  });

  test('tells who else has the article open, never about the tab itself', async ({
    page,
    request,
    browser,
  }) => {
    await openSignedIn(page, paths.newPost.href());
    const post = await createPost(page, request, { title: uniqueTitle('E2E jelenlét'), menu_type: 'post' });
    await openEditor(page, post.id, post.title);
    const notice = page.getByTestId('presence-notice');

    // Another person opens it: they are told at once (the heartbeat's reply).
    const other = await openInNewContext(browser, paths.post.href(post.id), 'steady');
    await expect(titleField(other)).toHaveValue(post.title);
    const otherNotice = other.getByTestId('presence-notice');
    await expect(otherNotice).toContainText(/Bíró Anna is szerkeszti ezt a cikket \d{2}:\d{2} óta/);
    await expect(otherNotice).not.toContainText('Tóth Katalin');
    await expect(otherNotice).not.toContainText('másik lapon');

    // The first editor learns of them by its next call, and never sees itself.
    await expect(notice).toContainText(/Tóth Katalin is szerkeszti ezt a cikket \d{2}:\d{2} óta/, {
      timeout: 25_000,
    });
    await expect(notice).not.toContainText('Bíró Anna');

    // The same user in another tab: 'Ön egy másik lapon'.
    const secondTab = await page.context().newPage();
    await openEditor(secondTab, post.id, post.title);
    await expect(secondTab.getByTestId('presence-notice')).toContainText(
      /Ön egy másik lapon is szerkeszti ezt a cikket \d{2}:\d{2} óta/,
    );
    await expect(secondTab.getByTestId('presence-notice')).toContainText('Tóth Katalin');
    await expect(secondTab.getByTestId('presence-notice')).not.toContainText('Bíró Anna');

    // Leaving says goodbye: the other person's list empties of them.
    await secondTab.close();
    await other.goto(paths.posts.href());
    await expect
      .poll(async () => {
        const reply = await request.get(`/api/posts/${post.id}/presence`, {
          headers: await authHeaders(page),
        });
        const { data } = (await reply.json()) as { data: { full_name: string }[] };
        return data.map((entry) => entry.full_name).sort();
      })
      .toEqual(['Bíró Anna']);
    await other.context().close();
  });
});

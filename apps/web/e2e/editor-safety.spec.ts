import { paths } from '@newsroom/shared';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { openSignedIn, storedToken } from './support/session.ts';

// The editor's safety net (docs/product.md, Editor: 'Előzmények, jelenlét, Ctrl+S').

const SEEDED_COVER = '/uploads/posts/e2e/cover-1.jpg';
/**
 * Who writes the drafts of these tests: an is_admin user whose drafts no other spec counts (the
 * admin's drafts are counted by the drafts list and the sidebar badge, in parallel workers).
 */
const WRITER = 'adsEditor';

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Cím', exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/**
 * The message on screen of a kind and text. A new message replaces the old one, which fades out for
 * a moment: the newest (last) is the one that counts.
 */
const message = (page: Page, kind: 'error' | 'success' | 'info', text: string | RegExp) =>
  page.locator(`[data-kind="${kind}"]`).filter({ hasText: text }).last();
const stateBadges = (page: Page) => page.getByTestId('editor-state');
const confirmDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/** A unique title, so parallel tests never meet each other's articles. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

interface StoredPost {
  id: number;
  title: string;
  menu_type: 'draft' | 'post';
  last_update: string;
}

async function authHeaders(page: Page) {
  return { authorization: `Bearer ${await storedToken(page)}` };
}

/** Creates an article through the API as the page's signed-in user. */
async function createPost(
  page: Page,
  request: APIRequestContext,
  fields: { title: string; menu_type: 'draft' | 'post' },
): Promise<StoredPost> {
  const reply = await request.post('/api/posts/add', {
    headers: await authHeaders(page),
    data: {
      short_content: 'Rövid bevezető az e2e biztonsági háló teszthez.',
      content: '<p>Az első változat szövege.</p>',
      menu_id: 1,
      thumbnail: SEEDED_COVER,
      ...fields,
    },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: StoredPost }).data;
}

async function storedPost(page: Page, request: APIRequestContext, id: number): Promise<StoredPost> {
  const reply = await request.get(`/api/posts/${id}`, { headers: await authHeaders(page) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: StoredPost }).data;
}

async function openEditor(page: Page, id: number, title: string): Promise<void> {
  await page.goto(paths.post.href(id));
  await expect(titleField(page)).toHaveValue(title);
}

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
    test.setTimeout(60_000);
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

async function openInNewContext(browser: Browser, path: string, who: 'steady'): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  await openSignedIn(page, path, who);
  return page;
}

import { expect, type Page, test } from '@playwright/test';
import { button, message, titleField, uniqueTitle } from './support/editor.ts';
import { authHeaders, createPost, openEditor, stateBadges, WRITER } from './support/editor-safety.ts';
import { E2E_SETTINGS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

// 'Előnézet' opens the article's public address with a signed preview token. Nothing answers at
// PUBLIC_SITE_URL yet (the reader site is the next issue), so the tests read the address the new
// tab was sent to, and the article behind its token through the content API.

const contentField = (page: Page) => page.getByRole('textbox', { name: 'Tartalom', exact: true });

interface StoredArticle {
  title: string;
  content: string;
  menu_type: 'draft' | 'post';
  post_url: string;
}

async function stored(page: Page, id: number): Promise<StoredArticle> {
  const reply = await page.request.get(`/api/posts/${id}`, { headers: await authHeaders(page) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: StoredArticle }).data;
}

/** Clicks 'Előnézet' and answers the address the new tab was sent to, once it is the public site's. */
async function previewAddress(page: Page): Promise<URL> {
  const popupPromise = page.waitForEvent('popup');
  await button(page, 'Előnézet').click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${E2E_SETTINGS.PUBLIC_SITE_URL}/`));
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

/** The article behind a preview token, as the public site would read it (no content key). */
async function previewed(page: Page, token: string) {
  const reply = await page.request.get(`/api/content/preview/${encodeURIComponent(token)}`);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toBe('private, no-store');
  expect(reply.headers()['x-robots-tag']).toBe('noindex');
  return ((await reply.json()) as { data: { title: string; content: string } }).data;
}

test.beforeEach(async ({ context }) => {
  // The public site, which does not exist yet: an empty page, so the tab has somewhere to go.
  await context.route(`${E2E_SETTINGS.PUBLIC_SITE_URL}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Előnézet</title>' }),
  );
});

test("a draft's preview saves it, then opens its address with a signed token", async ({ page }) => {
  await openSignedIn(page, '/', WRITER);
  const post = await createPost(page, page.request, {
    title: uniqueTitle('E2E előnézet piszkozat'),
    menu_type: 'draft',
  });
  await openEditor(page, post.id, post.title);
  const edited = uniqueTitle('E2E előnézet piszkozat, javítva');
  await titleField(page).fill(edited);

  const url = await previewAddress(page);
  await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
  const saved = await stored(page, post.id);
  expect(saved.title).toBe(edited);
  expect(saved.menu_type).toBe('draft');
  expect(`${url.origin}${url.pathname}`).toBe(`${E2E_SETTINGS.PUBLIC_SITE_URL}${saved.post_url}`);
  expect(url.searchParams.get('draft')).toBe('1');
  const token = url.searchParams.get('preview') ?? '';
  expect(token).not.toBe('');

  const article = await previewed(page, token);
  expect(article.title).toBe(edited);
  expect(article.content).toContain('Az első változat szövege.');

  // A tampered token reads nothing.
  const tampered = await page.request.get(`/api/content/preview/${encodeURIComponent(`${token}x`)}`);
  expect(tampered.status()).toBe(401);
});

test('a published article is previewed as edited, without unpublishing or saving it', async ({ page }) => {
  await openSignedIn(page, '/', WRITER);
  const post = await createPost(page, page.request, {
    title: uniqueTitle('E2E élő cikk'),
    menu_type: 'post',
  });
  await openEditor(page, post.id, post.title);
  await expect(stateBadges(page)).toHaveText('Közzétéve');

  const edited = uniqueTitle('E2E élő cikk, javított cím');
  await titleField(page).fill(edited);
  await contentField(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('A javított szöveg, még nem mentve.');

  const url = await previewAddress(page);
  // No question about taking it off the site, and no save.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toHaveCount(0);
  const token = url.searchParams.get('preview') ?? '';
  expect(url.searchParams.get('draft')).toBe('1');

  const article = await previewed(page, token);
  expect(article.title).toBe(edited);
  expect(article.content).toContain('A javított szöveg, még nem mentve.');

  // The live article is as it was, and still published; the form keeps the edits.
  const live = await stored(page, post.id);
  expect(live.title).toBe(post.title);
  expect(live.menu_type).toBe('post');
  expect(live.content).toContain('Az első változat szövege.');
  expect(`${url.origin}${url.pathname}`).toBe(`${E2E_SETTINGS.PUBLIC_SITE_URL}${live.post_url}`);
  await expect(stateBadges(page)).toContainText('Közzétéve');
  await expect(titleField(page)).toHaveValue(edited);
});

test('a refused preview closes its tab and says why', async ({ page, context }) => {
  await openSignedIn(page, '/', WRITER);
  const post = await createPost(page, page.request, {
    title: uniqueTitle('E2E elutasított előnézet'),
    menu_type: 'post',
  });
  await openEditor(page, post.id, post.title);
  await page.route('**/api/posts/*/preview', (route) =>
    route.fulfill({ status: 404, json: { status: 'error', message: 'A cikk nem található.' } }),
  );
  const popupPromise = context.waitForEvent('page');
  await button(page, 'Előnézet').click();
  const popup = await popupPromise;
  await expect(message(page, 'error', 'A cikk nem található.')).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect((await stored(page, post.id)).menu_type).toBe('post');
});

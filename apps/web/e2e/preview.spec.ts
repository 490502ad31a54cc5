import { expect, type Page, test } from '@playwright/test';
import { button, message, titleField, uniqueTitle } from './support/editor.ts';
import { authHeaders, createPost, openEditor, stateBadges, WRITER } from './support/editor-safety.ts';
import { E2E_SETTINGS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

// 'Előnézet' opens the article's address on the reader site (PUBLIC_SITE_URL) with a signed
// preview token: the site shows the draft, or a published article's unsaved text, under its
// 'Előnézet – nem nyilvános' bar, never indexed; the public page stays as published.

const SITE = E2E_SETTINGS.PUBLIC_SITE_URL;
const contentField = (page: Page) => page.getByRole('textbox', { name: 'Tartalom', exact: true });
const previewBar = (page: Page) => page.getByRole('note').filter({ hasText: 'Előnézet – nem nyilvános' });

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

/** Clicks 'Előnézet'; answers the new tab once it shows the reader site's page, and its address. */
async function openPreview(page: Page): Promise<{ popup: Page; url: URL }> {
  const popupPromise = page.waitForEvent('popup');
  await button(page, 'Előnézet').click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${SITE}/.+\\?draft=1&preview=[^&]+$`));
  await popup.waitForLoadState();
  return { popup, url: new URL(popup.url()) };
}

/** The preview page's article: its title, the bar over it, and no indexing. */
async function expectPreviewOf(popup: Page, title: string, text: string): Promise<void> {
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(popup.getByRole('article').getByText(text)).toBeVisible();
  await expect(previewBar(popup)).toBeVisible();
  await expect(popup.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await expect(popup.locator('link[rel="canonical"]')).toHaveCount(0);
}

/** The article behind a preview token, as the public site reads it (no content key). */
async function previewed(page: Page, token: string) {
  const reply = await page.request.get(`/api/content/preview/${encodeURIComponent(token)}`);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toBe('private, no-store');
  expect(reply.headers()['x-robots-tag']).toBe('noindex');
  return ((await reply.json()) as { data: { title: string; content: string } }).data;
}

test("a draft's preview saves it, then shows it on the site under its address with a signed token", async ({
  page,
}) => {
  await openSignedIn(page, '/', WRITER);
  const post = await createPost(page, page.request, {
    title: uniqueTitle('E2E előnézet piszkozat'),
    menu_type: 'draft',
  });
  await openEditor(page, post.id, post.title);
  const edited = uniqueTitle('E2E előnézet piszkozat, javítva');
  await titleField(page).fill(edited);

  const { popup, url } = await openPreview(page);
  await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
  const saved = await stored(page, post.id);
  expect(saved.title).toBe(edited);
  expect(saved.menu_type).toBe('draft');
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}${saved.post_url}`);
  expect(url.searchParams.get('draft')).toBe('1');
  const token = url.searchParams.get('preview') ?? '';
  expect(token).not.toBe('');

  // The site shows the draft as saved, marked as a preview.
  await expectPreviewOf(popup, edited, 'Az első változat szövege.');
  const article = await previewed(page, token);
  expect(article.title).toBe(edited);
  expect(article.content).toContain('Az első változat szövege.');

  // Without the token the draft is not on the site.
  const unlisted = await popup.goto(`${SITE}${saved.post_url}`);
  expect(unlisted?.status()).toBe(404);
  await expect(popup.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeVisible();

  // A tampered token reads nothing: the site says so, politely, with a 401.
  const tamperedUrl = new URL(url);
  tamperedUrl.searchParams.set('preview', `${token}x`);
  const refused = await popup.goto(tamperedUrl.toString());
  expect(refused?.status()).toBe(401);
  await expect(popup.getByRole('heading', { level: 1, name: 'Az előnézet nem érhető el' })).toBeVisible();
  await expect(popup.getByText('Az előnézeti link érvénytelen vagy lejárt.')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Vissza a címlapra' })).toBeVisible();
  await expect(popup.getByText(edited)).toHaveCount(0);
  const tampered = await page.request.get(`/api/content/preview/${encodeURIComponent(`${token}x`)}`);
  expect(tampered.status()).toBe(401);
  await popup.close();
});

test('a published article is previewed as edited, without unpublishing or saving it', async ({
  page,
  context,
}) => {
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

  const { popup, url } = await openPreview(page);
  // No question about taking it off the site, and no save.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toHaveCount(0);
  const token = url.searchParams.get('preview') ?? '';
  expect(url.searchParams.get('draft')).toBe('1');

  // The preview shows the unsaved text.
  await expectPreviewOf(popup, edited, 'A javított szöveg, még nem mentve.');
  await expect(popup.getByText('Az első változat szövege.')).toHaveCount(0);
  const article = await previewed(page, token);
  expect(article.title).toBe(edited);
  expect(article.content).toContain('A javított szöveg, még nem mentve.');

  // The public page at the same time: as published, no bar.
  const reader = await context.newPage();
  const published = await reader.goto(`${SITE}${url.pathname}`);
  expect(published?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(reader.getByRole('article').getByText('Az első változat szövege.')).toBeVisible();
  await expect(reader.getByText('A javított szöveg, még nem mentve.')).toHaveCount(0);
  await expect(previewBar(reader)).toHaveCount(0);
  await expect(reader.locator('meta[name="robots"]')).toHaveCount(0);
  await reader.close();
  await popup.close();

  // The live article is as it was, and still published; the form keeps the edits.
  const live = await stored(page, post.id);
  expect(live.title).toBe(post.title);
  expect(live.menu_type).toBe('post');
  expect(live.content).toContain('Az első változat szövege.');
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}${live.post_url}`);
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

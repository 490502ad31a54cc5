// The article editor's shared steps: post-editor*.spec.ts and editor-*.spec.ts.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { E2EUser } from './fixtures.ts';
import { openSignedIn, storedToken } from './session.ts';

export const SEEDED_COVER = '/uploads/posts/e2e/cover-1.jpg';

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
export const titleField = (page: Page) => page.getByRole('textbox', { name: 'Cím', exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/**
 * The message on screen of a kind and text. A new message replaces the old one, which fades out for
 * a moment: the newest (last) is the one that counts.
 */
export const message = (page: Page, kind: 'error' | 'success' | 'info', text: string | RegExp) =>
  page.locator(`[data-kind="${kind}"]`).filter({ hasText: text }).last();

/** A unique title, so parallel tests never meet each other's articles. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Creates an article through the API as the page's signed-in user; answers its id. */
export async function createPost(
  page: Page,
  request: APIRequestContext,
  fields: { title: string; content?: string; menu_type?: 'draft' | 'post' },
): Promise<number> {
  const reply = await request.post('/api/posts/add', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: {
      short_content: 'Rövid bevezető az e2e szerkesztő teszthez.',
      content: '<p>Az e2e szerkesztő teszt cikke.</p>',
      menu_id: 1,
      thumbnail: SEEDED_COVER,
      menu_type: 'post',
      ...fields,
    },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

/** Opens a path in a new browser context (another person's browser), signed in as `who`. */
export async function openInNewContext(
  browser: Browser,
  path: string,
  who: E2EUser = 'admin',
): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  await openSignedIn(page, path, who);
  return page;
}

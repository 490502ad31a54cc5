// The news desk's shared steps: posts-desk.spec.ts and posts-desk-links.spec.ts. Each test makes its
// own articles in Életmód (menu 5, which no other spec counts), as 'steady', an is_admin user whose
// articles and drafts no other spec lists.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer } from './session.ts';

export const LIFESTYLE = 5;
export const COVER = '/uploads/posts/e2e/cover-1.jpg';

export const rows = (page: Page) => page.getByTestId('post-row');

/** A prefix no other test or run shares, so a title search finds this test's articles only. */
export const uniquePrefix = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface Created {
  id: number;
  title: string;
  last_update: string;
}

/** An article of Életmód titled `title`; `content` (HTML) replaces its one-sentence text. */
export async function createArticle(
  request: APIRequestContext,
  token: string,
  title: string,
  content = `<p>${title} szövege.</p>`,
): Promise<Created> {
  const reply = await request.post('/api/posts/add', {
    headers: bearer(token),
    data: {
      title,
      short_content: `${title}: rövid bevezető.`,
      content,
      menu_id: LIFESTYLE,
      post_type: 'Hír',
      thumbnail: COVER,
      menu_type: 'post',
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: Created }).data;
}

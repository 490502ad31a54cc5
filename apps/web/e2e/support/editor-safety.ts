// The editor safety net's shared steps: editor-safety.spec.ts and editor-history.spec.ts.

import { paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SEEDED_COVER, titleField } from './editor.ts';
import { storedToken } from './session.ts';

/**
 * Who writes the drafts of these tests: an is_admin user whose drafts no other spec counts (the
 * admin's drafts are counted by the drafts list and the sidebar badge, in parallel workers).
 */
export const WRITER = 'adsEditor';

export const stateBadges = (page: Page) => page.getByTestId('editor-state');
export const confirmDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

export interface StoredPost {
  id: number;
  title: string;
  menu_type: 'draft' | 'post';
  last_update: string;
}

export async function authHeaders(page: Page) {
  return { authorization: `Bearer ${await storedToken(page)}` };
}

/** Creates an article through the API as the page's signed-in user. */
export async function createPost(
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

export async function storedPost(page: Page, request: APIRequestContext, id: number): Promise<StoredPost> {
  const reply = await request.get(`/api/posts/${id}`, { headers: await authHeaders(page) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: StoredPost }).data;
}

export async function openEditor(page: Page, id: number, title: string): Promise<void> {
  await page.goto(paths.post.href(id));
  await expect(titleField(page)).toHaveValue(title);
}

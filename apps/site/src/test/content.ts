/**
 * Content for the site to show, made in the API as the back office would leave it: articles through
 * the API's own test factories (with a cover really stored), banners and Google ad slots as rows,
 * edits and previews through the API's calls.
 */
import type { Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { banners, googleAds, menus, posts } from '../../../api/src/db/schema/index.ts';
import { buildMenu, buildPost, type PostOverrides, postEditBody } from '../../../api/src/test/harness.ts';
import type { LiveApi } from './site-harness.ts';

export interface Published {
  id: number;
  title: string;
  shortname: string;
  post_url: string;
  thumbnail: string;
}

let covers = 0;

/**
 * A published article; its category is menu 1 ('Hírek', path 'hirek') unless `menu` is given, and
 * its post_url is `/<category>/<shortname>/`, as the editor saves it.
 */
export async function publishArticle(
  api: LiveApi,
  overrides: PostOverrides & { menu?: { id: number; path: string } } = {},
): Promise<Published> {
  const { menu, ...rest } = overrides;
  covers += 1;
  const thumbnail = rest.thumbnail ?? (await api.t.storeUpload(`/uploads/posts/covers/site-${covers}.jpg`));
  const shortname = rest.shortname ?? `site-cikk-${covers}-${Date.now().toString(36)}`;
  const post = await buildPost(api.t.db, {
    ...rest,
    shortname,
    thumbnail,
    menu_id: menu?.id ?? rest.menu_id ?? 1,
    post_url: rest.post_url ?? `/${menu?.path ?? 'hirek'}/${shortname}/`,
  });
  return {
    id: post.id,
    title: post.title,
    shortname: post.shortname,
    post_url: post.post_url,
    thumbnail: post.thumbnail,
  };
}

/** A category of the reference data ('hirek', 'tech', 'sport', …) by its path. */
export async function categoryAt(api: LiveApi, path: string): Promise<{ id: number; path: string }> {
  const [row] = await api.t.db
    .select({ id: menus.id, path: menus.path })
    .from(menus)
    .where(eq(menus.path, path));
  if (!row) throw new Error(`categoryAt: no category ${path}`);
  return row;
}

/** A new active category. */
export function newCategory(api: LiveApi, name?: string) {
  return buildMenu(api.t.db, name ? { name } : {});
}

/** Edits an article through PUT /api/posts/{id}, as the editor's save does. */
export async function editArticle(api: LiveApi, id: number, changes: Record<string, unknown>) {
  const loaded = await api.t.app.inject({
    method: 'GET',
    url: `/api/posts/${id}`,
    headers: api.editor.headers,
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  const post = loaded.json().data as Post;
  const res = await api.t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}`,
    headers: api.editor.headers,
    payload: postEditBody(post, changes),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A preview token of the article, from the editor's 'Előnézet' (POST /api/posts/{id}/preview). */
export async function previewToken(api: LiveApi, id: number): Promise<{ token: string; url: string }> {
  const res = await api.t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/preview`,
    headers: api.editor.headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; url: string };
}

/** An active banner on placement code `side`, its image really stored, linking to `url`. */
export async function addBanner(api: LiveApi, side: string, url = `https://hirdeto.example/${side}`) {
  const image = await api.t.storeUpload(`/uploads/banners/site-${side}-${Date.now()}.png`);
  const [row] = await api.t.db
    .insert(banners)
    .values({
      kind: 'banner',
      title: `Banner ${side}`,
      url,
      side,
      bannerUrl: image,
      width: 970,
      height: 90,
      userId: api.editor.user.id,
    })
    .returning();
  if (!row) throw new Error('addBanner: no row');
  return row;
}

/** An active Google ad slot on `position` (e.g. gtop_90_post). */
export async function addAdSlot(api: LiveApi, position: string, divId: string) {
  const [row] = await api.t.db
    .insert(googleAds)
    .values({
      name: `Hely ${position}`,
      path: `/123/${position}`,
      size: '728x90, 970x90',
      divId,
      position,
      userId: api.editor.user.id,
    })
    .returning();
  if (!row) throw new Error('addAdSlot: no row');
  return row;
}

/** Records a correction of a published article through POST /api/posts/{id}/corrections. */
export async function correctArticle(api: LiveApi, id: number, kind: string, text: string) {
  const res = await api.t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/corrections`,
    headers: api.editor.headers,
    payload: { kind, text },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Puts an article under an embargo until `until` (as the editor's 'Embargó eddig' would). */
export async function embargoArticle(api: LiveApi, id: number, until: Date): Promise<void> {
  await api.t.db.update(posts).set({ embargoUntil: until }).where(eq(posts.id, id));
}

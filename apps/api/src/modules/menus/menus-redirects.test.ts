/**
 * A category's new path (docs/api.md, "Old addresses"): the old one is kept as a redirect, chains
 * resolve to the current path, an old path re-used by a new category is the new one's, and every
 * article's address moves with it. Articles of an inactive category or subcategory keep saving.
 */
import { POST_MESSAGES, type Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, buildPost, errorBody, postEditBody, validPostInput } from '../../test/harness.ts';
import { useCategoriesApp } from './menus-support.ts';

const { t, call, ok, category, addCategory } = useCategoriesApp();

const urlOf = async (id: number) =>
  (await t.db.select({ url: posts.postUrl }).from(posts).where(eq(posts.id, id)))[0]?.url;

describe('a category path change', () => {
  it("keeps the old path as a redirect and moves every article's address, not its last_update", async () => {
    const c = await addCategory({ path: `regi-${Date.now()}` });
    const a = await buildPost(t.db, {
      menu_id: c.id,
      post_url: `/${c.path}/elso/`,
      shortname: `elso-${c.id}`,
    });
    const other = await buildPost(t.db, { menu_id: 1 });
    const newPath = `uj-${Date.now()}`;
    const { data } = await ok<{ path: string; old_paths: string[] }>('PUT', `/api/admin-menu-items/${c.id}`, {
      path: newPath,
    });
    expect(data).toMatchObject({ path: newPath, old_paths: [c.path] });
    expect(await urlOf(a.id)).toBe(`/${newPath}/${a.shortname}/`);
    expect(await urlOf(other.id)).toBe(other.post_url);
    const [row] = await t.db.select({ at: posts.lastUpdate }).from(posts).where(eq(posts.id, a.id));
    expect(row?.at.toISOString()).toBe(a.last_update);
  });

  it('resolves chains to the current path, and gives an old path to a new category that takes it', async () => {
    const stamp = Date.now();
    const c = await addCategory({ path: `a-${stamp}` });
    await ok('PUT', `/api/admin-menu-items/${c.id}`, { path: `b-${stamp}` });
    await ok('PUT', `/api/admin-menu-items/${c.id}`, { path: `c-${stamp}` });
    expect((await category(c.id)).old_paths.sort()).toEqual([`a-${stamp}`, `b-${stamp}`]);
    // Back to an old path: it is current again, no longer a redirect.
    await ok('PUT', `/api/admin-menu-items/${c.id}`, { path: `a-${stamp}` });
    expect((await category(c.id)).old_paths.sort()).toEqual([`b-${stamp}`, `c-${stamp}`]);
    const taker = await addCategory({ path: `b-${stamp}` });
    expect((await category(c.id)).old_paths).toEqual([`c-${stamp}`]);
    expect(await category(taker.id)).toMatchObject({ path: `b-${stamp}`, old_paths: [] });
    // The path of a live category is still refused.
    const taken = await call('POST', '/api/admin-menu-items', { name: 'Másik', path: `a-${stamp}` });
    expect(taken.statusCode).toBe(400);
  });
});

describe('articles of an inactive category or subcategory', () => {
  async function savedPost(body: Record<string, unknown>): Promise<Post> {
    const res = await call('POST', '/api/posts/add', validPostInput(body));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Post }>().data;
  }

  it('keep saving in it, while no new article may be filed there', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Régi alrovat'] });
    const sub = menu.submenus[0]?.id as number;
    const post = await savedPost({ menu_id: menu.id, secondary_menu_id: sub });
    await ok('PUT', `/api/admin-sub-menu-items/${sub}`, { is_active: 0 });
    await ok('PUT', `/api/admin-menu-items/${menu.id}`, { is_active: 0 });

    const edited = await call('PUT', `/api/posts/${post.id}`, postEditBody(post, { title: 'Átírt cím' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: Post }>().data).toMatchObject({ menu_id: menu.id, secondary_menu_id: sub });

    const fresh = await call('POST', '/api/posts/add', validPostInput({ menu_id: menu.id }));
    expect(fresh.statusCode).toBe(400);
    expect(errorBody(fresh).errors?.menu_id).toBe(POST_MESSAGES.unknownMenu);
    await ok('PUT', `/api/admin-menu-items/${menu.id}`, { is_active: 1 });
    const inactiveSub = await call(
      'POST',
      '/api/posts/add',
      validPostInput({ menu_id: menu.id, secondary_menu_id: sub }),
    );
    expect(errorBody(inactiveSub).errors?.secondary_menu_id).toBe(POST_MESSAGES.unknownSubmenu);
    // Moving an article into an inactive subcategory is refused too.
    const other = await savedPost({ menu_id: menu.id });
    const moved = await call(
      'PUT',
      `/api/posts/${other.id}`,
      postEditBody(other, { secondary_menu_id: sub }),
    );
    expect(moved.statusCode).toBe(400);
  });
});

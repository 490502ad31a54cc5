/**
 * Managing subcategories and post types ('Rovatok'; docs/api.md, "Categories and post types"):
 * the same rules as the categories', and a post type's new name written into its articles.
 */
import { CATEGORY_MESSAGES as M, type PostType, type Submenu } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, buildPost, errorBody, getOkData } from '../../test/harness.ts';
import { uniqueName, useCategoriesApp } from './menus-support.ts';

const { t, reader, call, ok, overview, category } = useCategoriesApp();

const submenusOf = (menuId: number) =>
  getOkData<Submenu[]>(t, `/api/admin-sub-menu-items/${menuId}`, reader.headers);
const postTypeNames = async () =>
  (await getOkData<PostType[]>(t, '/api/posts/types', reader.headers)).map((p) => p.name);

describe('subcategories', () => {
  it('adds, renames, reorders, deactivates and reactivates a subcategory', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Első'] });
    const { data: added, message } = await ok<{ id: number; title: string }>(
      'POST',
      '/api/admin-sub-menu-items',
      {
        menu_id: menu.id,
        title: 'Második',
      },
    );
    expect(message).toBe(M.submenuSaved);
    expect((await submenusOf(menu.id)).map((s) => s.title)).toEqual(['Első', 'Második']);

    await ok('PUT', `/api/admin-sub-menu-items/${added.id}`, { title: 'Kettes' });
    await ok('POST', `/api/admin-sub-menu-items/${menu.id}/order`, { ids: [added.id] });
    expect((await submenusOf(menu.id)).map((s) => s.title)).toEqual(['Kettes', 'Első']);

    await ok('PUT', `/api/admin-sub-menu-items/${added.id}`, { is_active: 0 });
    expect((await submenusOf(menu.id)).map((s) => s.title)).toEqual(['Első']);
    expect((await category(menu.id)).submenus.map((s) => [s.title, s.is_active])).toEqual([
      ['Kettes', 0],
      ['Első', 1],
    ]);
    await ok('PUT', `/api/admin-sub-menu-items/${added.id}`, { is_active: 1 });
    expect((await submenusOf(menu.id)).map((s) => s.title)).toEqual(['Kettes', 'Első']);
  });

  it('refuses a duplicate title in the same category (any case), a missing parent and bad input', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Belföld'] });
    const other = await buildMenu(t.db);
    const dup = await call('POST', '/api/admin-sub-menu-items', { menu_id: menu.id, title: 'BELFÖLD' });
    expect(dup.statusCode, dup.body).toBe(400);
    expect(errorBody(dup).errors?.title).toBe(M.titleTaken);
    // Another category may have one of the same name.
    await ok('POST', '/api/admin-sub-menu-items', { menu_id: other.id, title: 'Belföld' });
    const noParent = await call('POST', '/api/admin-sub-menu-items', { title: 'Árva' });
    expect(errorBody(noParent).errors?.menu_id).toBe(M.parentMissing);
    const unknown = await call('POST', '/api/admin-sub-menu-items', { menu_id: 987654, title: 'Árva' });
    expect(unknown.statusCode).toBe(400);
    const blank = await call('POST', '/api/admin-sub-menu-items', { menu_id: menu.id, title: ' ' });
    expect(errorBody(blank).errors?.title).toBe(M.titleMissing);
    const foreign = await call('POST', `/api/admin-sub-menu-items/${other.id}/order`, {
      ids: [menu.submenus[0]?.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await submenusOf(menu.id)).map((s) => s.title)).toEqual(['Belföld']);
    const denied = await call('POST', '/api/admin-sub-menu-items', { menu_id: menu.id, title: 'Új' }, reader);
    expect(denied.statusCode).toBe(403);
  });

  it('deletes an unused subcategory; one in use is a 409 and stays', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Használt', 'Üres'] });
    const used = { id: menu.submenus[0]?.id as number };
    const empty = { id: menu.submenus[1]?.id as number };
    await buildPost(t.db, { menu_id: menu.id, secondary_menu_id: used.id });
    const refused = await call('DELETE', `/api/admin-sub-menu-items/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(M.submenuInUse);
    await ok('DELETE', `/api/admin-sub-menu-items/${empty.id}`);
    expect((await submenusOf(menu.id)).map((s) => s.id)).toEqual([used.id]);
    expect((await category(menu.id)).submenus[0]?.post_count).toBe(1);
  });
});

describe('post types', () => {
  it('adds a post type at the end of the active list, deactivates and reactivates it', async () => {
    const name = uniqueName('Típus');
    const { data } = await ok<{ id: number; is_active: number }>('POST', '/api/posts/types', { name });
    expect((await postTypeNames()).at(-1)).toBe(name);
    await ok('PUT', `/api/posts/types/${data.id}`, { is_active: 0 });
    expect(await postTypeNames()).not.toContain(name);
    expect((await overview()).post_types.find((p) => p.id === data.id)).toMatchObject({ is_active: 0 });
    await ok('PUT', `/api/posts/types/${data.id}`, { is_active: 1 });
    expect(await postTypeNames()).toContain(name);
  });

  it('a rename rewrites the type of every article that has it, in the same save', async () => {
    const name = uniqueName('Régi típus');
    const { data } = await ok<{ id: number }>('POST', '/api/posts/types', { name });
    const a = await buildPost(t.db, { post_type: name });
    const b = await buildPost(t.db, { post_type: name, menu_type: 'draft' });
    const untouched = await buildPost(t.db, { post_type: 'Hír' });
    const renamed = uniqueName('Új típus');
    const res = await ok<{ name: string; post_count: number }>('PUT', `/api/posts/types/${data.id}`, {
      name: renamed,
    });
    expect(res.message).toBe(M.postTypeRenamed(2));
    expect(res.data).toMatchObject({ name: renamed, post_count: 2 });
    const typeOf = async (id: number) =>
      (await t.db.select({ type: posts.postType }).from(posts).where(eq(posts.id, id)))[0]?.type;
    expect([await typeOf(a.id), await typeOf(b.id), await typeOf(untouched.id)]).toEqual([
      renamed,
      renamed,
      'Hír',
    ]);
    for (const [type, id] of [
      ['post', a.id],
      ['draft', b.id],
    ] as const) {
      const filtered = await getOkData<Array<{ id: number }>>(
        t,
        `/api/admin-posts?post_type=${encodeURIComponent(renamed)}&type=${type}`,
        reader.headers,
      );
      expect(filtered.map((p) => p.id)).toEqual([id]);
    }
  });

  it('refuses a duplicate name (any case), bad input and a reader; deletes only an unused type', async () => {
    const dup = await call('POST', '/api/posts/types', { name: 'hír' });
    expect(dup.statusCode, dup.body).toBe(400);
    expect(errorBody(dup).errors?.name).toBe(M.postTypeNameTaken);
    expect(errorBody(await call('POST', '/api/posts/types', { name: '' })).errors?.name).toBe(
      M.postTypeNameMissing,
    );
    expect((await call('POST', '/api/posts/types', { name: uniqueName() }, reader)).statusCode).toBe(403);
    const hir = (await overview()).post_types.find((p) => p.name === 'Hír');
    const rename = await call('PUT', `/api/posts/types/${hir?.id}`, { name: 'galéria' });
    expect(errorBody(rename).errors?.name).toBe(M.postTypeNameTaken);

    const used = await ok<{ id: number; name: string }>('POST', '/api/posts/types', { name: uniqueName() });
    await buildPost(t.db, { post_type: used.data.name, is_active: false });
    const refused = await call('DELETE', `/api/posts/types/${used.data.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(M.postTypeInUse);
    const unused = await ok<{ id: number }>('POST', '/api/posts/types', { name: uniqueName() });
    await ok('DELETE', `/api/posts/types/${unused.data.id}`);
    expect((await overview()).post_types.map((p) => p.id)).not.toContain(unused.data.id);
    expect((await call('DELETE', `/api/posts/types/${unused.data.id}`)).statusCode).toBe(404);
  });

  it('reorders the post types as the editor offers them', async () => {
    const all = (await overview()).post_types.filter((p) => p.is_active === 1);
    const last = all.at(-1);
    if (!last) throw new Error('no post type');
    await ok('POST', '/api/posts/types/order', { ids: [last.id] });
    expect((await postTypeNames())[0]).toBe(last.name);
  });
});

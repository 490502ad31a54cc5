/**
 * Managing the categories ('Rovatok'; docs/api.md, "Categories and post types"): create, rename,
 * reorder, deactivate and reactivate, delete only when unused, and every refusal changing nothing.
 */
import { CATEGORY_MESSAGES as M } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, menus } from '../../db/schema/index.ts';
import { buildMenu, buildPost, errorBody } from '../../test/harness.ts';
import { uniqueName, useCategoriesApp } from './menus-support.ts';

const { t, reader, call, ok, overview, category, activeMenus, addCategory } = useCategoriesApp();

async function auditOf(id: number) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
  return rows.filter((r) => r.entity === 'menu').map((r) => r.action);
}

describe('POST /api/admin-menu-items', () => {
  it('adds a category at the end, its path made from the name, shown to the editor and audited', async () => {
    const name = `Új Rovat ${Date.now()}`;
    const { data, message } = await ok<{ id: number; path: string; is_active: number; post_count: number }>(
      'POST',
      '/api/admin-menu-items',
      { name: `  ${name}  ` },
    );
    expect(message).toBe(M.saved);
    expect(data).toMatchObject({ name, path: `uj-rovat-${name.split(' ')[2]}`, is_active: 1, post_count: 0 });
    const menusNow = await activeMenus();
    expect(menusNow.at(-1)).toEqual({ id: data.id, name, path: data.path });
    expect(await auditOf(data.id)).toEqual(['create']);
  });

  it('takes a given path, an inactive start and a place', async () => {
    const path = `sajat-${Date.now()}`;
    const created = await addCategory({ path, is_active: 0, sort_order: 3 });
    expect(created.path).toBe(path);
    expect((await activeMenus()).map((m) => m.id)).not.toContain(created.id);
    expect(await category(created.id)).toMatchObject({ is_active: 0, sort_order: 3, path });
  });

  it.each([
    [{ name: '' }, 'name', M.nameMissing],
    [{ name: '   ' }, 'name', M.nameMissing],
    [{ name: 'x'.repeat(61) }, 'name', M.nameTooLong],
    [{ name: 'Jó név', path: 'Rossz Út' }, 'path', M.pathInvalid],
    [{ name: 'Jó név', path: 'hírek' }, 'path', M.pathInvalid],
    [{ name: 'Jó név', path: 'a/b' }, 'path', M.pathInvalid],
    [{ name: 'Jó név', path: 'api' }, 'path', M.pathReserved],
    [{ name: 'Jó név', path: 'a'.repeat(61) }, 'path', M.pathTooLong],
  ])('refuses %j with a Hungarian 400 on %s, adding nothing', async (body, field, message) => {
    const before = await t.db.select().from(menus);
    const res = await call('POST', '/api/admin-menu-items', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).errors?.[field]).toBe(message);
    expect(await t.db.select().from(menus)).toHaveLength(before.length);
  });

  it('refuses a name another category has, whatever its case, and a path another has', async () => {
    const taken = await addCategory({ name: uniqueName('Ötödik') });
    const byName = await call('POST', '/api/admin-menu-items', { name: taken.name.toUpperCase() });
    expect(byName.statusCode, byName.body).toBe(400);
    expect(errorBody(byName).errors?.name).toBe(M.nameTaken);
    const byPath = await call('POST', '/api/admin-menu-items', { name: uniqueName(), path: taken.path });
    expect(byPath.statusCode).toBe(400);
    expect(errorBody(byPath).errors?.path).toBe(M.pathTaken);
    // A name whose generated path is taken says so on the path.
    const seeded = await call('POST', '/api/admin-menu-items', { name: 'Sport!' });
    expect(errorBody(seeded).errors?.path).toBe(M.pathTaken);
  });

  it('is refused without taxonomy.manage (403) and without a session (401)', async () => {
    const res = await call('POST', '/api/admin-menu-items', { name: uniqueName() }, reader);
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin-menu-items',
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/admin-menu-items/{id}', () => {
  it('renames and reorders a category; only the fields sent change', async () => {
    const created = await addCategory();
    const name = uniqueName('Átnevezett');
    const { data } = await ok('PUT', `/api/admin-menu-items/${created.id}`, { name });
    expect(data).toMatchObject({ id: created.id, name, path: created.path });
    await ok('PUT', `/api/admin-menu-items/${created.id}`, { sort_order: 0 });
    expect(await category(created.id)).toMatchObject({ name, sort_order: 0 });
    expect(await auditOf(created.id)).toEqual(['create', 'update', 'update']);
  });

  it('deactivates a category (gone from the editor, kept on the screen) and reactivates it', async () => {
    const created = await addCategory();
    await ok('PUT', `/api/admin-menu-items/${created.id}`, { is_active: 0 });
    expect((await activeMenus()).map((m) => m.id)).not.toContain(created.id);
    expect(await category(created.id)).toMatchObject({ is_active: 0 });
    await ok('PUT', `/api/admin-menu-items/${created.id}`, { is_active: true });
    expect((await activeMenus()).map((m) => m.id)).toContain(created.id);
  });

  it('refuses to deactivate or delete the last active category', async () => {
    const keep = await buildMenu(t.db);
    const others = (await t.db.select().from(menus)).filter((m) => m.isActive && m.id !== keep.id);
    await t.db.update(menus).set({ isActive: false });
    await t.db.update(menus).set({ isActive: true }).where(eq(menus.id, keep.id));
    try {
      const res = await call('PUT', `/api/admin-menu-items/${keep.id}`, { is_active: 0 });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).message).toBe(M.lastActive);
      const del = await call('DELETE', `/api/admin-menu-items/${keep.id}`);
      expect(del.statusCode).toBe(400);
      expect(errorBody(del).message).toBe(M.lastActive);
      expect((await activeMenus()).map((m) => m.id)).toEqual([keep.id]);
    } finally {
      for (const m of others) await t.db.update(menus).set({ isActive: true }).where(eq(menus.id, m.id));
    }
  });

  it('refuses a duplicate, bad input, an unknown id and a reader, changing nothing', async () => {
    const a = await addCategory();
    const b = await addCategory();
    const before = await category(b.id);
    for (const [body, field] of [
      [{ name: a.name.toLowerCase() }, 'name'],
      [{ path: a.path }, 'path'],
      [{ path: 'Nem jó' }, 'path'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await call('PUT', `/api/admin-menu-items/${b.id}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).errors).toHaveProperty(field);
    }
    expect((await call('PUT', `/api/admin-menu-items/${b.id}`, { sort_order: -1 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin-menu-items/987654', { name: uniqueName() })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/admin-menu-items/${b.id}`, { name: uniqueName() }, reader)).statusCode,
    ).toBe(403);
    expect(await category(b.id)).toEqual(before);
  });
});

describe('DELETE /api/admin-menu-items/{id}', () => {
  it('deletes an unused category; one in use is a 409 and stays, to be deactivated instead', async () => {
    const unused = await addCategory();
    const del = await ok('DELETE', `/api/admin-menu-items/${unused.id}`);
    expect(del.message).toBe(M.deleted);
    expect((await overview()).categories.map((c) => c.id)).not.toContain(unused.id);

    const used = await addCategory();
    // A deleted article's row stays, so it counts as a use too.
    await buildPost(t.db, { menu_id: used.id, is_active: false });
    const refused = await call('DELETE', `/api/admin-menu-items/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(M.inUse);
    expect(await category(used.id)).toMatchObject({ is_active: 1 });
    await ok('PUT', `/api/admin-menu-items/${used.id}`, { is_active: 0 });
    expect(await auditOf(used.id)).toEqual(['create', 'update']);
  });
});

describe('POST /api/admin-menu-items/order', () => {
  it('puts the named categories first, in that order, the others after them', async () => {
    const a = await addCategory();
    const b = await addCategory();
    const { data } = await ok<{ categories: Array<{ id: number }> }>('POST', '/api/admin-menu-items/order', {
      ids: [b.id, a.id],
    });
    expect(data.categories.slice(0, 2).map((c) => c.id)).toEqual([b.id, a.id]);
    const editor = await activeMenus();
    expect(editor.slice(0, 2).map((m) => m.id)).toEqual([b.id, a.id]);
    expect(editor[2]?.name).toBe('Hírek');
  });

  it('refuses an unknown or repeated id, changing nothing', async () => {
    const before = await activeMenus();
    for (const ids of [[987654], [1, 1], []]) {
      const res = await call('POST', '/api/admin-menu-items/order', { ids });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await activeMenus()).toEqual(before);
  });

  it('counts the active articles of each category', async () => {
    const c = await addCategory();
    await buildPost(t.db, { menu_id: c.id });
    await buildPost(t.db, { menu_id: c.id, menu_type: 'draft' });
    await buildPost(t.db, { menu_id: c.id, is_active: false });
    expect((await category(c.id)).post_count).toBe(2);
  });
});

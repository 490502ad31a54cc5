import type { Menu, PostType, Submenu } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { menus, postTypes } from '../../db/schema/index.ts';
import { buildMenu, errorBody, getOkData, useTestApp } from '../../test/harness.ts';

/** Reference lists need only a session: `reader`, a user without role flags. */
const { t, reader } = useTestApp({ reader: {} });

function get(url: string, headers: Record<string, string> = reader.headers) {
  return t.app.inject({ method: 'GET', url, headers });
}

function getData<T>(url: string): Promise<T> {
  return getOkData(t, url, reader.headers);
}

/** The seeded categories (README.md), in their order. */
const SEEDED = [
  { name: 'Hírek', path: 'hirek' },
  { name: 'Tech', path: 'tech' },
  { name: 'Sport', path: 'sport' },
  { name: 'Kultúra', path: 'kultura' },
  { name: 'Életmód', path: 'eletmod' },
];

describe('GET /api/admin-menu-items', () => {
  it('answers the active categories as {id, name, path}, in their order, menu 1 first', async () => {
    const hidden = await buildMenu(t.db, { is_active: false });
    const added = await buildMenu(t.db);
    const data = await getData<Menu[]>('/api/admin-menu-items');
    expect(data[0]).toEqual({ id: 1, name: 'Hírek', path: 'hirek' });
    expect(data.slice(0, SEEDED.length).map(({ name, path }) => ({ name, path }))).toEqual(SEEDED);
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'name', 'path']);
    expect(data.map((m) => m.id)).toContain(added.id);
    expect(data.map((m) => m.id)).not.toContain(hidden.id);
    const stored = await t.db.select().from(menus);
    expect(data).toHaveLength(stored.filter((m) => m.isActive).length);
  });

  it('needs a session', async () => {
    expect((await get('/api/admin-menu-items', {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin-sub-menu-items/:parent_id', () => {
  it('answers the submenus of that menu only, as {id, title}, in their order', async () => {
    const data = await getData<Submenu[]>('/api/admin-sub-menu-items/1');
    expect(data.map((s) => s.title)).toEqual(['Belföld', 'Külföld', 'Gazdaság', 'Politika']);
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'title']);

    const menu = await buildMenu(t.db, { submenus: ['Első', 'Második'] });
    const own = await getData<Submenu[]>(`/api/admin-sub-menu-items/${menu.id}`);
    expect(own).toEqual(menu.submenus);
    const ids = new Set(data.map((s) => s.id));
    expect(own.some((s) => ids.has(s.id))).toBe(false);
  });

  it('a menu without submenus, or an unknown menu, answers an empty list', async () => {
    const menu = await buildMenu(t.db);
    expect(await getData<Submenu[]>(`/api/admin-sub-menu-items/${menu.id}`)).toEqual([]);
    expect(await getData<Submenu[]>('/api/admin-sub-menu-items/987654')).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5'])('parent %s is a 400', async (parent) => {
    const res = await get(`/api/admin-sub-menu-items/${parent}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).errors).toHaveProperty('parent_id');
  });
});

describe('GET /api/posts/types', () => {
  it('answers every post type as {name}, ordered by name', async () => {
    const data = await getData<PostType[]>('/api/posts/types');
    const stored = (await t.db.select({ name: postTypes.name }).from(postTypes)).map((r) => r.name);
    expect(data.map((p) => p.name).sort()).toEqual([...stored].sort());
    expect(data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Hír', 'Galéria', 'Videó', 'Interjú', 'Vélemény', 'PR']),
    );
    for (const item of data) expect(Object.keys(item)).toEqual(['name']);
    // The order is the database's collation of the names (C on PGlite, the server's locale on
    // PostgreSQL), so only names that sort alike in both are compared here.
    await t.db.insert(postTypes).values([{ name: 'Zulu' }, { name: 'Alfa' }]);
    const again = await getData<PostType[]>('/api/posts/types');
    const ascii = again.map((p) => p.name).filter((n) => ['Alfa', 'PR', 'Zulu'].includes(n));
    expect(ascii).toEqual(['Alfa', 'PR', 'Zulu']);
  });

  it('is not mistaken for an article id', async () => {
    const res = await get('/api/posts/types');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message?: string }>().message).toBeUndefined();
  });
});

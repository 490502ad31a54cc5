/**
 * Old addresses in the content API (docs/api.md, "Old addresses"): an article's earlier shortname
 * and a category's earlier path answer 301 with `Location` (query and content key kept), and the
 * cached 301 follows a later change.
 */
import { CONTENT_MESSAGES, type Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, validPostInput } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { t, read, makeKey, article, call, editor } = useContentApp();
let key: string;
beforeAll(async () => {
  key = (await makeKey()).key;
});

const rename = (id: number, shortname: string) =>
  t.db.update(posts).set({ shortname }).where(eq(posts.id, id));

describe('an old shortname', () => {
  it('answers 301 to the current one, the query and the key kept, whichever path renamed it', async () => {
    const a = await article({ shortname: `elso-nev-${Date.now()}` });
    await rename(a.id, `masodik-nev-${a.id}`);
    await rename(a.id, `harmadik-nev-${a.id}`);
    for (const old of [a.shortname, `masodik-nev-${a.id}`]) {
      const res = await read(`/api/content/articles/${old}?fields=id,title`, key);
      expect(res.statusCode, res.body).toBe(301);
      const location = `/api/content/articles/harmadik-nev-${a.id}?fields=id%2Ctitle`;
      expect(res.headers.location).toBe(`${location}&key=${encodeURIComponent(key)}`);
      expect(res.json()).toEqual({ status: 'moved', location });
    }
    const followed = await read(`/api/content/articles/harmadik-nev-${a.id}?fields=id,title`, key);
    expect(followed.json().data).toEqual({ id: a.id, title: a.title });
    // Through the header, no key goes into the address.
    const byHeader = await call('GET', `/api/content/articles/${a.shortname}`, null, undefined, {
      'x-content-key': key,
    });
    expect(byHeader.headers.location).toBe(`/api/content/articles/harmadik-nev-${a.id}`);
  });

  it('follows a later rename (the cached 301 is dropped), and an article that takes the old name wins', async () => {
    const a = await article({ shortname: `valtozo-${Date.now()}` });
    await rename(a.id, `valtozo-2-${a.id}`);
    expect((await read(`/api/content/articles/${a.shortname}`, key)).headers.location).toMatch(
      new RegExp(`^/api/content/articles/valtozo-2-${a.id}\\?`),
    );
    await rename(a.id, `valtozo-3-${a.id}`);
    await expect
      .poll(async () => (await read(`/api/content/articles/${a.shortname}`, key)).headers.location)
      .toMatch(new RegExp(`^/api/content/articles/valtozo-3-${a.id}\\?`));
    const taker = await article({ shortname: a.shortname });
    await expect
      .poll(async () => (await read(`/api/content/articles/${a.shortname}`, key)).statusCode)
      .toBe(200);
    expect((await read(`/api/content/articles/${a.shortname}`, key)).json().data.id).toBe(taker.id);
  });

  it('is no redirect for an article never public, nor for one not public now', async () => {
    const draft = await article({ menu_type: 'draft', shortname: `vazlat-${Date.now()}` });
    await rename(draft.id, `vazlat-uj-${draft.id}`);
    expect((await read(`/api/content/articles/${draft.shortname}`, key)).statusCode).toBe(404);
    const gone = await article({ shortname: `eltunt-${Date.now()}` });
    await rename(gone.id, `eltunt-uj-${gone.id}`);
    await t.db.update(posts).set({ menuType: 'draft' }).where(eq(posts.id, gone.id));
    const res = await read(`/api/content/articles/${gone.shortname}`, key);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CONTENT_MESSAGES.articleNotFound);
  });

  it("is kept when a withdrawn article's new title renames it through the editor, and not reused", async () => {
    const res = await call('POST', '/api/posts/add', editor, validPostInput({ menu_type: 'post' }));
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json<{ data: Post }>().data;
    const put = async (p: Post, changes: Record<string, unknown>) => {
      const r = await call('PUT', `/api/posts/${p.id}`, editor, {
        ...validPostInput(),
        title: p.title,
        menu_type: p.menu_type,
        last_update: p.last_update,
        ...changes,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ data: Post }>().data;
    };
    const withdrawn = await put(post, { menu_type: 'draft' });
    const retitled = await put(withdrawn, { title: `Egészen új cím ${post.id}` });
    expect(retitled.shortname).not.toBe(post.shortname);
    await put(retitled, { menu_type: 'post' });
    const old = await read(`/api/content/articles/${post.shortname}`, key);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toMatch(new RegExp(`^/api/content/articles/${retitled.shortname}\\?`));
    // A new article of the old title does not take the old shortname from it.
    const again = await call('POST', '/api/posts/add', editor, validPostInput({ title: post.title }));
    expect(again.json<{ data: Post }>().data.shortname).not.toBe(post.shortname);
  });
});

describe("a category's old path", () => {
  it('answers the list with 301 to the same query under the current path', async () => {
    const stamp = Date.now();
    const menu = await buildMenu(t.db, { path: `rovat-a-${stamp}` });
    await article({ menu_id: menu.id, title: 'A rovat cikke' });
    const move = async (path: string) => {
      const r = await call('PUT', `/api/admin-menu-items/${menu.id}`, editor, { path });
      expect(r.statusCode, r.body).toBe(200);
    };
    const menuOf = async (old: string) => {
      const r = await read(`/api/content/articles?menu=${old}`, key);
      return r.statusCode === 301
        ? new URL(r.headers.location as string, 'http://x').searchParams.get('menu')
        : null;
    };
    await move(`rovat-b-${stamp}`);
    const res = await read(`/api/content/articles?menu=rovat-a-${stamp}&limit=5`, key);
    expect(res.statusCode, res.body).toBe(301);
    const location = new URL(res.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/api/content/articles');
    expect(location.searchParams.get('menu')).toBe(`rovat-b-${stamp}`);
    expect(location.searchParams.get('limit')).toBe('5');
    expect(location.searchParams.get('key')).toBe(key);
    const list = await read(`/api/content/articles?menu=rovat-b-${stamp}&limit=5`, key);
    expect(list.json().data.map((a: { title: string; url: string }) => [a.title, a.url])).toEqual([
      ['A rovat cikke', expect.stringContaining(`/rovat-b-${stamp}/`)],
    ]);
    // A chain: both old paths name the current one, the cached 301 included.
    await move(`rovat-c-${stamp}`);
    for (const old of ['a', 'b']) {
      await expect.poll(() => menuOf(`rovat-${old}-${stamp}`)).toBe(`rovat-c-${stamp}`);
    }
    // Its RSS feed too (no key needed there).
    const feed = await call('GET', `/api/content/feeds/rovat-a-${stamp}/rss.xml`, null);
    expect(feed.statusCode).toBe(301);
    expect(feed.headers.location).toBe(`/api/content/feeds/rovat-c-${stamp}/rss.xml`);
    // An unknown path is still an empty list.
    expect((await read(`/api/content/articles?menu=nincs-ilyen-${stamp}`, key)).statusCode).toBe(200);
  });

  it('lists only active categories and active subcategories', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Látható', 'Rejtett'] });
    const hidden = menu.submenus[1]?.id;
    const titles = async () => {
      const menus = (await read('/api/content/menus', key)).json().data as Array<{
        id: number;
        submenus: Array<{ title: string }>;
      }>;
      return menus.find((m) => m.id === menu.id)?.submenus.map((s) => s.title);
    };
    expect(await titles()).toEqual(['Látható', 'Rejtett']);
    await call('PUT', `/api/admin-sub-menu-items/${hidden}`, editor, { is_active: 0 });
    await expect.poll(titles).toEqual(['Látható']);
    await call('PUT', `/api/admin-menu-items/${menu.id}`, editor, { is_active: 0 });
    await expect.poll(titles).toBeUndefined();
  });
});

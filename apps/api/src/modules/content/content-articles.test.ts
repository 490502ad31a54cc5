/**
 * GET /api/content/articles and /api/content/articles/{shortname} (docs/api.md, "Content API"):
 * only what readers see, newest published first, filters, fields, and keyset paging that neither
 * repeats nor skips an article published between two pages.
 */
import { CONTENT_MESSAGES } from '@newsroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMenu, buildUser, imageDataUrl, type TestMenu, validPostInput } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { t, read, makeKey, article, call, editor } = useContentApp();
let key: string;
beforeAll(async () => {
  key = (await makeKey()).key;
});

/** A category of its own per test, so each test sees only its articles. */
const menu = (submenus: string[] = []): Promise<TestMenu> => buildMenu(t.db, { submenus });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function titles(path: string): Promise<string[]> {
  const res = await read(path, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((a: { title: string }) => a.title);
}

describe('content articles', () => {
  it('lists only published, active articles, newest published first; never drafts, deleted or scheduled ones', async () => {
    const m = await menu();
    await article({ menu_id: m.id, title: 'Régi', creation_date: minutesAgo(30) });
    await article({ menu_id: m.id, title: 'Új', creation_date: minutesAgo(10) });
    await article({ menu_id: m.id, title: 'Piszkozat', menu_type: 'draft', creation_date: minutesAgo(5) });
    await article({ menu_id: m.id, title: 'Törölt', is_active: false, creation_date: minutesAgo(5) });
    const scheduled = await article({ menu_id: m.id, title: 'Időzített', menu_type: 'draft' });
    await t.db.execute(`update posts set publish_at = now() + interval '1 hour' where id = ${scheduled.id}`);
    expect(await titles(`/api/content/articles?menu=${m.path}`)).toEqual(['Új', 'Régi']);
    const one = await read(`/api/content/articles/${scheduled.shortname}`, key);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ status: 'error', message: CONTENT_MESSAGES.articleNotFound });
  });

  it('answers each item in the content shape, content only when asked for', async () => {
    const m = await menu(['Belföld']);
    const author = await buildUser(t.db, { first_name: 'Kata', last_name: 'Író' });
    const a = await article({
      menu_id: m.id,
      secondary_menu_id: m.submenus[0]?.id,
      user_id: author.id,
      post_type: 'Interjú',
      keywords: 'gazdaság, Budapest',
      thumbnail_source: 'Fotó: MTI',
      title: 'Alakú <cikk> & "idézet"',
    });
    const res = await read(`/api/content/articles?menu=${m.path}`, key);
    const [item] = res.json().data;
    expect(item).toEqual({
      id: a.id,
      title: 'Alakú <cikk> & "idézet"',
      shortname: a.shortname,
      url: `https://hirek.example${a.post_url}`,
      short_content: a.short_content,
      keywords: ['gazdaság', 'Budapest'],
      category: { id: m.id, name: m.name, path: m.path },
      subcategory: { id: m.submenus[0]?.id, title: 'Belföld' },
      post_type: 'Interjú',
      author: { name: 'Író Kata' },
      published_at: a.creation_date,
      updated_at: a.last_update,
      // A cover the media library does not have: no alt text, focal point or sizes.
      cover: {
        url: a.thumbnail,
        width: null,
        height: null,
        credit: 'Fotó: MTI',
        alt: '',
        caption: '',
        focal: null,
        sources: null,
      },
    });
    const withContent = await read(`/api/content/articles?menu=${m.path}&fields=id,content`, key);
    expect(withContent.json().data).toEqual([{ id: a.id, content: a.content }]);
    const one = await read(`/api/content/articles/${a.shortname}`, key);
    expect(one.json().data.content).toBe(a.content);
    expect(one.json().data.title).toBe(a.title);
    const bad = await read('/api/content/articles?fields=id,jelszo', key);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTENT_MESSAGES.badFields);
  });

  it('filters by subcategory, post type, keyword and author', async () => {
    const m = await menu(['Egyik', 'Másik']);
    const author = await buildUser(t.db);
    const [one, two] = m.submenus;
    await article({
      menu_id: m.id,
      title: 'A',
      secondary_menu_id: one?.id,
      keywords: 'Foci,Sport',
      post_type: 'Hír',
    });
    await article({
      menu_id: m.id,
      title: 'B',
      secondary_menu_id: two?.id,
      keywords: 'sportág',
      user_id: author.id,
    });
    const base = `/api/content/articles?menu=${m.path}`;
    expect(await titles(`${base}&submenu=${one?.id}`)).toEqual(['A']);
    expect(await titles(`${base}&post_type=H%C3%ADr`)).toEqual(['A']);
    expect(await titles(`${base}&keyword=sport`)).toEqual(['A']);
    expect(await titles(`${base}&keyword=SPORT%C3%81G`)).toEqual(['B']);
    expect(await titles(`${base}&author=${author.id}`)).toEqual(['B']);
    expect(await titles('/api/content/articles?menu=nincs-ilyen-rovat')).toEqual([]);
  });

  it('pages with cursors: no duplicate and no gap when articles are published between pages', async () => {
    const m = await menu();
    for (let i = 1; i <= 7; i++)
      await article({ menu_id: m.id, title: `Cikk ${i}`, creation_date: minutesAgo(100 - i) });
    const first = await read(`/api/content/articles?menu=${m.path}&limit=3`, key);
    const page1 = first.json();
    expect(page1.data.map((a: { title: string }) => a.title)).toEqual(['Cikk 7', 'Cikk 6', 'Cikk 5']);
    expect(page1.pagination).toEqual({ limit: 3, next: expect.any(String) });
    // Published meanwhile: lands on top, and moves nothing the reader pages through.
    await article({ menu_id: m.id, title: 'Friss' });
    const seen: string[] = page1.data.map((a: { title: string }) => a.title);
    let next: string | null = page1.pagination.next;
    while (next) {
      const res = await read(`/api/content/articles?menu=${m.path}&limit=3&after=${next}`, key);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((a: { title: string }) => a.title));
      next = res.json().pagination.next;
    }
    expect(seen).toEqual(['Cikk 7', 'Cikk 6', 'Cikk 5', 'Cikk 4', 'Cikk 3', 'Cikk 2', 'Cikk 1']);
  });

  it('caps limit at 100 and refuses a malformed cursor or limit', async () => {
    const res = await read('/api/content/articles?limit=500', key);
    expect(res.json().pagination.limit).toBe(100);
    for (const after of ['nem-kurzor', 'MjAyNnxhYmM', '%00']) {
      const bad = await read(`/api/content/articles?after=${after}`, key);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(CONTENT_MESSAGES.badCursor);
    }
    for (const limit of ['0', '-1', 'sok']) {
      expect((await read(`/api/content/articles?limit=${limit}`, key)).statusCode).toBe(400);
    }
  });

  it('answers 404 for a draft, a deleted and an unknown article', async () => {
    const draft = await article({ menu_type: 'draft' });
    const deleted = await article({ is_active: false });
    for (const shortname of [draft.shortname, deleted.shortname, 'nincs-ilyen-cikk']) {
      expect((await read(`/api/content/articles/${shortname}`, key)).statusCode).toBe(404);
    }
  });

  it("answers the size of a cover uploaded with the article, for the site's image tags", async () => {
    const data = await imageDataUrl({ format: 'png', width: 120, height: 80 });
    const input = validPostInput({
      thumbnail: '',
      menu_type: 'post',
      image: { data, filename: 'kep.png', type: 'image/png' },
    });
    const saved = await call('POST', '/api/posts/add', editor, input);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await read(`/api/content/articles/${saved.json().data.shortname}`, key);
    const thumbnail: string = saved.json().data.thumbnail;
    const cover = res.json().data.cover;
    expect(cover).toMatchObject({
      url: thumbnail,
      width: 120,
      height: 80,
      credit: 'MTI',
      alt: '',
      focal: { x: 0.5, y: 0.5 },
    });
    // Narrower than every standard width: one WebP and one AVIF copy of its own width, and crops
    // as wide as the largest box of each ratio.
    expect(cover.sources.webp).toEqual([{ url: `${thumbnail}?w=120&fm=webp&v=1`, width: 120, height: 80 }]);
    expect(cover.sources.avif).toEqual([{ url: `${thumbnail}?w=120&fm=avif&v=1`, width: 120, height: 80 }]);
    expect(cover.sources.crops['1x1']).toEqual([
      { url: `${thumbnail}?w=80&ar=1x1&fm=webp&v=1`, width: 80, height: 80 },
    ]);
    const copy = await call('GET', cover.sources.crops['1x1'][0].url, null);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toContain('immutable');
  });
});

/**
 * The content API's caching for CDNs (docs/api.md, "Content API"): a strong ETag that does not
 * depend on the key, 304 for If-None-Match, the cache headers, surrogate keys, CORS, compression,
 * and a server-side cache that a change empties only where it touched.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { t, read, makeKey, article, call } = useContentApp();
let key: string;
beforeAll(async () => {
  key = (await makeKey()).key;
});

describe('content caching', () => {
  it('sends a strong ETag, the same for every key, and a bodiless 304 for If-None-Match', async () => {
    const a = await article();
    const other = (await makeKey('Másik')).key;
    const res = await read(`/api/content/articles/${a.shortname}`, key);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await read(`/api/content/articles/${a.shortname}`, other)).headers.etag).toBe(etag);
    const revalidated = await read(`/api/content/articles/${a.shortname}`, key, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const changedTag = await read(`/api/content/articles/${a.shortname}`, key, { 'if-none-match': '"regi"' });
    expect(changedTag.statusCode).toBe(200);
  });

  it('sends the CDN headers, the surrogate keys of what it holds, and CORS for any site', async () => {
    const m = await buildMenu(t.db);
    const a = await article({ menu_id: m.id });
    const one = await read(`/api/content/articles/${a.shortname}`, key, { origin: 'https://olvaso.example' });
    expect(one.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(one.headers.vary).toMatch(/Accept-Encoding/i);
    expect(one.headers['access-control-allow-origin']).toBe('*');
    expect(String(one.headers['surrogate-key']).split(' ')).toEqual([`article:${a.id}`, `menu:${m.id}`]);
    expect(one.headers['cache-tag']).toBe(`article:${a.id},menu:${m.id}`);
    const list = await read(`/api/content/articles?menu=${m.path}`, key);
    expect(String(list.headers['surrogate-key']).split(' ')).toEqual([
      'articles',
      `article:${a.id}`,
      `menu:${m.id}`,
    ]);
    const placements = await read('/api/content/placements?codes=top_90,right_370', key);
    expect(String(placements.headers['surrogate-key']).split(' ')).toEqual([
      'placement:right_370',
      'placement:top_90',
      'ad-slots',
      'poll:right',
    ]);
    const menus = await read('/api/content/menus', key);
    expect(String(menus.headers['surrogate-key'])).toContain(`menu:${m.id}`);
    // A browser's preflight for the key header; the back office's own calls answer no CORS.
    const preflight = await call('OPTIONS', '/api/content/articles', null, undefined, {
      origin: 'https://olvaso.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-content-key',
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-Content-Key/i);
    const admin = await call('GET', '/api/app-settings', null, undefined, {
      origin: 'https://olvaso.example',
    });
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses a long reply for a client that accepts it', async () => {
    const a = await article({ content: `<p>${'Hosszú szöveg. '.repeat(400)}</p>` });
    const br = await read(`/api/content/articles/${a.shortname}`, key, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await read(`/api/content/articles/${a.shortname}`, key, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await read(`/api/content/articles/${a.shortname}`, key);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.content).toContain('Hosszú szöveg.');
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a change at once, and a change drops only the replies that hold what it changed', async () => {
    const m = await buildMenu(t.db);
    const a = await article({ menu_id: m.id, title: 'Első cím' });
    const b = await article({ menu_id: m.id, title: 'Másik cikk' });
    const other = await article({ title: 'Más rovat cikke' });
    const etagOf = async (path: string) => (await read(path, key)).headers.etag;
    const before = {
      a: await etagOf(`/api/content/articles/${a.shortname}`),
      b: await etagOf(`/api/content/articles/${b.shortname}`),
      other: await etagOf(`/api/content/articles/${other.shortname}`),
      list: await etagOf(`/api/content/articles?menu=${m.path}`),
    };
    await t.db.update(posts).set({ title: 'Javított cím' }).where(eq(posts.id, a.id));
    await expect
      .poll(async () => (await read(`/api/content/articles/${a.shortname}`, key)).json().data.title)
      .toBe('Javított cím');
    const list = await read(`/api/content/articles?menu=${m.path}`, key);
    expect(list.json().data.map((x: { title: string }) => x.title)).toContain('Javított cím');
    expect(list.headers.etag).not.toBe(before.list);
    expect(await etagOf(`/api/content/articles/${b.shortname}`)).toBe(before.b);
    expect(await etagOf(`/api/content/articles/${other.shortname}`)).toBe(before.other);
    // Unpublished: gone from the list and the article at once.
    await t.db.update(posts).set({ menuType: 'draft' }).where(eq(posts.id, b.id));
    await expect
      .poll(async () => (await read(`/api/content/articles/${b.shortname}`, key)).statusCode)
      .toBe(404);
    const after = await read(`/api/content/articles?menu=${m.path}`, key);
    expect(after.json().data.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });
});

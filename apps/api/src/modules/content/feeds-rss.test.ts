/**
 * GET /api/content/feeds/rss.xml and /api/content/feeds/{menu_path}/rss.xml (docs/api.md, "Content
 * API"): RSS 2.0 of the newest published articles, parsed as XML; never a draft, a deleted or a
 * scheduled article; every text escaped; the content API's caching, without a key.
 */
import { CONTENT_MESSAGES } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menus, posts } from '../../db/schema/index.ts';
import { buildMenu, buildUser } from '../../test/harness.ts';
import { API_ORIGIN, parseXml, SITE_NAME, useFeedsApp } from './feeds-support.ts';

const { t, get, article } = useFeedsApp();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** The items of a feed, by title. */
async function itemsOf(path: string) {
  const rss = parseXml(await get(path)).rss;
  return { channel: rss.channel, items: (rss.channel.item ?? []) as Array<Record<string, unknown>> };
}
const titlesOf = async (path: string) => (await itemsOf(path)).items.map((i) => i.title);

describe('RSS feeds', () => {
  it('holds the newest published articles with their fields, never drafts, deleted or scheduled ones', async () => {
    const m = await buildMenu(t.db);
    const author = await buildUser(t.db, { first_name: 'Kata', last_name: 'Író' });
    const a = await article({
      menu_id: m.id,
      user_id: author.id,
      title: 'Friss hír',
      short_content: 'A bevezető.',
      keywords: 'gazdaság, Budapest',
      thumbnail_source: 'Fotó: MTI',
      creation_date: minutesAgo(10),
    });
    await t.db.update(posts).set({ thumbnailWidth: 1200, thumbnailHeight: 675 }).where(eq(posts.id, a.id));
    await article({ menu_id: m.id, title: 'Régebbi hír', creation_date: minutesAgo(20) });
    await article({ menu_id: m.id, title: 'Piszkozat', menu_type: 'draft' });
    await article({ menu_id: m.id, title: 'Törölt', is_active: false });
    const scheduled = await article({ menu_id: m.id, title: 'Időzített', menu_type: 'draft' });
    await t.db.execute(`update posts set publish_at = now() + interval '1 hour' where id = ${scheduled.id}`);

    const res = await get('/api/content/feeds/rss.xml');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(res).rss;
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe(SITE_NAME);
    expect(rss.channel.link).toBe('https://hirek.example');
    expect(rss.channel.language).toBe('hu');
    expect(rss.channel['atom:link']).toMatchObject({
      '@href': `${API_ORIGIN}/api/content/feeds/rss.xml`,
      '@rel': 'self',
    });
    const titles = rss.channel.item.map((i: { title: string }) => i.title);
    expect(titles.indexOf('Friss hír')).toBeLessThan(titles.indexOf('Régebbi hír'));
    for (const hidden of ['Piszkozat', 'Törölt', 'Időzített']) expect(titles).not.toContain(hidden);
    const item = rss.channel.item.find((i: { title: string }) => i.title === 'Friss hír');
    const url = `https://hirek.example${a.post_url}`;
    expect(item).toEqual({
      title: 'Friss hír',
      link: url,
      guid: { '@isPermaLink': 'true', '#text': url },
      description: 'A bevezető.',
      'dc:creator': 'Író Kata',
      category: [m.name, 'gazdaság', 'Budapest'],
      'media:content': {
        '@url': `${API_ORIGIN}${a.thumbnail}`,
        '@medium': 'image',
        '@width': '1200',
        '@height': '675',
        'media:credit': 'Fotó: MTI',
      },
      pubDate: new Date(a.creation_date).toUTCString(),
    });
    expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('escapes every text: titles, descriptions, names and keywords with & < > " \'', async () => {
    const m = await buildMenu(t.db, { name: 'Kék & Zöld <rovat>' });
    const author = await buildUser(t.db, { first_name: '"Jó"', last_name: "O'Brien &" });
    const title = 'Tom & Jerry <3 "idézet"';
    await article({
      menu_id: m.id,
      user_id: author.id,
      title,
      short_content: "Rövid & <b>nem HTML</b> 'idézet' &amp; már kódolt",
      keywords: 'A&B, <c>',
    });
    // A control character cannot be written in XML 1.0 at all: it is left out (an emoji stays), the feed still parses.
    await article({ menu_id: m.id, title: 'Vezérlő\u0001karakter 😀', creation_date: minutesAgo(5) });
    const res = await get(`/api/content/feeds/${m.path}/rss.xml`);
    expect(res.body).toContain('Tom &amp; Jerry &lt;3');
    expect(res.body).not.toContain('<3');
    const { channel, items } = await itemsOf(`/api/content/feeds/${m.path}/rss.xml`);
    expect(channel.title).toBe(`${SITE_NAME} – Kék & Zöld <rovat>`);
    expect(items.map((i) => i.title)).toEqual([title, 'Vezérlőkarakter 😀']);
    expect(items[0]).toMatchObject({
      description: "Rövid & <b>nem HTML</b> 'idézet' &amp; már kódolt",
      'dc:creator': `O'Brien & "Jó"`,
      category: ['Kék & Zöld <rovat>', 'A&B', '<c>'],
    });
  });

  it("holds only its category's articles, 50 at most; an unknown or inactive category is a 404", async () => {
    const m = await buildMenu(t.db);
    const other = await buildMenu(t.db);
    for (let i = 1; i <= 51; i++)
      await article({ menu_id: m.id, title: `Cikk ${i}`, creation_date: minutesAgo(200 - i) });
    await article({ menu_id: other.id, title: 'Más rovaté' });
    const titles = await titlesOf(`/api/content/feeds/${m.path}/rss.xml`);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Cikk 51');
    expect(titles.at(-1)).toBe('Cikk 2');
    expect(titles).not.toContain('Más rovaté');
    expect((await get('/api/content/feeds/rss.xml')).body).toContain('Más rovaté');

    const unknown = await get('/api/content/feeds/nincs-ilyen-rovat/rss.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: CONTENT_MESSAGES.menuNotFound });
    const inactive = await buildMenu(t.db, { is_active: false });
    expect((await get(`/api/content/feeds/${inactive.path}/rss.xml`)).statusCode).toBe(404);
    // A category made later answers at once.
    await t.db.update(menus).set({ isActive: true }).where(eq(menus.id, inactive.id));
    await expect
      .poll(async () => (await get(`/api/content/feeds/${inactive.path}/rss.xml`)).statusCode)
      .toBe(200);
  });

  it('needs no key, and has the content API caching: ETag, 304, Cache-Control, surrogate keys', async () => {
    const m = await buildMenu(t.db);
    const a = await article({ menu_id: m.id, title: 'Gyorsítótárazott' });
    const path = `/api/content/feeds/${m.path}/rss.xml`;
    const res = await get(path, { origin: 'https://olvaso.example' });
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['surrogate-key']).split(' ')).toEqual([
      'articles',
      `menu:${m.id}`,
      `article:${a.id}`,
    ]);
    expect(res.headers['cache-tag']).toBe(`articles,menu:${m.id},article:${a.id}`);
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const br = await get('/api/content/feeds/rss.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    // A change of an article it holds shows at once, with a new ETag.
    await t.db.update(posts).set({ title: 'Javított cím' }).where(eq(posts.id, a.id));
    await expect.poll(async () => await titlesOf(path)).toEqual(['Javított cím']);
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(200);
    // Unpublished: gone at once.
    await t.db.update(posts).set({ menuType: 'draft' }).where(eq(posts.id, a.id));
    await expect.poll(async () => await titlesOf(path)).toEqual([]);
  });
});

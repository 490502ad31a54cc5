/**
 * The site's only way to its data (content-client.ts), against a real content API on a port: a
 * second read asks If-None-Match and takes the API's 304, overlapping reads share one request, an
 * edit shows on the next page load, and while the API is down the last good reply is served for
 * SITE_STALE_MS (never when that is 0), while a path never read fails with ContentUnavailable.
 */
import { describe, expect, it, vi } from 'vitest';
import { editArticle, publishArticle } from '../test/content.ts';
import { parsePage, select, textOf } from '../test/html.ts';
import { setUpSite } from '../test/site-harness.ts';
import { ContentClient, ContentUnavailable } from './content-client.ts';

const { api, site } = setUpSite();

describe('a reply the API confirmed a moment ago (freshMs)', () => {
  it('is used without asking the API again, and asked again once it is older', async () => {
    const client = new ContentClient({ apiUrl: api.url, key: api.key, staleMs: 60_000, freshMs: 300 });
    const asked = () => api.requests.filter((r) => r.url.startsWith('/api/content/menus')).length;
    const before = asked();
    await client.get('/api/content/menus');
    await client.get('/api/content/menus');
    await client.get('/api/content/menus');
    expect(asked()).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await client.get('/api/content/menus');
    expect(asked()).toBe(before + 2);
    expect(client.stats).toMatchObject({ fetched: 1, revalidated: 1 });
  });
});

const newClient = (staleMs = 60_000) => new ContentClient({ apiUrl: api.url, key: api.key, staleMs });
/** The requests the API received for `path` since `from` (an index into api.requests). */
const received = (path: string, from = 0) => api.requests.slice(from).filter((r) => r.url === path);
const headingOf = async (url: string) => {
  const res = await site.site.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return textOf(select(parsePage(res.body), 'h1.article-title') ?? parsePage(''));
};

describe('ContentClient against the content API', () => {
  it('reads a path once, then revalidates it with If-None-Match and takes the 304', async () => {
    const article = await publishArticle(api, { title: 'Változatlan cikk' });
    const path = `/api/content/articles/${article.shortname}`;
    const client = newClient();
    const from = api.requests.length;

    const first = await client.get(path);
    expect(first).toMatchObject({ status: 200, stale: false });
    expect(JSON.parse(first.text).data.title).toBe('Változatlan cikk');
    const second = await client.get(path);
    expect(second).toEqual(first);
    expect(client.stats).toEqual({ fetched: 1, revalidated: 1, servedStale: 0 });

    const [asked, revalidated, ...more] = received(path, from);
    expect(more).toEqual([]);
    expect(asked).toMatchObject({ status: 200, ifNoneMatch: undefined });
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.ifNoneMatch).toMatch(/^"[\w-]+"$/);
  });

  it('sends the reads of one path that overlap as one request', async () => {
    const article = await publishArticle(api);
    const path = `/api/content/articles/${article.shortname}`;
    const client = newClient();
    const from = api.requests.length;
    const replies = await Promise.all([client.get(path), client.get(path), client.get(path)]);
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(received(path, from)).toHaveLength(1);
    expect(client.stats.fetched).toBe(1);
  });

  it('loads an unchanged page again with 304s only: the API sends no body twice', async () => {
    const article = await publishArticle(api);
    await headingOf(article.post_url);
    const from = api.requests.length;
    await headingOf(article.post_url);
    const again = api.requests.slice(from);
    expect(again.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/content/menus', `/api/content/articles/${article.shortname}`]),
    );
    expect(again.every((r) => r.status === 304 && r.ifNoneMatch !== undefined)).toBe(true);
  });

  it('shows an article edited through the API on the next page load', async () => {
    const article = await publishArticle(api, { title: 'Eredeti cím' });
    expect(await headingOf(article.post_url)).toBe('Eredeti cím');
    expect((await site.site.inject({ method: 'GET', url: '/hirek/' })).body).toContain('Eredeti cím');

    await editArticle(api, article.id, { title: 'Javított cím' });
    await expect.poll(() => headingOf(article.post_url), { timeout: 2000 }).toBe('Javított cím');
    const list = await site.site.inject({ method: 'GET', url: '/hirek/' });
    expect(list.body).toContain('Javított cím');
    expect(list.body).not.toContain('Eredeti cím');
  });
});

// Last in the file: it closes the API.
describe('ContentClient while the API is down', () => {
  it('serves the last good reply (stale), fails a path never read, and with staleMs 0 serves nothing stale', async () => {
    const article = await publishArticle(api, { title: 'Megmaradó cikk' });
    const path = `/api/content/articles/${article.shortname}`;
    const kept = newClient(60_000);
    const strict = newClient(0);
    await kept.get(path);
    await strict.get(path);
    expect(await headingOf(article.post_url)).toBe('Megmaradó cikk');

    await api.stop();

    const stale = await kept.get(path);
    expect(stale).toMatchObject({ status: 200, stale: true });
    expect(JSON.parse(stale.text).data.title).toBe('Megmaradó cikk');
    expect(kept.stats.servedStale).toBe(1);
    await expect(kept.get('/api/content/articles/sosem-olvasott')).rejects.toBeInstanceOf(ContentUnavailable);
    await expect(strict.get(path)).rejects.toBeInstanceOf(ContentUnavailable);
    expect(strict.stats.servedStale).toBe(0);

    // The reader still gets the page the site read before; a page it never read is a 503.
    expect(await headingOf(article.post_url)).toBe('Megmaradó cikk');
    const never = await site.site.inject({ method: 'GET', url: '/hirek/sosem-olvasott/' });
    expect(never.statusCode).toBe(503);
    expect(never.body).toContain('Az oldal átmenetileg nem érhető el');

    // Served for staleMs after the API last confirmed it, not longer (only the clock is moved).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 45_000);
      expect((await kept.get(path)).stale).toBe(true);
      vi.setSystemTime(Date.now() + 20_000);
      await expect(kept.get(path)).rejects.toBeInstanceOf(ContentUnavailable);
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * The reader's pages (routes/pages.tsx) on a real content API: the home page, a category paged with
 * 'Régebbi cikkek', the 404 page, the addresses that move (a missing slash, a wrong category), and
 * what a crawler reads of an article: canonical address, OpenGraph image, JSON-LD, all escaped.
 */
import { SITE_STRINGS } from '@newsroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { correctArticle, newCategory, type Published, publishArticle } from '../test/content.ts';
import { attrOf, type Page, parsePage, select, selectAll, textOf } from '../test/html.ts';
import { SITE_URL, setUpSite } from '../test/site-harness.ts';

const { api, site } = setUpSite();
const get = (url: string) => site.site.inject({ method: 'GET', url });

/** The article links of a list page, in order: [href, title]. */
const cardsOf = (page: Page) =>
  selectAll(page, 'article.card .card-title a').map((a) => [a.attribs.href, textOf(a)] as const);

describe('the home page', () => {
  it('lists the newest articles with their titles and links', async () => {
    const older = await publishArticle(api, {
      title: 'Tegnapi hír',
      creation_date: new Date(Date.now() - 86_400_000),
    });
    const newest = await publishArticle(api, { title: 'Mai vezető hír' });
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const cards = cardsOf(parsePage(res.body));
    expect(cards[0]).toEqual([newest.post_url, 'Mai vezető hír']);
    expect(cards).toContainEqual([older.post_url, 'Tegnapi hír']);
    // The navigation names the categories.
    expect(selectAll(parsePage(res.body), 'nav.nav a').map(textOf)).toEqual(
      expect.arrayContaining(['Címlap', 'Hírek', 'Tech']),
    );
  });
});

describe('a category', () => {
  const category = { id: 0, name: '', path: '' };
  const articles: Published[] = [];

  beforeAll(async () => {
    Object.assign(category, await newCategory(api, 'Lapozós rovat'));
    // 15 articles, an hour apart: the newest is the last made.
    for (let i = 0; i < 15; i++) {
      articles.push(
        await publishArticle(api, {
          menu: category,
          title: `Lapozós cikk ${i + 1}`,
          creation_date: new Date(Date.now() - (15 - i) * 3600_000),
        }),
      );
    }
  });

  it("shows its newest 12, and 'Régebbi cikkek' leads to the rest without repeating any", async () => {
    const newestFirst = articles.map((a) => a.post_url).reverse();
    const first = await get(`/${category.path}/`);
    expect(first.statusCode).toBe(200);
    const page = parsePage(first.body);
    expect(textOf(select(page, 'h1.page-title') ?? page)).toBe('Lapozós rovat');
    expect(cardsOf(page).map(([href]) => href)).toEqual(newestFirst.slice(0, 12));

    const older = select(page, 'p.pager a[rel="next"]');
    expect(older && textOf(older)).toContain(SITE_STRINGS.olderArticles);
    const href = older?.attribs.href ?? '';
    expect(href).toMatch(new RegExp(`^/${category.path}/\\?after=`));

    const second = await get(href);
    expect(second.statusCode).toBe(200);
    const rest = parsePage(second.body);
    expect(cardsOf(rest).map(([h]) => h)).toEqual(newestFirst.slice(12));
    expect(select(rest, 'p.pager a[rel="next"]')).toBeUndefined();
    expect(attrOf(rest, 'link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${href}`);
  });

  it('has no older link while it holds 12 or fewer', async () => {
    const small = await newCategory(api);
    await publishArticle(api, { menu: small, title: 'Egyetlen cikk' });
    const page = parsePage((await get(`/${small.path}/`)).body);
    expect(cardsOf(page).map(([, title]) => title)).toEqual(['Egyetlen cikk']);
    expect(select(page, 'p.pager')).toBeUndefined();
  });
});

describe('addresses that are not there or moved', () => {
  it('answers an unknown category, article or cursor with the 404 page', async () => {
    for (const url of ['/nincs-ilyen-rovat/', '/hirek/nincs-ilyen-cikk/', '/hirek/?after=hamis', '/a/b/c/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(SITE_STRINGS.notFound.title);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(attrOf(parsePage(res.body), 'meta[name="robots"]', 'content'), url).toContain('noindex');
    }
  });

  // '/hirek//' would ask the API for `/api/content/articles/`, the article list: never asked.
  it('answers an empty article name with the 404 page, not a 503', async () => {
    const res = await get('/hirek//');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SITE_STRINGS.notFound.title);
  });

  it('moves an address without its trailing slash to the one with it (301)', async () => {
    const article = await publishArticle(api);
    const hirek = await get('/hirek');
    expect(hirek.statusCode).toBe(301);
    expect(hirek.headers.location).toBe('/hirek/');
    const bare = await get(article.post_url.replace(/\/$/, ''));
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(article.post_url);
  });

  it('moves an article asked for under another category to its own address (301)', async () => {
    const article = await publishArticle(api);
    const res = await get(`/tech/${article.shortname}/`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(article.post_url);
    expect((await get(res.headers.location as string)).statusCode).toBe(200);
  });
});

describe('a corrected article', () => {
  it('shows its corrections under the title, oldest first, and none on an article without', async () => {
    const plain = await publishArticle(api, { title: 'Hibátlan cikk' });
    expect(select(parsePage((await get(plain.post_url)).body), 'aside.corrections')).toBeUndefined();

    const article = await publishArticle(api, { title: 'Javított cikk' });
    await correctArticle(api, article.id, 'helyesbites', 'Tévesen szerepelt a polgármester neve.');
    await correctArticle(api, article.id, 'frissites', 'A rendőrség közleményével frissítve.');
    const html = (await get(article.post_url)).body;
    const page = parsePage(html);
    expect(attrOf(page, 'aside.corrections', 'aria-label')).toBe(SITE_STRINGS.corrections);
    // Right under the title.
    expect(html).toMatch(/Javított cikk<\/h1><aside class="corrections"/);
    expect(selectAll(page, 'aside.corrections .correction').map(textOf)).toEqual([
      expect.stringMatching(
        /^Helyesbítés \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}\): Tévesen szerepelt a polgármester neve\.$/,
      ),
      expect.stringMatching(/^Frissítés \(.+\): A rendőrség közleményével frissítve\.$/),
    ]);
  });
});

describe('an article page, as a crawler reads it', () => {
  const jsonLdOf = (page: Page) => {
    const scripts = selectAll(page, 'script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    return JSON.parse(textOf(scripts[0] ?? page));
  };

  it('names its canonical address, an absolute OpenGraph image and a NewsArticle in JSON-LD', async () => {
    const article = await publishArticle(api, {
      title: 'Kereshető cikk',
      short_content: 'A cikk bevezetője.',
      creation_date: new Date('2026-03-01T08:30:00Z'),
      user_id: api.editor.user.id,
    });
    const res = await get(article.post_url);
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(attrOf(page, 'link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${article.post_url}`);
    expect(attrOf(page, 'meta[property="og:url"]', 'content')).toBe(`${SITE_URL}${article.post_url}`);
    expect(attrOf(page, 'meta[property="og:image"]', 'content')).toBe(`${SITE_URL}${article.thumbnail}`);
    expect(attrOf(page, 'meta[property="og:type"]', 'content')).toBe('article');
    expect(attrOf(page, 'meta[name="description"]', 'content')).toBe('A cikk bevezetője.');
    expect(select(page, 'meta[name="robots"]')).toBeUndefined();
    expect(select(page, 'body')?.attribs['data-track']).toBe(article.post_url);

    expect(textOf(select(page, 'p.byline span') ?? page)).toBe('Szerkesztő Elek');
    const ld = jsonLdOf(page);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Kereshető cikk',
      datePublished: '2026-03-01T08:30:00.000Z',
      // Hungarian order: family name first, as the byline shows it.
      author: [{ '@type': 'Person', name: 'Szerkesztő Elek' }],
      image: [`${SITE_URL}${article.thumbnail}`],
      mainEntityOfPage: `${SITE_URL}${article.post_url}`,
    });
  });

  it('escapes a title with markup and quotes in the HTML, the tags and the JSON-LD', async () => {
    const title = `Vigyázat: </script><script>alert("x")</script> & 'idézet'`;
    const article = await publishArticle(api, { title, short_content: '"Idézett" <b>bevezető</b>' });
    const res = await get(article.post_url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>bevezető');
    const page = parsePage(res.body);
    expect(textOf(select(page, 'h1.article-title') ?? page)).toBe(title);
    expect(textOf(select(page, 'title') ?? page)).toBe(`${title} – Newsroom`);
    expect(attrOf(page, 'meta[property="og:title"]', 'content')).toBe(title);
    // The JSON-LD holds no '</script' that would end its element early, and reads back the same.
    const [ldElement] = selectAll(page, 'script[type="application/ld+json"]');
    expect(textOf(ldElement ?? page)).not.toMatch(/<\/script/i);
    expect(jsonLdOf(page).headline).toBe(title);
    // Only the site's own script runs.
    expect(selectAll(page, 'script').filter((s) => !s.attribs.type && !s.attribs.src)).toEqual([]);
  });
});

import { formatDateTime, IMAGE_WIDTHS } from '@newsroom/shared';
import { expect, type Page, type Response, test } from '@playwright/test';
import sharp from 'sharp';
import { uniqueTitle } from './support/editor.ts';
import { E2E_POSTS } from './support/fixtures.ts';
import {
  COVER,
  publishArticle,
  SITE_MENUS,
  SITE_URL,
  type StoredArticle,
  signInAdmin,
} from './support/site.ts';

// The reader site (apps/site, docs/site.md) as a reader sees it: the home page, a category and its
// older pages, an article with everything search engines and sharing read, the same article without
// JavaScript, the 404 page, and the weight of the page's scripts. Each test publishes the article
// it reads through the API; the pages only read, so one browser page per worker serves them all.

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ locale: 'hu-HU' });
});

test.afterAll(async () => {
  await page.context().close();
});

const main = () => page.getByRole('main');
const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function newArticle(
  request: Parameters<typeof signInAdmin>[0],
  prefix: string,
): Promise<StoredArticle> {
  return publishArticle(request, await signInAdmin(request), { title: uniqueTitle(prefix) });
}

test('the home page: the newest article links to its page, a block per category, the categories', async ({
  request,
}) => {
  const article = await newArticle(request, 'E2E címlap cikk');
  await page.goto(`${SITE_URL}/`);
  await expect(page).toHaveTitle('Newsroom');

  // The categories' navigation, the home page marked as the current one.
  const nav = page.getByRole('navigation', { name: 'Rovatok' });
  await expect(nav.getByRole('link', { name: 'Címlap', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const [name, path] of SITE_MENUS)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${path}/`);

  // A block per category, named by its heading, which links to the category's page ('Hírek' and
  // 'Tech' always have articles beyond the latest ones; every block shown is checked).
  const blocks = main().getByRole('region');
  await expect(main().getByRole('region', { name: 'Hírek', exact: true })).toBeVisible();
  await expect(main().getByRole('region', { name: 'Tech', exact: true })).toBeVisible();
  const shown = await blocks.count();
  for (let i = 0; i < shown; i++) {
    const block = blocks.nth(i);
    const name = (await block.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    const path = SITE_MENUS.find(([menu]) => menu === name)?.[1];
    expect(path, `a block of an unknown category: ${name}`).toBeDefined();
    await expect(block).toHaveAccessibleName(name);
    await expect(block.getByRole('heading', { level: 2, name }).getByRole('link')).toHaveAttribute(
      'href',
      `/${path}/`,
    );
    await expect(block.getByRole('article').first()).toBeVisible();
  }

  // The newest article is among the latest ones, and its title leads to its page.
  const link = main().getByRole('link', { name: article.title, exact: true });
  await expect(link).toHaveAttribute('href', article.post_url);
  await link.click();
  await expect(page).toHaveURL(`${SITE_URL}${article.post_url}`);
  await expect(h1(article.title)).toBeVisible();

  // A block's heading leads to its category's page.
  await page.goBack();
  await main()
    .getByRole('region', { name: 'Tech', exact: true })
    .getByRole('heading', { level: 2, name: 'Tech', exact: true })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(`${SITE_URL}/tech/`);
  await expect(h1('Tech')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tech', exact: true })).toHaveAttribute('aria-current', 'page');
  // Its articles, and only its own (no spec publishes in 'Tech': the article lists count it).
  await expect(main().getByRole('article')).toHaveCount(E2E_POSTS.techTitles.length);
  for (const title of E2E_POSTS.techTitles)
    await expect(main().getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(main().getByRole('link', { name: 'Régebbi cikkek' })).toHaveCount(0);
});

/** The addresses of the articles a category page lists, in order. */
async function listed(): Promise<string[]> {
  const cards = main().getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((all) =>
    all.map((card) => card.querySelector('h2 a, h3 a')?.getAttribute('href') ?? ''),
  );
}

test("a category lists its articles, twelve a page, and 'Régebbi cikkek' pages through older ones", async ({
  request,
}) => {
  const article = await newArticle(request, 'E2E rovat cikk');
  const response = await page.goto(`${SITE_URL}/hirek/`);
  expect(response?.status()).toBe(200);
  await expect(h1('Hírek')).toBeVisible();
  await expect(main().getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
    'href',
    article.post_url,
  );
  const first = await listed();
  expect(first).toHaveLength(12);
  expect(new Set(first).size).toBe(12);
  for (const href of first) expect(href).toMatch(/^\//);

  await main().getByRole('link', { name: 'Régebbi cikkek' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE_URL}/hirek/\\?after=[A-Za-z0-9_-]+$`));
  await expect(h1('Hírek')).toBeVisible();
  const second = await listed();
  expect(second).toHaveLength(12);
  expect(second.filter((href) => first.includes(href))).toEqual([]);

  // The seeded 'Hírek' articles are many more: the second page has older ones still.
  await expect(main().getByRole('link', { name: 'Régebbi cikkek' })).toBeVisible();
  // Its canonical address is the page itself, not the category's first page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
});

test('an article page: title, lead, cover, credit, content, keywords, author, date and its head', async ({
  request,
}) => {
  const article = await newArticle(request, 'E2E cikkoldal');
  const response = await page.goto(`${SITE_URL}${article.post_url}`);
  expect(response?.status()).toBe(200);
  const canonical = `${SITE_URL}${article.post_url}`;

  const body = page.getByRole('article');
  await expect(body.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(body.getByText(article.short_content, { exact: true })).toBeVisible();
  await expect(body.getByRole('link', { name: 'Hírek', exact: true })).toHaveAttribute('href', '/hirek/');

  // The uploaded cover: its own size (no layout shift), width copies for the browser to pick from,
  // the credit under it, and really loaded through the site.
  const cover = body.getByRole('img', { name: article.title, exact: true });
  await expect(cover).toHaveAttribute('width', String(COVER.width));
  await expect(cover).toHaveAttribute('height', String(COVER.height));
  const srcset = (await cover.getAttribute('srcset')) ?? '';
  // The API's width copies narrower than the cover (480, 960… of IMAGE_WIDTHS), then the cover itself.
  const copies = IMAGE_WIDTHS.filter((w) => w < COVER.width);
  expect(copies.length).toBeGreaterThanOrEqual(2);
  expect(srcset.split(', ')).toEqual([
    ...copies.map((w) => `${article.thumbnail}?w=${w} ${w}w`),
    `${article.thumbnail} ${COVER.width}w`,
  ]);
  const copy = await page.request.get(`${SITE_URL}${article.thumbnail}?w=${copies[0]}`);
  expect(copy.status()).toBe(200);
  expect((await sharp(await copy.body()).metadata()).width).toBe(copies[0]);
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(body.getByRole('figure')).toContainText('Fotó: E2E Fotós');

  await expect(body.getByText('Az olvasói oldal e2e cikkének első bekezdése.')).toBeVisible();
  await expect(body.getByText('kiemeléssel')).toHaveJSProperty('tagName', 'STRONG');
  await expect(body.getByRole('list', { name: 'Címkék' }).getByRole('listitem')).toHaveText([
    'olvasói oldal',
    'e2e',
  ]);
  await expect(body.getByText(article.full_name, { exact: true })).toBeVisible();
  const time = body.locator('.byline time');
  const published = (await time.getAttribute('datetime')) ?? '';
  expect(Math.abs(Date.parse(published) - Date.parse(article.creation_date))).toBeLessThan(60_000);
  await expect(time).toHaveText(formatDateTime(published));

  // What sharing and search engines read.
  await expect(page).toHaveTitle(`${article.title} – Newsroom`);
  const meta = (attribute: string, value: string) => page.locator(`meta[${attribute}="${value}"]`);
  await expect(meta('property', 'og:title')).toHaveAttribute('content', article.title);
  await expect(meta('property', 'og:type')).toHaveAttribute('content', 'article');
  await expect(meta('property', 'og:url')).toHaveAttribute('content', canonical);
  await expect(meta('property', 'og:image')).toHaveAttribute('content', `${SITE_URL}${article.thumbnail}`);
  await expect(meta('property', 'og:image:width')).toHaveAttribute('content', String(COVER.width));
  await expect(meta('name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('name', 'description')).toHaveAttribute('content', article.short_content);
  await expect(meta('name', 'robots')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.short_content,
    image: [`${SITE_URL}${article.thumbnail}`],
    datePublished: published,
    author: [{ '@type': 'Person', name: article.full_name }],
    mainEntityOfPage: canonical,
    articleSection: 'Hírek',
  });

  // RSS autodiscovery: the site's feed and the category's, both answering.
  const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feeds).toHaveCount(2);
  const hrefs = await feeds.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual(['/rss.xml', '/hirek/rss.xml']);
  for (const href of hrefs) {
    const feed = await page.request.get(`${SITE_URL}${href}`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/xml/);
    expect(await feed.text()).toContain('<rss');
  }
});

test('an article reads fully with JavaScript disabled', async ({ browser, request }) => {
  const article = await newArticle(request, 'E2E JavaScript nélkül');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'hu-HU' });
  try {
    const reader = await context.newPage();
    await reader.goto(`${SITE_URL}/hirek/`);
    await reader.getByRole('main').getByRole('link', { name: article.title, exact: true }).click();
    await expect(reader).toHaveURL(`${SITE_URL}${article.post_url}`);
    const body = reader.getByRole('article');
    await expect(body.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(body.getByText(article.short_content, { exact: true })).toBeVisible();
    await expect(body.getByRole('img', { name: article.title, exact: true })).toBeVisible();
    await expect(body.getByText('Az olvasói oldal e2e cikkének első bekezdése.')).toBeVisible();
    await expect(body.getByText('A második bekezdés,')).toBeVisible();
    await expect(body.getByRole('list', { name: 'Címkék' })).toBeVisible();
    await expect(reader.getByRole('navigation', { name: 'Rovatok' }).getByRole('link')).toHaveCount(
      SITE_MENUS.length + 1,
    );
  } finally {
    await context.close();
  }
});

test("an unknown address and an unknown article of a real category: 'Az oldal nem található', 404", async () => {
  for (const path of [`/nincs-ilyen-oldal-${Date.now()}/`, `/hirek/nincs-ilyen-cikk-${Date.now()}/`]) {
    const response = await page.goto(`${SITE_URL}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(h1('Az oldal nem található')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
    // The navigation is there, so the reader can go on.
    await expect(
      page.getByRole('navigation', { name: 'Rovatok' }).getByRole('link', { name: 'Hírek' }),
    ).toBeVisible();
  }
  await main().getByRole('link', { name: 'Vissza a címlapra' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hírek', exact: true })).toBeVisible();
});

test("the article page's scripts weigh at most 20 KB as transferred", async ({ browser, request }) => {
  const article = await newArticle(request, 'E2E szkriptsúly');
  const scripts: Array<Promise<{ url: string; bytes: number; encoding: string }>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        return {
          url: response.url(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? '',
        };
      })(),
    );
  };
  // A fresh page of its own: the shared one may hold the script in its cache.
  const reader = await browser.newPage();
  try {
    reader.on('response', onResponse);
    await reader.goto(`${SITE_URL}${article.post_url}`);
    const loaded = await Promise.all(scripts);
    expect(loaded.length, 'the site script was not loaded').toBeGreaterThan(0);
    for (const script of loaded) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, JSON.stringify(loaded)).toBeLessThanOrEqual(20 * 1024);
  } finally {
    await reader.context().close();
  }
});

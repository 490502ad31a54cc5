import { expect, test } from '@playwright/test';
import {
  DESKTOP_CHROME_UA,
  imageDataUrl,
  type OwnSite,
  startOwnSite,
  storedArticle,
} from './support/site.ts';

// What a reader's browser counts on the reader site, read back where the newsroom reads it (a
// banner's clicks, an article's visitors, a poll's votes), and the site while the API is stopped.
// These run on an API and a site of this file's own (support/site.ts, startOwnSite): the shared
// server's dashboard specs count its visitors and banners against fixed numbers, the right-side
// poll is one setting that polls.spec.ts moves about, and the last test stops the API. The tests
// run in order in one worker, on one API and site.
test.describe.configure({ mode: 'default' });

let own: OwnSite;

test.beforeAll(async () => {
  // Its own database, server and site: a few seconds, more on a busy machine.
  test.setTimeout(90_000);
  own = await startOwnSite();
});

test.afterAll(async () => {
  await own?.close();
});

interface StoredBanner {
  id: number;
  url: string;
  banner_url: string;
  total_clicks: number;
}

test('a banner shows in its placement, and its click is counted on the way to the advertiser', async ({
  page,
}) => {
  const title = `E2E olvasói banner ${Date.now().toString(36)}`;
  const target = 'https://hirdeto.e2e.test/olvasoi-ajanlat';
  const added = await own.admin.post('/api/banners/add', {
    data: {
      title,
      url: target,
      side: 'right_370',
      image: {
        data: await imageDataUrl(370, 370, '#b5462f', 'png'),
        filename: 'olvasoi-banner.png',
        type: 'image/png',
        dimensions: { width: 370, height: 370 },
      },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const banner = ((await added.json()) as { data: StoredBanner }).data;
  const clicks = async () => {
    const reply = await own.admin.get(`/api/banners/${banner.id}`);
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: StoredBanner }).data.total_clicks;
  };
  expect(await clicks()).toBe(0);

  // The advertiser's page, answered here: no request leaves the machine.
  await page.route(`${target}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="hu"><title>Hirdető</title><h1>A hirdető oldala</h1></html>',
    }),
  );
  await page.goto(`${own.siteUrl}${own.article.path}`);
  const placement = page.locator('div.ad[data-placement="right_370"]');
  await expect(placement.getByText('Hirdetés', { exact: true })).toBeVisible();
  const image = placement.getByRole('img', { name: title, exact: true });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', banner.banner_url);
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(370);

  await placement.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1, name: 'A hirdető oldala' })).toBeVisible();
  expect(await clicks()).toBe(1);
});

test("an article's page view reaches its visitor numbers", async ({ browser }) => {
  const { article } = own;
  const numbers = async () => {
    const stored = await storedArticle(own.admin, own.token, article.id);
    return [stored.total_visitors, stored.desktop_visitors, stored.mobile_visitors];
  };
  const [total = 0, desktop = 0, mobile = 0] = await numbers();

  // A reader's desktop Chrome: the API refuses a headless one as a bot.
  const context = await browser.newContext({
    userAgent: DESKTOP_CHROME_UA,
    viewport: { width: 1366, height: 900 },
    locale: 'hu-HU',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${own.siteUrl}${article.path}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    // Written within TRACK_FLUSH_MS (1 s).
    await expect.poll(numbers).toEqual([total + 1, desktop + 1, mobile]);
  } finally {
    await context.close();
  }
});

interface StoredPoll {
  id: number;
  items: Array<{ name: string; votes: number }>;
  total_votes: number;
}

async function storedPoll(id: number): Promise<StoredPoll> {
  const reply = await own.admin.get(`/api/voting-widgets/${id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: StoredPoll }).data;
}

test("a vote in the 'Szavazás' form is counted without a reload; a second one is refused", async ({
  page,
}) => {
  const name = `Melyik évszakot szereti? ${Date.now().toString(36)}`;
  const added = await own.admin.post('/api/voting-widgets/add', {
    data: { name, items: [{ name: 'Tavasz' }, { name: 'Nyár' }, { name: 'Ősz' }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { id } = ((await added.json()) as { data: StoredPoll }).data;
  expect((await own.admin.put(`/api/voting-widgets/${id}/right-item`)).status()).toBe(200);
  expect((await storedPoll(id)).total_votes).toBe(0);

  await page.goto(`${own.siteUrl}/`);
  const poll = page.getByRole('complementary', { name: 'Ajánló' }).getByRole('region', { name: 'Szavazás' });
  const form = poll.getByRole('group', { name });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio')).toHaveCount(3);
  // Marks the document: a reload would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await form.getByRole('radio', { name: 'Nyár' }).check();
  await poll.getByRole('button', { name: 'Szavazok' }).click();

  await expect(poll.getByRole('status')).toHaveText('Köszönjük a szavazatát!');
  await expect(poll.getByRole('listitem')).toHaveText([/^Tavasz\s*0%$/, /^Nyár\s*100%$/, /^Ősz\s*0%$/]);
  await expect(poll.getByText('1 szavazat', { exact: true })).toBeVisible();
  await expect(poll.getByRole('button', { name: 'Szavazok' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const counted = await storedPoll(id);
  expect(counted.total_votes).toBe(1);
  expect(counted.items.map((item) => item.votes)).toEqual([0, 1, 0]);

  // The same browser again, after a reload: the form is back, the API says no, and says why.
  await page.reload();
  await form.getByRole('radio', { name: 'Tavasz' }).check();
  await poll.getByRole('button', { name: 'Szavazok' }).click();
  await expect(poll.getByRole('status')).toHaveText('Ebben a szavazásban már szavazott erről a böngészőről.');
  await expect(poll.getByRole('button', { name: 'Szavazok' })).toBeEnabled();
  expect((await storedPoll(id)).total_votes).toBe(1);
});

// Last: it stops the API (docs/site.md, "How it is built": reading the API).
test('with the API stopped, a page read before is still shown, a page never read answers 503', async ({
  page,
}) => {
  const { article } = own;
  const home = await page.goto(`${own.siteUrl}/`);
  expect(home?.status()).toBe(200);
  await page.getByRole('main').getByRole('link', { name: article.title, exact: true }).click();
  await expect(page).toHaveURL(`${own.siteUrl}${article.path}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  await own.stopApi();

  // The last good replies.
  const again = await page.goto(`${own.siteUrl}${article.path}`);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(article.lead, { exact: true })).toBeVisible();

  // Another category, never read: nothing to fall back on.
  const unseen = await page.goto(`${own.siteUrl}/tech/`);
  expect(unseen?.status()).toBe(503);
  expect(unseen?.headers()['retry-after']).toBe('30');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Az oldal átmenetileg nem érhető el' }),
  ).toBeVisible();
  await expect(page.getByText('A hírek most nem tölthetők be.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vissza a címlapra' })).toHaveAttribute('href', '/');
});

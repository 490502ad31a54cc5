/**
 * The ads a reader sees (lib/placements.ts, pages/parts.tsx), placed by a real content API: a banner
 * in its spot, linked through the API's click counter (reached through the site); a Google ad slot
 * in the spot of its position, listed for the site's script, only while GPT_ENABLED is 1; and each
 * page asking only for its own codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../../api/src/db/schema/index.ts';
import { addAdSlot, addBanner, type Published, publishArticle } from '../test/content.ts';
import { type Page, parsePage, select, selectAll, textOf } from '../test/html.ts';
import { type LiveSite, setUpSite, startSite } from '../test/site-harness.ts';

const { api, site } = setUpSite({ siteEnv: { GPT_ENABLED: '1' } });
let withoutGpt: LiveSite;
let article: Published;
let postBanner: { id: number; bannerUrl: string };
let homeBanner: { id: number; bannerUrl: string };

beforeAll(async () => {
  withoutGpt = await startSite(api, { GPT_ENABLED: '0' });
  article = await publishArticle(api, { title: 'Hirdetéses cikk' });
  postBanner = await addBanner(api, 'top_90_post');
  homeBanner = await addBanner(api, 'top_90');
  await addAdSlot(api, 'gtop_90_post', 'div-gpt-cikk-fejlec');
  await addAdSlot(api, 'gtop_90', 'div-gpt-cimlap-fejlec');
});
afterAll(async () => {
  await withoutGpt?.site.close();
});

const pageOf = async (on: LiveSite, url: string): Promise<Page> => {
  const res = await on.site.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return parsePage(res.body);
};
const bannerImage = (page: Page, spot: string, id: number) =>
  select(page, `div.ad[data-placement="${spot}"] a[href="/api/public/banners/${id}/click"] img`);
const slotConfig = (page: Page) => {
  const element = select(page, 'script#ad-slots');
  return element && { type: element.attribs.type, json: JSON.parse(textOf(element)) };
};

describe('ads on an article page', () => {
  it("shows the top_90_post banner through its click link, and the slot of gtop_90_post for Google's script", async () => {
    const page = await pageOf(site, article.post_url);
    expect(bannerImage(page, 'top_90_post', postBanner.id)?.attribs.src).toBe(postBanner.bannerUrl);
    expect(select(page, 'div.ad[data-placement="top_90_post"] div#div-gpt-cikk-fejlec')).toBeDefined();
    expect(slotConfig(page)).toEqual({
      type: 'application/json',
      json: {
        gpt: true,
        slots: [expect.objectContaining({ position: 'gtop_90_post', div_id: 'div-gpt-cikk-fejlec' })],
      },
    });
    // The home page's banner and slot are not on it.
    expect(bannerImage(page, 'top_90', homeBanner.id)).toBeUndefined();
    expect(select(page, '#div-gpt-cimlap-fejlec')).toBeUndefined();
  });

  it('keeps the banner but shows no ad slot and no slot list with GPT_ENABLED=0', async () => {
    const page = await pageOf(withoutGpt, article.post_url);
    expect(bannerImage(page, 'top_90_post', postBanner.id)).toBeDefined();
    expect(select(page, '#div-gpt-cikk-fejlec')).toBeUndefined();
    expect(selectAll(page, 'div.ad-slot')).toEqual([]);
    expect(slotConfig(page)).toBeUndefined();
  });

  it("counts a click on the banner through the site and sends the reader to the advertiser's link", async () => {
    const click = await site.site.inject({
      method: 'GET',
      url: `/api/public/banners/${postBanner.id}/click`,
      remoteAddress: '203.0.113.40',
    });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://hirdeto.example/top_90_post');
    const [row] = await api.t.db
      .select({ clicks: banners.totalClicks })
      .from(banners)
      .where(eq(banners.id, postBanner.id));
    expect(row?.clicks).toBe(1);
  });
});

describe('ads on the home page', () => {
  it('asks the API for the home codes only: top_90 shows, top_90_post does not', async () => {
    const from = api.requests.length;
    const page = await pageOf(site, '/');
    const placementCalls = api.requests
      .slice(from)
      .filter((r) => r.url.startsWith('/api/content/placements'));
    expect(placementCalls).toHaveLength(1);
    const codes = new URL(placementCalls[0]?.url ?? '', 'http://api').searchParams.get('codes')?.split(',');
    expect(codes).toContain('top_90');
    expect(codes).not.toContain('top_90_post');

    expect(bannerImage(page, 'top_90', homeBanner.id)?.attribs.src).toBe(homeBanner.bannerUrl);
    expect(select(page, `a[href="/api/public/banners/${postBanner.id}/click"]`)).toBeUndefined();
    expect(select(page, 'div.ad[data-placement="top_90"] div#div-gpt-cimlap-fejlec')).toBeDefined();
    expect(slotConfig(page)?.json.slots).toEqual([
      expect.objectContaining({ div_id: 'div-gpt-cimlap-fejlec' }),
    ]);
  });
});

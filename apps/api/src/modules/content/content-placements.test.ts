/**
 * GET /api/content/placements and /api/content/menus (docs/api.md, "Content API"): the banners of
 * the placements asked for, every active ad slot ready for googletag, the right-side poll, and the
 * categories with their subcategories; a change of any of them shows at once.
 */
import { CONTENT_MESSAGES } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, googleAds, pollItems, polls } from '../../db/schema/index.ts';
import { buildMenu, buildUser } from '../../test/harness.ts';
import { useContentApp } from './content-support.ts';

const { t, read, makeKey } = useContentApp();
let key: string;
let owner: number;
beforeAll(async () => {
  key = (await makeKey()).key;
  owner = (await buildUser(t.db)).id;
});

async function banner(side: string, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(banners)
    .values({
      kind: 'banner',
      title: `Banner ${side}`,
      side,
      bannerUrl: `/uploads/banners/${side}.png`,
      width: 970,
      height: 90,
      userId: owner,
      ...overrides,
    })
    .returning();
  return row as typeof banners.$inferSelect;
}

describe('content placements', () => {
  it('answers the active banners of each code asked for, with their click address', async () => {
    const top = await banner('top_90');
    await banner('top_90', { isActive: false, title: 'Törölt' });
    await banner('right_370', { kind: 'campaign', title: 'Kampány, nem banner' });
    await banner('', { title: 'Inaktív' });
    const res = await read('/api/content/placements?codes=top_90,right_370', key);
    expect(res.statusCode).toBe(200);
    const { banners: placed } = res.json().data;
    expect(Object.keys(placed).sort()).toEqual(['right_370', 'top_90']);
    expect(placed.right_370).toEqual([]);
    expect(placed.top_90).toEqual([
      {
        id: top.id,
        title: 'Banner top_90',
        image_url: '/uploads/banners/top_90.png',
        width: 970,
        height: 90,
        click_url: `/api/public/banners/${top.id}/click`,
      },
    ]);
    const bad = await read('/api/content/placements?codes=top_90,nincs_ilyen', key);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTENT_MESSAGES.unknownPlacement);
  });

  it('answers every active ad slot with its sizes and mobile variant, and the right-side poll', async () => {
    await t.db.insert(googleAds).values([
      {
        name: 'Fejléc',
        path: '/123/fejlec',
        size: '728x90, 970x90',
        divId: 'div-fejlec',
        pathMobile: '/123/fejlec-m',
        sizeMobile: '320x50',
        divIdMobile: 'div-fejlec-m',
        position: 'gtop_90',
        userId: owner,
      },
      {
        name: 'Nincs helye',
        path: '/123/sehol',
        size: '300x250',
        divId: 'div-sehol',
        position: '',
        userId: owner,
      },
    ]);
    const [poll] = await t.db
      .insert(polls)
      .values({ name: 'Tetszik?', rightSide: true, userId: owner })
      .returning();
    await t.db.insert(pollItems).values([
      { pollId: poll?.id as number, position: 0, name: 'Igen', votes: 2 },
      { pollId: poll?.id as number, position: 1, name: 'Nem', votes: 1 },
    ]);
    const res = await read('/api/content/placements?codes=right_600', key);
    const data = res.json().data;
    expect(data.ad_slots).toEqual([
      {
        position: 'gtop_90',
        path: '/123/fejlec',
        sizes: [
          [728, 90],
          [970, 90],
        ],
        div_id: 'div-fejlec',
        mobile: { path: '/123/fejlec-m', sizes: [[320, 50]], div_id: 'div-fejlec-m' },
      },
    ]);
    expect(data.poll).toEqual({
      id: poll?.id,
      name: 'Tetszik?',
      items: [
        { name: 'Igen', votes: 2, share: 66.7 },
        { name: 'Nem', votes: 1, share: 33.3 },
      ],
      total: 3,
    });
    // A vote shows at once: the poll's items notify the cached placements.
    await t.app.inject({
      method: 'POST',
      url: `/api/public/voting-widgets/${poll?.id}/vote`,
      payload: { item_index: 1 },
    });
    await expect
      .poll(async () => (await read('/api/content/placements?codes=right_600', key)).json().data.poll.total)
      .toBe(4);
    await t.db
      .update(polls)
      .set({ rightSide: false })
      .where(eq(polls.id, poll?.id as number));
    await expect
      .poll(async () => (await read('/api/content/placements?codes=right_600', key)).json().data.poll)
      .toBeNull();
  });

  it('lists the categories with their subcategories, and shows a new one at once', async () => {
    const first = await read('/api/content/menus', key);
    const m = await buildMenu(t.db, { submenus: ['Egy', 'Kettő'] });
    await expect
      .poll(async () =>
        (await read('/api/content/menus', key)).json().data.find((x: { id: number }) => x.id === m.id),
      )
      .toEqual({ id: m.id, name: m.name, path: m.path, submenus: m.submenus });
    expect(first.json().data.find((x: { id: number }) => x.id === m.id)).toBeUndefined();
    const hidden = await buildMenu(t.db, { is_active: false });
    const after = await read('/api/content/menus', key);
    expect(after.json().data.some((x: { id: number }) => x.id === hidden.id)).toBe(false);
  });
});

/**
 * Ids in a body are read strictly (packages/shared/src/ids.ts), like those in a path or a query
 * (route-params.test.ts): a positive decimal integer that fits the integer column, or a 400 that
 * changes nothing.
 */
import { MAX_ID } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { googleAds, pollItems, posts } from '../db/schema/index.ts';
import { buildMenu, errorBody, validPostInput } from '../test/harness.ts';
import { looseForms, useRouteParamsTestApp } from './route-params-support.ts';

const { t, call } = useRouteParamsTestApp();

describe('ids in bodies', () => {
  async function postCount(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(posts);
    return Number(row?.n ?? 0);
  }

  it("an article's menu_id and secondary_menu_id: an id (or 0 for no subcategory), nothing else", async () => {
    const menu = await buildMenu(t.db, { submenus: ['Belföld'] });
    const submenu = menu.submenus[0]?.id ?? 0;
    const ok = await call(
      'POST',
      '/api/posts/add',
      validPostInput({ menu_id: menu.id, secondary_menu_id: submenu }),
    );
    expect(ok.statusCode, ok.body).toBe(200);

    const before = await postCount();
    const wrong: unknown[] = [
      ...looseForms(menu.id).map(decodeURIComponent),
      '1e3',
      '0x10',
      true,
      -1,
      1.5,
      MAX_ID + 1,
      [menu.id],
      { id: menu.id },
    ];
    for (const value of wrong) {
      const res = await call('POST', '/api/posts/add', validPostInput({ menu_id: value }));
      expect(res.statusCode, `menu_id ${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {}), JSON.stringify(value)).toEqual(['menu_id']);
    }
    for (const value of [`${submenu}e0`, `0x${submenu.toString(16)}`, ' 0', '0x0', true, -1, MAX_ID + 1]) {
      const res = await call(
        'POST',
        '/api/posts/add',
        validPostInput({ menu_id: menu.id, secondary_menu_id: value }),
      );
      expect(res.statusCode, `secondary_menu_id ${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {})).toEqual(['secondary_menu_id']);
    }
    expect(await postCount()).toBe(before);
  });

  it("a poll item's id is an id or absent; anything else leaves the poll as it was", async () => {
    const created = await call('POST', '/api/voting-widgets/add', {
      name: 'Kérdés',
      items: [{ name: 'Igen' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const poll = created.json<{ data: { id: number; last_update: string; items: Array<{ id: number }> } }>()
      .data;
    const itemId = poll.items[0]?.id ?? 0;
    const before = await t.db.select().from(pollItems).where(eq(pollItems.pollId, poll.id));
    for (const value of [
      `${itemId}`,
      `${itemId}e0`,
      `0x${itemId.toString(16)}`,
      0,
      -1,
      1.5,
      MAX_ID + 1,
      true,
    ]) {
      if (value === `${itemId}`) continue;
      const res = await call('PUT', `/api/voting-widgets/${poll.id}`, {
        name: 'Átírt',
        items: [{ id: value, name: 'Más' }],
        last_update: poll.last_update,
      });
      expect(res.statusCode, `item id ${JSON.stringify(value)}: ${res.body}`).toBe(400);
    }
    expect(await t.db.select().from(pollItems).where(eq(pollItems.pollId, poll.id))).toEqual(before);
  });

  it("a Google ad's width and height are whole numbers, not any text Number() reads", async () => {
    const base = { name: 'Hely', path: '/1/hely', size: '728x90', div_id: 'div-hely-meret' };
    const ok = await call('POST', '/api/ga/add', { ...base, width: 728, height: '90' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: { width: number; height: number } }>().data).toMatchObject({
      width: 728,
      height: 90,
    });
    const [before] = await t.db.select({ n: count() }).from(googleAds);
    for (const value of ['1e3', '0x10', '7.0', ' 7', true, -1]) {
      const res = await call('POST', '/api/ga/add', { ...base, width: value });
      expect(res.statusCode, `width ${JSON.stringify(value)}: ${res.body}`).toBe(400);
    }
    const [after] = await t.db.select({ n: count() }).from(googleAds);
    expect(after?.n).toBe(before?.n);
  });
});

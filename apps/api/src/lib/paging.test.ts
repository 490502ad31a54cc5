/**
 * Every list call pages the same way (docs/api.md): `per_page` defaults to 20 and is capped
 * at 100, so a larger value is answered as 100 rows a page, never refused; 0, a negative or a
 * non-numeric `per_page` is a 400.
 */
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, googleAds, polls, posts, users } from '../db/schema/index.ts';
import { builtinRoleId, createTestApp, errorBody, type SignedIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let reader: SignedIn;

/** More rows than one capped page holds, in every list. */
const ROWS = MAX_PER_PAGE + 5;

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.signIn();
  const userId = reader.user.id;
  const n = Array.from({ length: ROWS }, (_, i) => i);
  await t.db.insert(posts).values(
    n.map((i) => ({
      title: `Lapozott cikk ${i}`,
      shortContent: 'Rövid.',
      content: '<p>Szöveg.</p>',
      menuId: 1,
      userId,
      menuType: 'post',
      shortname: `lapozott-cikk-${i}`,
      postUrl: `/hirek/lapozott-cikk-${i}/`,
    })),
  );
  const roleId = await builtinRoleId(t.db, 'reader');
  await t.db.insert(users).values(
    n.map((i) => ({
      firstName: 'Lapozott',
      lastName: `Felhasználó ${i}`,
      email: `lapozott.${i}@teszt.local`,
      passwordHash: 'nem-jelszo',
      roleId,
    })),
  );
  await t.db
    .insert(banners)
    .values([
      ...n.map((i) => ({ kind: 'campaign', title: `Kampány ${i}`, side: 'campaign', userId })),
      ...n.map((i) => ({ kind: 'banner', title: `Banner ${i}`, side: 'top_90', userId })),
    ]);
  await t.db
    .insert(googleAds)
    .values(
      n.map((i) => ({ name: `Hely ${i}`, path: '/1/hely', size: '728x90', divId: `div-${i}`, userId })),
    );
  await t.db.insert(polls).values(n.map((i) => ({ name: `Kérdés ${i}`, userId })));
});

afterAll(async () => {
  await t?.close();
});

interface Page {
  data: unknown[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
}

const LISTS = [
  '/api/admin-posts',
  '/api/users',
  '/api/campaigns',
  '/api/banners',
  '/api/ga',
  '/api/voting-widgets',
  '/api/reports/stock-out-report',
];

async function page(list: string, query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `${list}?${query}`, headers: reader.headers });
  expect(res.statusCode, `${list}?${query}: ${res.body}`).toBe(200);
  return res.json<Page>();
}

describe('per_page on every list', () => {
  it.each(LISTS)('%s: above 100 is answered as 100 rows a page', async (list) => {
    const all = list.endsWith('stock-out-report') ? 0 : ROWS;
    for (const perPage of ['101', '500', '100000', '99999999999999999999']) {
      const body = await page(list, `per_page=${perPage}`);
      expect(body.pagination.per_page, `${list} per_page=${perPage}`).toBe(MAX_PER_PAGE);
      expect(body.pagination.total).toBeGreaterThanOrEqual(all);
      expect(body.data).toHaveLength(Math.min(MAX_PER_PAGE, body.pagination.total));
      expect(body.pagination.last_page).toBe(Math.max(1, Math.ceil(body.pagination.total / MAX_PER_PAGE)));
    }
    // The second page holds the rest.
    const second = await page(list, 'per_page=500&page=2');
    expect(second.pagination).toMatchObject({ per_page: MAX_PER_PAGE, current_page: 2 });
    expect(second.data).toHaveLength(
      Math.max(0, Math.min(MAX_PER_PAGE, second.pagination.total - MAX_PER_PAGE)),
    );
  });

  it.each(LISTS)(
    '%s: 20 by default, 100 as asked, and 0, negative or not a number is a 400',
    async (list) => {
      expect((await page(list, '')).pagination.per_page).toBe(DEFAULT_PER_PAGE);
      expect((await page(list, 'per_page=')).pagination.per_page).toBe(DEFAULT_PER_PAGE);
      expect((await page(list, 'per_page=100')).pagination.per_page).toBe(MAX_PER_PAGE);
      for (const perPage of ['0', '-1', '-500', 'sok', '1.5', '1e2', '0x10']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${list}?per_page=${perPage}`,
          headers: reader.headers,
        });
        expect(res.statusCode, `${list}?per_page=${perPage}: ${res.body}`).toBe(400);
        expect(Object.keys(errorBody(res).errors ?? {})).toEqual(['per_page']);
      }
    },
  );
});

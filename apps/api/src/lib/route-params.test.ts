/**
 * Ids are read strictly (packages/shared/src/ids.ts): every id in a path, a query or a body is a
 * positive decimal integer that fits the integer column (1..2147483647), or the request is a 400
 * that changes nothing. Number() would read '1e3' as 1000 and '0x10' as 16: `DELETE
 * /api/posts/1e3` deleted article 1000. Ids in a path and a query here, in a body in
 * route-params-bodies.test.ts.
 */
import { MAX_ID } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { banners, googleAds, pollItems, polls, posts, users } from '../db/schema/index.ts';
import { buildMenu, buildPost, errorBody, validPostInput } from '../test/harness.ts';
import { looseForms, useRouteParamsTestApp } from './route-params-support.ts';

const { t, boss, call } = useRouteParamsTestApp();

/** Other ids that are not one: the examples, zero, negative, beyond the column, not a number. */
const NOT_IDS = [
  '1e3',
  '0x10',
  '1.0',
  '-1',
  '0',
  '-0',
  '99999999999',
  String(MAX_ID + 1),
  '%201',
  '+1',
  'abc',
];

function expectBadId(res: { statusCode: number; body: string }, label: string): void {
  expect(res.statusCode, `${label} → ${res.body}`).toBe(400);
  expect(errorBody(res as never).status, label).toBe('error');
}

describe('ids in the path', () => {
  /** A row of each kind, its routes and a snapshot of what must not change. */
  interface Target {
    name: string;
    id: number;
    routes: Array<{ method: InjectOptions['method']; path: (id: string) => string; body?: unknown }>;
    snapshot: () => Promise<unknown>;
  }

  async function targets(): Promise<Target[]> {
    const post = await buildPost(t.db);
    const user = await t.createUser();
    const [campaign] = await t.db
      .insert(banners)
      .values({ kind: 'campaign', title: 'Kampány', side: 'campaign', userId: boss.user.id })
      .returning();
    const [banner] = await t.db
      .insert(banners)
      .values({
        kind: 'banner',
        title: 'Banner',
        side: 'top_90',
        url: 'https://pelda.hu/',
        userId: boss.user.id,
      })
      .returning();
    const [ad] = await t.db
      .insert(googleAds)
      .values({ name: 'Hely', path: '/1/hely', size: '728x90', divId: 'div-hely', userId: boss.user.id })
      .returning();
    const [poll] = await t.db.insert(polls).values({ name: 'Kérdés', userId: boss.user.id }).returning();
    if (!campaign || !banner || !ad || !poll) throw new Error('insert returned no row');
    await t.db.insert(pollItems).values({ pollId: poll.id, position: 0, name: 'Igen' });
    const row = <T>(rows: T[]) => rows[0];
    const crud = (base: string, body: unknown) => [
      { method: 'GET' as const, path: (id: string) => `${base}/${id}` },
      { method: 'PUT' as const, path: (id: string) => `${base}/${id}`, body },
      { method: 'DELETE' as const, path: (id: string) => `${base}/${id}` },
    ];
    const bannerBody = { title: 'Átírt', side: '' };
    return [
      {
        name: 'post',
        id: post.id,
        routes: crud('/api/posts', validPostInput({ last_update: post.last_update })),
        snapshot: async () => row(await t.db.select().from(posts).where(eq(posts.id, post.id))),
      },
      {
        name: 'user',
        id: user.id,
        routes: [
          ...crud('/api/users', { first_name: 'Á', last_name: 'B', email: user.email, is_active: 0 }),
          {
            method: 'PUT',
            path: (id) => `/api/users/${id}/change-password`,
            body: { password: 'Új-jelszó-456', confirm_password: 'Új-jelszó-456' },
          },
        ],
        snapshot: async () => row(await t.db.select().from(users).where(eq(users.id, user.id))),
      },
      {
        name: 'campaign',
        id: campaign.id,
        routes: crud('/api/campaigns', bannerBody),
        snapshot: async () => row(await t.db.select().from(banners).where(eq(banners.id, campaign.id))),
      },
      {
        name: 'banner',
        id: banner.id,
        routes: [
          ...crud('/api/banners', bannerBody),
          { method: 'GET', path: (id) => `/api/public/banners/${id}/click` },
        ],
        snapshot: async () => row(await t.db.select().from(banners).where(eq(banners.id, banner.id))),
      },
      {
        name: 'Google ad',
        id: ad.id,
        routes: crud('/api/ga', { name: 'Átírt', path: '/1/x', size: '1x1', div_id: 'x' }),
        snapshot: async () => row(await t.db.select().from(googleAds).where(eq(googleAds.id, ad.id))),
      },
      {
        name: 'poll',
        id: poll.id,
        routes: [
          ...crud('/api/voting-widgets', { name: 'Átírt', items: [{ name: 'Más' }] }),
          { method: 'PUT', path: (id) => `/api/voting-widgets/${id}/right-item` },
          { method: 'POST', path: (id) => `/api/public/voting-widgets/${id}/vote`, body: { item_index: 0 } },
        ],
        snapshot: async () => ({
          poll: row(await t.db.select().from(polls).where(eq(polls.id, poll.id))),
          items: await t.db.select().from(pollItems).where(eq(pollItems.pollId, poll.id)),
        }),
      },
    ];
  }

  it('refuses every other spelling of an existing id with 400, on every kind, and changes nothing', async () => {
    for (const target of await targets()) {
      const before = await target.snapshot();
      for (const route of target.routes) {
        for (const text of [...looseForms(target.id), ...NOT_IDS]) {
          const url = route.path(text);
          expectBadId(await call(route.method, url, route.body), `${target.name}: ${route.method} ${url}`);
        }
      }
      expect(await target.snapshot(), target.name).toEqual(before);
      // The decimal form is the row (the 400s above are not a broken route).
      const read = target.routes.find((r) => r.method === 'GET');
      if (read && !read.path('1').includes('/public/')) {
        const res = await call('GET', read.path(String(target.id)));
        expect(res.statusCode, `${target.name}: ${res.body}`).toBe(200);
      }
    }
  });

  it('a category id of the subcategory list is read the same way', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Belföld'] });
    expect((await call('GET', `/api/admin-sub-menu-items/${menu.id}`)).statusCode).toBe(200);
    for (const text of [...looseForms(menu.id), ...NOT_IDS]) {
      expectBadId(await call('GET', `/api/admin-sub-menu-items/${text}`), text);
    }
  });
});

describe('ids in queries', () => {
  it('the article list filters menu_id and user_id take only decimal ids; empty is no filter', async () => {
    const menu = await buildMenu(t.db);
    await buildPost(t.db, { menu_id: menu.id, user_id: boss.user.id });
    for (const key of ['menu_id', 'user_id']) {
      const id = key === 'menu_id' ? menu.id : boss.user.id;
      const ok = await call('GET', `/api/admin-posts?${key}=${id}`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<{ pagination: { total: number } }>().pagination.total).toBeGreaterThan(0);
      expect((await call('GET', `/api/admin-posts?${key}=`)).statusCode).toBe(200);
      for (const text of [...looseForms(id), ...NOT_IDS]) {
        expectBadId(await call('GET', `/api/admin-posts?${key}=${text}`), `${key}=${text}`);
      }
    }
  });

  it('the reports take menu_id, user_id and page the same way', async () => {
    for (const report of ['post-count', 'post-type']) {
      expect((await call('GET', `/api/reports/${report}?menu_id=1&user_id=1&page=1`)).statusCode).toBe(200);
      for (const key of ['menu_id', 'user_id', 'page']) {
        for (const text of [...looseForms(1), '1e3', '0x10', '-1', '0', 'abc']) {
          expectBadId(await call('GET', `/api/reports/${report}?${key}=${text}`), `${report} ${key}=${text}`);
        }
      }
    }
  });

  it('the user search limit and the list pages are decimal too', async () => {
    expect((await call('GET', '/api/users/search/a?limit=10')).statusCode).toBe(200);
    for (const text of ['1e1', '0x10', '10.0', '+10', '%2010']) {
      expectBadId(await call('GET', `/api/users/search/a?limit=${text}`), `limit=${text}`);
    }
    for (const list of ['/api/admin-posts', '/api/users', '/api/campaigns', '/api/banners', '/api/ga']) {
      for (const text of ['1e0', '0x1', '1.0', '+1']) {
        expectBadId(await call('GET', `${list}?page=${text}`), `${list}?page=${text}`);
        expectBadId(await call('GET', `${list}?per_page=${text}`), `${list}?per_page=${text}`);
      }
    }
  });
});

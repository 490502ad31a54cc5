import type { ListReply, PostListItem } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts, postVisitTotals } from '../../db/schema/index.ts';
import {
  buildMenu,
  buildPost,
  createTestApp,
  errorBody,
  type PostOverrides,
  type SignedIn,
  setVisitTotals,
  type TestApp,
  type TestPost,
} from '../../test/harness.ts';

let t: TestApp;
/** A user without any role flag: reading the list needs only a session. */
let reader: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.signIn({ first_name: 'Olga', last_name: 'Olvasó' });
});

afterAll(async () => {
  await t?.close();
});

// Every test starts from an empty article table, so totals are exact.
beforeEach(async () => {
  await t.db.delete(postVisitTotals);
  await t.db.delete(posts);
});

function list(query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin-posts${query ? `?${query}` : ''}`,
    headers: reader.headers,
  });
}

async function listOk(query = ''): Promise<ListReply<PostListItem>> {
  const res = await list(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<ListReply<PostListItem>>();
}

/** The ids a query answers, in order. */
async function ids(query = ''): Promise<number[]> {
  return (await listOk(query)).data.map((p) => p.id);
}

/** Builds articles one minute apart, oldest first, so the list answers them newest first. */
async function buildPosts(n: number, overrides: PostOverrides = {}): Promise<TestPost[]> {
  const start = Date.parse('2026-05-01T08:00:00Z');
  const built: TestPost[] = [];
  for (let i = 0; i < n; i++) {
    built.push(await buildPost(t.db, { creation_date: new Date(start + i * 60_000), ...overrides }));
  }
  return built;
}

const newestFirst = (list: TestPost[]) => list.map((p) => p.id).reverse();

describe('GET /api/admin-posts reply', () => {
  it('is {status, data, pagination} with exact totals, rows carrying author and category names', async () => {
    const author = await t.createUser({ first_name: 'Béla', last_name: 'Kiss' });
    const menu = await buildMenu(t.db, { name: 'Gazdaság rovat' });
    const post = await buildPost(t.db, {
      title: 'Egy cikk',
      short_content: 'Rövid.',
      keywords: 'a,b',
      thumbnail: '/uploads/x.jpg',
      menu_id: menu.id,
      post_type: 'Hír',
      user_id: author.id,
      menu_type: 'post',
      desktop_visitors: 5,
      mobile_visitors: 2,
    });
    await buildPosts(2);

    const body = await listOk();
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination', 'status']);
    expect(body.status).toBe('ok');
    expect(body.pagination).toEqual({ total: 3, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.data).toHaveLength(3);
    const row = body.data.find((p) => p.id === post.id);
    expect(row).toEqual({
      id: post.id,
      title: 'Egy cikk',
      short_content: 'Rövid.',
      keywords: 'a,b',
      thumbnail: '/uploads/x.jpg',
      menu_id: menu.id,
      menu_name: 'Gazdaság rovat',
      secondary_menu_id: 0,
      post_type: 'Hír',
      is_active: 1,
      user_id: author.id,
      full_name: 'Kiss Béla',
      menu_type: 'post',
      post_url: post.post_url,
      shortname: post.shortname,
      creation_date: post.creation_date,
      last_update: post.last_update,
      publish_at: null,
      desktop_visitors: 5,
      mobile_visitors: 2,
      total_visitors: 7,
    });
  });

  it('an empty result is an empty page 1 of 1 with total 0', async () => {
    expect(await listOk()).toEqual({
      status: 'ok',
      data: [],
      pagination: { total: 0, per_page: 20, current_page: 1, last_page: 1 },
    });
  });

  it('lists newest first, the later id first on equal creation times', async () => {
    const built = await buildPosts(5);
    const same = '2026-06-01T10:00:00.000Z';
    const a = await buildPost(t.db, { creation_date: same });
    const b = await buildPost(t.db, { creation_date: same });
    expect(await ids()).toEqual([b.id, a.id, ...newestFirst(built)]);
  });
});

describe('pagination', () => {
  it('pages of 20 by default, capped at 100; a page past the end is empty with the true total', async () => {
    const built = newestFirst(await buildPosts(45));

    const first = await listOk();
    expect(first.pagination).toEqual({ total: 45, per_page: 20, current_page: 1, last_page: 3 });
    expect(first.data.map((p) => p.id)).toEqual(built.slice(0, 20));

    const third = await listOk('page=3');
    expect(third.pagination).toEqual({ total: 45, per_page: 20, current_page: 3, last_page: 3 });
    expect(third.data.map((p) => p.id)).toEqual(built.slice(40));

    const past = await listOk('page=4');
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({ total: 45, per_page: 20, current_page: 4, last_page: 3 });

    const seven = await listOk('per_page=7&page=2');
    expect(seven.pagination).toEqual({ total: 45, per_page: 7, current_page: 2, last_page: 7 });
    expect(seven.data.map((p) => p.id)).toEqual(built.slice(7, 14));

    const all = await listOk('per_page=100');
    expect(all.pagination).toEqual({ total: 45, per_page: 100, current_page: 1, last_page: 1 });
    expect(all.data.map((p) => p.id)).toEqual(built);
  });

  it('per_page above 100 is answered as 100 rows a page (docs/api.md: capped, not refused)', async () => {
    const built = newestFirst(await buildPosts(105));
    for (const perPage of ['101', '500', '99999999999999999999']) {
      const capped = await listOk(`per_page=${perPage}`);
      expect(capped.pagination, perPage).toEqual({
        total: 105,
        per_page: 100,
        current_page: 1,
        last_page: 2,
      });
      expect(capped.data.map((p) => p.id)).toEqual(built.slice(0, 100));
    }
    const second = await listOk('per_page=500&page=2');
    expect(second.pagination).toEqual({ total: 105, per_page: 100, current_page: 2, last_page: 2 });
    expect(second.data.map((p) => p.id)).toEqual(built.slice(100));
  });

  it.each(['per_page=0', 'per_page=-5', 'per_page=x', 'page=0', 'page=-1', 'page=1.5'])(
    '%s is a 400 with the error envelope',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).errors).toBeDefined();
    },
  );
});

describe('filters alone', () => {
  it('q matches the title case-insensitively, not the other fields', async () => {
    const hit = await buildPost(t.db, { title: 'Nagy ÁRVÍZ a Tiszán' });
    const hit2 = await buildPost(t.db, { title: 'tisza-parti árvíz' });
    await buildPost(t.db, {
      title: 'Más téma',
      short_content: 'árvíz',
      keywords: 'árvíz',
      content: '<p>árvíz</p>',
    });
    expect((await ids('q=tisz')).sort()).toEqual([hit.id, hit2.id].sort());
    expect((await ids('q=TISZ')).sort()).toEqual([hit.id, hit2.id].sort());
    expect((await ids(`q=${encodeURIComponent('árvíz')}`)).sort()).toEqual([hit.id, hit2.id].sort());
    expect(await ids(`q=${encodeURIComponent('  Nagy ÁRVÍZ ')}`)).toEqual([hit.id]);
    expect((await listOk('q=nincs-ilyen')).pagination.total).toBe(0);
  });

  it('q ignores accents both ways, so an editor in a hurry finds the title anyway', async () => {
    const hit = await buildPost(t.db, { title: 'Őszi ülésszak a Parlamentben' });
    await buildPost(t.db, { title: 'Tavaszi szünet' });
    expect(await ids('q=oszi%20ules')).toEqual([hit.id]);
    expect(await ids(`q=${encodeURIComponent('ÜLÉSSZAK')}`)).toEqual([hit.id]);
    expect(await ids(`q=${encodeURIComponent('parlamentbén')}`)).toEqual([hit.id]);
  });

  it('q takes % and _ literally', async () => {
    const percent = await buildPost(t.db, { title: '100% biztos' });
    await buildPost(t.db, { title: '1000 biztos' });
    const underscore = await buildPost(t.db, { title: 'snake_case cím' });
    await buildPost(t.db, { title: 'snakeXcase cím' });
    const backslash = await buildPost(t.db, { title: 'C:\\mappa' });
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([percent.id]);
    expect(await ids(`q=${encodeURIComponent('0%')}`)).toEqual([percent.id]);
    expect(await ids(`q=${encodeURIComponent('e_c')}`)).toEqual([underscore.id]);
    expect(await ids(`q=${encodeURIComponent('_')}`)).toEqual([underscore.id]);
    expect(await ids(`q=${encodeURIComponent('\\')}`)).toEqual([backslash.id]);
  });

  it('date_from and date_to are inclusive days in Budapest time', async () => {
    const at = async (iso: string) => (await buildPost(t.db, { creation_date: iso })).id;
    const mar1Late = await at('2026-03-01T22:59:59.000Z'); // 23:59:59 on 1 March in Budapest (CET)
    const mar2Early = await at('2026-03-01T23:30:00.000Z'); // 00:30 on 2 March in Budapest
    const mar2Late = await at('2026-03-02T22:59:59.999Z');
    const mar3Early = await at('2026-03-02T23:00:00.000Z');

    expect(await ids('date_from=2026-03-02&date_to=2026-03-02')).toEqual([mar2Late, mar2Early]);
    expect(await ids('date_from=2026-03-02')).toEqual([mar3Early, mar2Late, mar2Early]);
    expect(await ids('date_to=2026-03-02')).toEqual([mar2Late, mar2Early, mar1Late]);
    expect(await ids('date_to=2026-03-01')).toEqual([mar1Late]);
    expect(await ids('date_from=2026-03-01&date_to=2026-03-03')).toEqual([
      mar3Early,
      mar2Late,
      mar2Early,
      mar1Late,
    ]);
    expect(await ids('date_from=2026-03-03&date_to=2026-03-02')).toEqual([]);
  });

  it('in summer time the day starts two hours before midnight UTC', async () => {
    const jul1 = (await buildPost(t.db, { creation_date: '2026-07-01T21:59:59.000Z' })).id;
    const jul2 = (await buildPost(t.db, { creation_date: '2026-07-01T22:00:00.000Z' })).id;
    expect(await ids('date_from=2026-07-01&date_to=2026-07-01')).toEqual([jul1]);
    expect(await ids('date_from=2026-07-02&date_to=2026-07-02')).toEqual([jul2]);
  });

  it('menu_id', async () => {
    const a = await buildMenu(t.db);
    const b = await buildMenu(t.db);
    const inA = newestFirst(await buildPosts(3, { menu_id: a.id }));
    await buildPosts(2, { menu_id: b.id });
    expect(await ids(`menu_id=${a.id}`)).toEqual(inA);
    expect((await listOk(`menu_id=${a.id}`)).data.every((p) => p.menu_name === a.name)).toBe(true);
    expect(await ids('menu_id=987654')).toEqual([]);
  });

  it('post_type', async () => {
    const interviews = newestFirst(await buildPosts(2, { post_type: 'Interjú' }));
    await buildPosts(2, { post_type: 'Hír' });
    await buildPosts(1, { post_type: '' });
    expect(await ids(`post_type=${encodeURIComponent('Interjú')}`)).toEqual(interviews);
    expect(await ids('post_type=PR')).toEqual([]);
  });

  it('user_id', async () => {
    const author = await t.createUser();
    const mine = newestFirst(await buildPosts(2, { user_id: author.id }));
    await buildPosts(3);
    expect(await ids(`user_id=${author.id}`)).toEqual(mine);
    expect(await ids('user_id=987654')).toEqual([]);
  });

  it('type=post and type=draft', async () => {
    const published = newestFirst(await buildPosts(3, { menu_type: 'post' }));
    const drafts = newestFirst(await buildPosts(2, { menu_type: 'draft' }));
    expect(await ids('type=post')).toEqual(published);
    expect(await ids('type=draft')).toEqual(drafts);
    expect((await listOk()).pagination.total).toBe(5);
  });

  it('hides inactive rows by default; include_inactive=1 shows them too', async () => {
    const active = await buildPost(t.db, { creation_date: '2026-05-01T10:00:00Z' });
    const deleted = await buildPost(t.db, { creation_date: '2026-05-02T10:00:00Z', is_active: false });
    expect(await ids()).toEqual([active.id]);
    expect(await ids('include_inactive=0')).toEqual([active.id]);
    const all = await listOk('include_inactive=1');
    expect(all.data.map((p) => [p.id, p.is_active])).toEqual([
      [deleted.id, 0],
      [active.id, 1],
    ]);
    expect(all.pagination.total).toBe(2);
  });
});

describe('filters combined', () => {
  it('every filter narrows the others down, and the total counts only the matches', async () => {
    const menu = await buildMenu(t.db);
    const author = await t.createUser();
    const base: PostOverrides = {
      title: 'Választás 2026',
      menu_id: menu.id,
      user_id: author.id,
      post_type: 'Hír',
      menu_type: 'post',
      creation_date: '2026-04-10T10:00:00Z',
    };
    const match = await buildPost(t.db, base);
    const match2 = await buildPost(t.db, {
      ...base,
      title: 'Utólagos VÁLASZTÁS',
      creation_date: '2026-04-11T10:00:00Z',
    });
    // Each of these misses exactly one filter.
    await buildPost(t.db, { ...base, title: 'Más cím' });
    await buildPost(t.db, { ...base, menu_id: 1 });
    await buildPost(t.db, { ...base, user_id: reader.user.id });
    await buildPost(t.db, { ...base, post_type: 'PR' });
    await buildPost(t.db, { ...base, menu_type: 'draft' });
    await buildPost(t.db, { ...base, creation_date: '2026-04-20T10:00:00Z' });
    const deleted = await buildPost(t.db, { ...base, is_active: false });

    const query = [
      `q=${encodeURIComponent('választás')}`,
      `menu_id=${menu.id}`,
      `user_id=${author.id}`,
      `post_type=${encodeURIComponent('Hír')}`,
      'type=post',
      'date_from=2026-04-01',
      'date_to=2026-04-15',
    ].join('&');
    const body = await listOk(query);
    expect(body.data.map((p) => p.id)).toEqual([match2.id, match.id]);
    expect(body.pagination).toEqual({ total: 2, per_page: 20, current_page: 1, last_page: 1 });

    const withDeleted = await listOk(`${query}&include_inactive=1`);
    expect(withDeleted.data.map((p) => p.id).sort()).toEqual([match.id, match2.id, deleted.id].sort());

    const paged = await listOk(`${query}&per_page=1&page=2`);
    expect(paged.data.map((p) => p.id)).toEqual([match.id]);
    expect(paged.pagination).toEqual({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
  });

  it('empty query values mean the filter is not set', async () => {
    const built = newestFirst(await buildPosts(3, { menu_id: 2, menu_type: 'draft' }));
    const empty =
      'q=&menu_id=&post_type=&user_id=&date_from=&date_to=&type=&include_inactive=&page=&per_page=';
    const body = await listOk(empty);
    expect(body.data.map((p) => p.id)).toEqual(built);
    expect(body.pagination).toEqual({ total: 3, per_page: 20, current_page: 1, last_page: 1 });
    expect(await ids('menu_id=')).toEqual(built);
    expect(await ids('q=%20%20')).toEqual(built);
  });
});

describe('bad filters', () => {
  it.each([
    'page=abc',
    'per_page=abc',
    'menu_id=x',
    'menu_id=0',
    'menu_id=-3',
    'user_id=abc',
    'date_from=2026-13-45',
    'date_from=2026-02-30',
    'date_to=tegnap',
    'date_to=2026-3-1',
    'type=foo',
    'include_inactive=yes',
    `q=${'x'.repeat(201)}`,
  ])('%s is a 400 envelope, never a 500', async (query) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBody(res);
    expect(Object.keys(body.errors ?? {})).toEqual([query.split('=')[0]]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-posts' });
    expect(res.statusCode).toBe(401);
  });
});

describe('totals and pages kept between writes', () => {
  it('stay exact: every write to an article shows in the next reply', async () => {
    const [first] = await buildPosts(3, { menu_type: 'post' });
    expect((await listOk('type=post')).pagination.total).toBe(3);
    expect((await listOk('type=post')).pagination.total).toBe(3);

    await buildPost(t.db, { menu_type: 'post', title: 'Friss hír' });
    const afterInsert = await listOk('type=post');
    expect(afterInsert.pagination.total).toBe(4);
    expect(afterInsert.data[0]?.title).toBe('Friss hír');

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${first?.id}`,
      headers: (await t.signIn({ is_admin: 1 })).headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const afterDelete = await listOk('type=post');
    expect(afterDelete.pagination.total).toBe(3);
    expect(afterDelete.data.map((p) => p.id)).not.toContain(first?.id);
  });
});

describe('GET /api/admin-posts visitor columns', () => {
  it('come from the built-in counters: total = desktop + mobile, 0 for an article never visited', async () => {
    const seen = await buildPost(t.db, { desktop_visitors: 40, mobile_visitors: 2 });
    const unseen = await buildPost(t.db);
    const body = await listOk();
    const byId = new Map(body.data.map((p) => [p.id, p]));
    expect(byId.get(seen.id)).toMatchObject({ desktop_visitors: 40, mobile_visitors: 2, total_visitors: 42 });
    expect(byId.get(unseen.id)).toMatchObject({ desktop_visitors: 0, mobile_visitors: 0, total_visitors: 0 });
  });

  it('do not read the old columns of the posts table', async () => {
    const post = await buildPost(t.db, { desktop_visitors: 1, mobile_visitors: 1 });
    await t.db
      .update(posts)
      .set({ desktopVisitors: 900, mobileVisitors: 900, totalVisitors: 1800 })
      .where(eq(posts.id, post.id));
    const [row] = (await listOk()).data;
    expect(row).toMatchObject({ desktop_visitors: 1, mobile_visitors: 1, total_visitors: 2 });
  });

  it('are fresh on every request even when the page itself comes from the list cache', async () => {
    const post = await buildPost(t.db, { desktop_visitors: 3, mobile_visitors: 4 });
    expect((await listOk()).data[0]).toMatchObject({ total_visitors: 7 });
    // Counting a visit does not touch the posts table, so the cached page stays valid...
    await setVisitTotals(t.db, post.id, 10, 5);
    const again = await listOk();
    // ...but its counters are read again.
    expect(again.data[0]).toMatchObject({
      id: post.id,
      desktop_visitors: 10,
      mobile_visitors: 5,
      total_visitors: 15,
    });
    await t.db.delete(postVisitTotals);
    expect((await listOk()).data[0]).toMatchObject({
      desktop_visitors: 0,
      mobile_visitors: 0,
      total_visitors: 0,
    });
  });
});

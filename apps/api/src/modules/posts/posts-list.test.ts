/** GET /api/admin-posts: the reply, its pages, bad filters, totals between writes, visitor columns. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, postVisitTotals } from '../../db/schema/index.ts';
import { buildMenu, buildPost, errorBody, setVisitTotals } from '../../test/harness.ts';
import { bumpRevision, DATA_REVISION } from '../app/data-revisions.service.ts';
import { newestFirst, usePostsListTestApp } from './posts-list-support.ts';

const { t, list, listOk, ids, buildPosts } = usePostsListTestApp();

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
      workflow_status: 'draft',
      embargo_until: null,
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

  it('follow the counters as they are written, even when the page came from the list cache', async () => {
    const post = await buildPost(t.db, { desktop_visitors: 3, mobile_visitors: 4 });
    expect((await listOk()).data[0]).toMatchObject({ total_visitors: 7 });
    expect((await listOk()).data[0]).toMatchObject({ total_visitors: 7 });
    // The tracker writes the counters and bumps their revision, which every instance hears.
    await setVisitTotals(t.db, post.id, 10, 5);
    await bumpRevision(t.db, DATA_REVISION.visits);
    await expect
      .poll(async () => (await listOk()).data[0])
      .toMatchObject({ id: post.id, desktop_visitors: 10, mobile_visitors: 5, total_visitors: 15 });
    await t.db.delete(postVisitTotals);
    await bumpRevision(t.db, DATA_REVISION.visits);
    await expect
      .poll(async () => (await listOk()).data[0])
      .toMatchObject({ desktop_visitors: 0, mobile_visitors: 0, total_visitors: 0 });
  });
});

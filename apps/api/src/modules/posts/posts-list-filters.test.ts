/** The filters of GET /api/admin-posts, each alone and combined. */
import { describe, expect, it } from 'vitest';
import { buildMenu, buildPost, type PostOverrides } from '../../test/harness.ts';
import { newestFirst, usePostsListTestApp } from './posts-list-support.ts';

const { t, reader, listOk, ids, buildPosts } = usePostsListTestApp();

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

// The article list as a news desk uses it: sort=… of GET /api/admin-posts (each order, a bad value,
// the list cache per sort).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, errorBody, setVisitTotals } from '../../test/harness.ts';
import { bumpRevision, DATA_REVISION } from '../app/data-revisions.service.ts';
import { usePostsDeskTestApp } from './posts-desk-support.ts';

const { t, reader, listOk, titles, ids, buildSeries } = usePostsDeskTestApp();

describe('sort on GET /api/admin-posts', () => {
  it('date (the default) is newest first, date_asc oldest first', async () => {
    const built = await buildSeries([{}, {}, {}]);
    const newest = built.map((p) => p.id).reverse();
    expect(await ids('type=post')).toEqual(newest);
    expect(await ids('type=post&sort=date')).toEqual(newest);
    expect(await ids('type=post&sort=date_asc')).toEqual([...newest].reverse());
    expect(await ids('type=post&sort=date_asc&per_page=2&page=2')).toEqual([newest[0]]);
  });

  it('title is A to Z with accents and case beside their letter, title_desc Z to A; equal titles by id', async () => {
    const built = await buildSeries([
      { title: 'Zebra a kertben' },
      { title: 'ábécé rend' },
      { title: 'Alma' },
      { title: 'Ének' },
      { title: 'Alma' },
      { title: 'eper' },
    ]);
    const expected = ['ábécé rend', 'Alma', 'Alma', 'Ének', 'eper', 'Zebra a kertben'];
    expect(await titles('type=post&sort=title')).toEqual(expected);
    expect(await titles('type=post&sort=title_desc')).toEqual([...expected].reverse());
    const almas = built.filter((p) => p.title === 'Alma').map((p) => p.id);
    const byTitle = await listOk('type=post&sort=title');
    expect(byTitle.data.filter((p) => p.title === 'Alma').map((p) => p.id)).toEqual(almas);
    expect(await titles('type=post&sort=title&per_page=2&page=2')).toEqual(['Alma', 'Ének']);
  });

  it('title follows the Hungarian alphabet on both databases (Cukor before Csaba, Ozsvár before Ödön)', async () => {
    await buildSeries([
      { title: 'Csaba' },
      { title: 'Ödön' },
      { title: 'Cukor' },
      { title: 'Ozsvár' },
      { title: 'Zsolt' },
      { title: 'Zrínyi' },
      { title: 'Ábel' },
      { title: 'Abai' },
    ]);
    const expected = ['Abai', 'Ábel', 'Cukor', 'Csaba', 'Ozsvár', 'Ödön', 'Zrínyi', 'Zsolt'];
    expect(await titles('type=post&sort=title')).toEqual(expected);
    expect(await titles('type=post&sort=title_desc')).toEqual([...expected].reverse());
  });

  it('visitors is the most visited first, equal counts by the higher id, the unvisited after them newest first', async () => {
    const [a, b, c, d, e] = await buildSeries([
      { desktop_visitors: 5, mobile_visitors: 5 },
      {},
      { desktop_visitors: 100 },
      { mobile_visitors: 10 },
      {},
    ]);
    const expected = [c, d, a, e, b].map((p) => p?.id);
    expect(await ids('type=post&sort=visitors')).toEqual(expected);
    // Every page boundary: within the visited, across into the unvisited, and past all visited.
    for (const perPage of [1, 2, 3, 4]) {
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / perPage); page++) {
        paged.push(...(await ids(`type=post&sort=visitors&per_page=${perPage}&page=${page}`)));
      }
      expect(paged, `per_page=${perPage}`).toEqual(expected);
    }
  });

  it('applies with every filter: a category, an author, drafts, a title search', async () => {
    const menu = await buildMenu(t.db);
    const author = await t.createUser();
    await buildSeries([
      { title: 'Béta hír', menu_id: menu.id, mobile_visitors: 3 },
      { title: 'Alfa hír', menu_id: menu.id },
      { title: 'Gamma hír', menu_id: menu.id, mobile_visitors: 9 },
      { title: 'Más rovat', desktop_visitors: 50 },
      { title: 'Piszkozat B', menu_type: 'draft', user_id: author.id },
      { title: 'Piszkozat A', menu_type: 'draft', user_id: author.id, desktop_visitors: 1 },
    ]);
    expect(await titles(`type=post&menu_id=${menu.id}&sort=title`)).toEqual([
      'Alfa hír',
      'Béta hír',
      'Gamma hír',
    ]);
    expect(await titles(`type=post&menu_id=${menu.id}&sort=visitors`)).toEqual([
      'Gamma hír',
      'Béta hír',
      'Alfa hír',
    ]);
    expect(await titles(`type=draft&user_id=${author.id}&sort=title_desc`)).toEqual([
      'Piszkozat B',
      'Piszkozat A',
    ]);
    expect(await titles(`type=draft&user_id=${author.id}&sort=visitors`)).toEqual([
      'Piszkozat A',
      'Piszkozat B',
    ]);
    expect(await titles('type=post&q=hir&sort=visitors')).toEqual(['Gamma hír', 'Béta hír', 'Alfa hír']);
    expect((await listOk(`type=post&menu_id=${menu.id}&sort=visitors`)).pagination.total).toBe(3);
  });

  it('scheduled drafts stay the soonest first whatever the sort', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    const later = new Date(Date.now() + 7_200_000);
    const [x, y] = await buildSeries([
      { title: 'B later', menu_type: 'draft' },
      { title: 'A soon', menu_type: 'draft' },
    ]);
    await t.db
      .update(posts)
      .set({ publishAt: later })
      .where(eq(posts.id, x?.id ?? 0));
    await t.db
      .update(posts)
      .set({ publishAt: soon })
      .where(eq(posts.id, y?.id ?? 0));
    expect(await titles('type=scheduled&sort=title_desc')).toEqual(['A soon', 'B later']);
  });

  it.each(['foo', 'TITLE', 'title ', '-date'])(
    'sort=%s is a Hungarian 400 naming the field',
    async (value) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin-posts?sort=${encodeURIComponent(value)}`,
        headers: reader.headers,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = errorBody(res);
      expect(body.message).toBe('Hibás adatok: ellenőrizze a megjelölt mezőket!');
      expect(body.errors).toEqual({ sort: 'Hibás érték.' });
    },
  );

  it('an empty sort is the default order', async () => {
    const built = await buildSeries([{}, {}]);
    expect(await ids('type=post&sort=')).toEqual(built.map((p) => p.id).reverse());
  });

  it('keeps the cached pages of each sort apart, and a visitor order only while the counters stay', async () => {
    const [a, b] = await buildSeries([{ title: 'Első', mobile_visitors: 1 }, { title: 'Második' }]);
    // Each sort twice: the second reply comes from the cache and must still be in its own order.
    for (let round = 0; round < 2; round++) {
      expect(await titles('type=post')).toEqual(['Második', 'Első']);
      expect(await titles('type=post&sort=title_desc')).toEqual(['Második', 'Első']);
      expect(await titles('type=post&sort=title')).toEqual(['Első', 'Második']);
      expect(await titles('type=post&sort=visitors')).toEqual(['Első', 'Második']);
    }
    // Counted visits do not touch the posts table; the visitor order follows them.
    await setVisitTotals(t.db, b?.id ?? 0, 10, 0);
    await bumpRevision(t.db, DATA_REVISION.visits);
    // Every instance hears the counters' revision (a notification): the visitor order follows.
    await expect
      .poll(async () => (await listOk('type=post&sort=visitors')).data.map((p) => [p.id, p.total_visitors]))
      .toEqual([
        [b?.id, 10],
        [a?.id, 1],
      ]);
    // The date order's cached page takes the new counters without moving.
    expect((await listOk('type=post')).data.map((p) => [p.id, p.total_visitors])).toEqual([
      [b?.id, 10],
      [a?.id, 1],
    ]);
  });
});

import { addDays, REPORT_MESSAGES, REPORTS, type ReportRow, today } from '@newsroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postVisitsDaily } from '../../db/schema/index.ts';
import { buildMenu, buildPost, errorBody, type TestMenu, useTestApp } from '../../test/harness.ts';
import { recordVisitCounts } from '../visits/visit-counts.service.ts';

const { t, reader } = useTestApp({ reader: {} });
let sport: TestMenu;
let culture: TestMenu;
let authorId: number;

/** Noon in Budapest on a day, so the publication day is the same in every time zone of the tests. */
const at = (day: string) => `${day}T10:00:00Z`;
const D1 = '2026-03-02';
const D2 = '2026-03-04';
const D3 = '2026-03-05';

beforeAll(async () => {
  sport = await buildMenu(t.db, { name: 'Sport' });
  culture = await buildMenu(t.db, { name: 'Kultúra' });
  authorId = (await t.createUser()).id;
  const a = await buildPost(t.db, { menu_id: sport.id, post_type: 'Hír', creation_date: at(D1) });
  await buildPost(t.db, { menu_id: sport.id, post_type: 'Hír', creation_date: at(D1) });
  const c = await buildPost(t.db, {
    menu_id: culture.id,
    post_type: 'Interjú',
    creation_date: at(D1),
    user_id: authorId,
  });
  await buildPost(t.db, { menu_id: culture.id, post_type: '', creation_date: at(D2) });
  await buildPost(t.db, { menu_id: sport.id, post_type: 'Hír', creation_date: at(D3), user_id: authorId });
  // Not counted: a draft, a deleted article, one a day after the range.
  await buildPost(t.db, { menu_id: sport.id, menu_type: 'draft', creation_date: at(D2) });
  await buildPost(t.db, { menu_id: sport.id, is_active: false, creation_date: at(D2) });
  await buildPost(t.db, { menu_id: sport.id, creation_date: at('2026-03-06') });
  // Page views: a on desktop, c on mobile, within the range.
  await t.db.insert(postVisitsDaily).values([
    { postId: a.id, day: D2, device: 'desktop', views: 5 },
    { postId: c.id, day: D3, device: 'mobile', views: 3 },
  ]);
});

async function report(kind: string, query: string): Promise<ReportRow[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${kind}?${query}`,
    headers: reader.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportRow[] }>().data;
}

const range = `date_from=2026-03-01&date_to=2026-03-05`;

describe('GET /api/reports/post-count', () => {
  it('answers one row per day with one column per category, 0 on days with nothing', async () => {
    expect(await report('post-count', range)).toEqual([
      { date: '2026-03-01', Kultúra: 0, Sport: 0 },
      { date: '2026-03-02', Kultúra: 1, Sport: 2 },
      { date: '2026-03-03', Kultúra: 0, Sport: 0 },
      { date: '2026-03-04', Kultúra: 1, Sport: 0 },
      { date: '2026-03-05', Kultúra: 0, Sport: 1 },
    ]);
  });

  it('narrows by menu_id, post_type and user_id', async () => {
    const bySport = await report('post-count', `${range}&menu_id=${sport.id}`);
    expect(bySport.map((r) => r.Sport)).toEqual([0, 2, 0, 0, 1]);
    expect(bySport[0]).not.toHaveProperty('Kultúra');
    const byType = await report('post-count', `${range}&post_type=Hír`);
    expect(byType.map((r) => [r.Sport, r.Kultúra])).toEqual([
      [0, undefined],
      [2, undefined],
      [0, undefined],
      [0, undefined],
      [1, undefined],
    ]);
    const byAuthor = await report('post-count', `${range}&user_id=${authorId}`);
    expect(byAuthor.map((r) => [r.Kultúra, r.Sport])).toEqual([
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 1],
    ]);
  });

  it('narrows by visitor_type to articles viewed from that device class in the range (android = mobile)', async () => {
    const desktop = await report('post-count', `${range}&visitor_type=desktop`);
    expect(desktop[1]).toEqual({ date: '2026-03-02', Sport: 1 });
    const android = await report('post-count', `${range}&visitor_type=android`);
    expect(android[1]).toEqual({ date: '2026-03-02', Kultúra: 1 });
    expect(await report('post-count', `${range}&visitor_type=mobile`)).toEqual(android);
    const outside = await report('post-count', `date_from=2026-03-01&date_to=2026-03-03&visitor_type=mobile`);
    expect(outside).toEqual([{ date: '2026-03-01' }, { date: '2026-03-02' }, { date: '2026-03-03' }]);
  });

  it('has only dates when nothing matches, and ignores blank filters', async () => {
    expect(await report('post-count', 'date_from=2020-01-01&date_to=2020-01-02')).toEqual([
      { date: '2020-01-01' },
      { date: '2020-01-02' },
    ]);
    expect(await report('post-count', `${range}&menu_id=&post_type=&user_id=&visitor_type=`)).toEqual(
      await report('post-count', range),
    );
  });

  it('defaults to the last 7 days through today', async () => {
    const rows = await report('post-count', '');
    expect(rows.map((r) => r.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => addDays(today(), -back)));
    const fromOnly = await report('post-count', `date_from=${addDays(today(), -2)}`);
    expect(fromOnly.map((r) => r.date)).toEqual([addDays(today(), -2), addDays(today(), -1), today()]);
  });
});

describe('GET /api/reports/post-type', () => {
  it('answers one column per post type, the empty type as a labelled column', async () => {
    expect(await report('post-type', range)).toEqual([
      { date: '2026-03-01', Hír: 0, Interjú: 0, [REPORTS.noPostType]: 0 },
      { date: '2026-03-02', Hír: 2, Interjú: 1, [REPORTS.noPostType]: 0 },
      { date: '2026-03-03', Hír: 0, Interjú: 0, [REPORTS.noPostType]: 0 },
      { date: '2026-03-04', Hír: 0, Interjú: 0, [REPORTS.noPostType]: 1 },
      { date: '2026-03-05', Hír: 1, Interjú: 0, [REPORTS.noPostType]: 0 },
    ]);
  });

  it('narrows by category', async () => {
    const rows = await report('post-type', `${range}&menu_id=${culture.id}`);
    expect(rows[1]).toEqual({ date: '2026-03-02', Interjú: 1, [REPORTS.noPostType]: 0 });
    expect(rows[3]).toEqual({ date: '2026-03-04', Interjú: 0, [REPORTS.noPostType]: 1 });
  });
});

describe('report filter validation', () => {
  it.each([
    ['date_from=2026-03-05&date_to=2026-03-01', 'date_from', REPORT_MESSAGES.dateOrder],
    ['date_from=2024-01-01&date_to=2026-01-01', 'date_to', REPORT_MESSAGES.rangeTooLong],
  ])('%s → 400 with a Hungarian message', async (query, field, message) => {
    for (const kind of ['post-count', 'post-type']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reports/${kind}?${query}`,
        headers: reader.headers,
      });
      expect(res.statusCode).toBe(400);
      const body = errorBody(res);
      expect(body.message).toBe(message);
      expect(body.errors?.[field]).toBe(message);
    }
  });

  it.each([
    'date_from=2026-02-30',
    'date_to=tegnap',
    'menu_id=abc',
    'visitor_type=tablet',
    'user_id=-1',
    // Years outside 1900–2999: the databases refuse year 0, and the day after 9999-12-31 is not YYYY-MM-DD.
    'date_from=0000-01-01',
    'date_to=9999-12-31',
  ])('%s → 400 with a field error', async (query) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/post-count?${query}`,
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorBody(res).errors ?? {})).toHaveLength(1);
  });

  it('a full year is allowed', async () => {
    expect(await report('post-type', 'date_from=2025-03-06&date_to=2026-03-06')).toHaveLength(366);
  });
});

describe('cached reports stay exact', () => {
  it('a new article or new page views show in the next answer for the same filter', async () => {
    const q = 'date_from=2026-04-01&date_to=2026-04-02';
    expect(await report('post-count', q)).toEqual([{ date: '2026-04-01' }, { date: '2026-04-02' }]);
    const post = await buildPost(t.db, { menu_id: sport.id, creation_date: at('2026-04-02') });
    expect(await report('post-count', q)).toEqual([
      { date: '2026-04-01', Sport: 0 },
      { date: '2026-04-02', Sport: 1 },
    ]);
    const mobileQ = `${q}&visitor_type=mobile`;
    expect(await report('post-count', mobileQ)).toEqual([{ date: '2026-04-01' }, { date: '2026-04-02' }]);
    await recordVisitCounts(t.db, [{ postId: post.id, day: '2026-04-02', device: 'mobile', views: 2 }]);
    expect(await report('post-count', mobileQ)).toEqual([
      { date: '2026-04-01', Sport: 0 },
      { date: '2026-04-02', Sport: 1 },
    ]);
  });
});

describe('GET /api/reports/stock-out-report', () => {
  const stockOut = (query = '', headers: Record<string, string> = reader.headers) =>
    t.app.inject({ method: 'GET', url: `/api/reports/stock-out-report${query ? `?${query}` : ''}`, headers });

  it('answers the list envelope with an empty page and its true pagination (no stock data is held)', async () => {
    const res = await stockOut();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: [],
      pagination: { total: 0, per_page: 20, current_page: 1, last_page: 1 },
    });
  });

  it("takes the report filter's date range, store and page, and per_page capped at 100", async () => {
    const res = await stockOut('date_from=2026-03-01&date_to=2026-03-05&store_id=3&page=2&per_page=50');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: [],
      pagination: { total: 0, per_page: 50, current_page: 2, last_page: 1 },
    });
    const capped = await stockOut('per_page=500');
    expect(capped.json<{ pagination: { per_page: number } }>().pagination.per_page).toBe(100);
    const blank = await stockOut('date_from=&date_to=&store_id=&page=&per_page=');
    expect(blank.json()).toEqual((await stockOut()).json());
  });

  it.each([
    ['date_from=2026-02-30', 'date_from'],
    ['date_to=2026.03.05', 'date_to'],
    ['date_from=20260301', 'date_from'],
    ['store_id=0', 'store_id'],
    ['store_id=-1', 'store_id'],
    ['store_id=1e3', 'store_id'],
    ['store_id=0x10', 'store_id'],
    ['store_id=1.0', 'store_id'],
    ['store_id=99999999999', 'store_id'],
    ['store_id=abc', 'store_id'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=1e1', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=-5', 'per_page'],
    ['per_page=sok', 'per_page'],
  ])('%s → 400 naming the field', async (query, field) => {
    const res = await stockOut(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(errorBody(res).errors ?? {})).toEqual([field]);
  });

  it('refuses a reversed range with the reports’ message', async () => {
    const res = await stockOut('date_from=2026-03-05&date_to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: REPORT_MESSAGES.dateOrder,
      errors: { date_from: REPORT_MESSAGES.dateOrder },
    });
  });

  it('needs a session (401), and any signed-in user may read it', async () => {
    const anonymous = await stockOut('', {});
    expect(anonymous.statusCode).toBe(401);
    const plain = await t.signIn();
    expect((await stockOut('', plain.headers)).statusCode).toBe(200);
  });
});

/**
 * The article list's exact totals kept as counters (post_counts, kept by the posts triggers of
 * migration 0016): every counter against the articles it counts after a storm of concurrent
 * writes, the list's totals against count(*) filter by filter, and the split of a date range into
 * the counters' periods.
 */
import {
  type ListReply,
  type Post,
  type PostListItem,
  postBulkReplySchema,
  postListReplySchema,
} from '@newsroom/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, postEditBody, replyBody, useTestApp, validPostInput } from '../../test/harness.ts';
import { periodRanges } from './post-counts.repo.ts';
import {
  counterMismatches,
  daysBetween,
  daysOf,
  plus,
  RandomWrites,
  rowsOf,
  seededRandom,
} from './post-counts-support.ts';

const { t, editor } = useTestApp({
  editor: { first_name: 'Szilvia', last_name: 'Számláló', is_admin: true },
});

/** The seed of the random writes: a failure names it, and the same seed writes the same mix. */
const SEED = 16_016;
const POST_TYPES = ['', 'Hír', 'Interjú', 'Vélemény'];
/**
 * The random writes: 1,000 on PostgreSQL, where the pool runs a batch's statements really at once.
 * PGlite runs one statement at a time (about 20 ms each with the posts triggers), so there the mix
 * matters, not the number: a quarter of it still makes every kind of write many times.
 */
const writeCount = () => (t.database.kind === 'postgres' ? 1000 : 250);

beforeEach(async () => {
  await t.db.delete(posts);
});

async function choices() {
  const menuIds = [(await buildMenu(t.db)).id, (await buildMenu(t.db)).id, (await buildMenu(t.db)).id];
  const userIds = [editor.user.id, (await t.createUser()).id, (await t.createUser()).id];
  return { menuIds, userIds, postTypes: POST_TYPES };
}

const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

/** A batch's writes through the API (create, save, bulk action), on articles the batch leaves alone. */
function apiWrites(writes: RandomWrites, menuIds: number[]): Array<Promise<unknown>> {
  const headers = editor.headers;
  const draft = writes.random() < 0.5;
  const create = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers,
      payload: validPostInput({
        menu_id: writes.pick(menuIds),
        post_type: writes.pick(POST_TYPES),
        menu_type: draft ? 'draft' : 'post',
        ...(draft ? { publish_at: inTwoDays() } : {}),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    writes.adopt(res.json<{ data: Post }>().data.id);
  };
  const save = async (id: number | undefined) => {
    const loaded = await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers });
    if (id === undefined || loaded.statusCode === 404) return; // deleted: nothing to save
    const post = loaded.json<{ data: Post }>().data;
    const menuType = writes.pick(['draft', 'post'] as const);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${id}`,
      headers,
      payload: postEditBody(post, {
        menu_id: writes.pick(menuIds),
        post_type: writes.pick(POST_TYPES),
        menu_type: menuType,
        ...(menuType === 'draft' ? { publish_at: writes.random() < 0.5 ? inTwoDays() : null } : {}),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bulk = async (ids: number[]) => {
    if (ids.length === 0) return;
    const rows = await t.db
      .select({ id: posts.id, lastUpdate: posts.lastUpdate })
      .from(posts)
      .where(inArray(posts.id, ids));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/bulk',
      headers,
      payload: {
        action: writes.pick(['move', 'publish', 'unpublish', 'delete'] as const),
        menu_id: writes.pick(menuIds),
        items: rows.map((r) => ({ id: r.id, last_update: r.lastUpdate.toISOString() })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    replyBody(res, postBulkReplySchema);
  };
  return [create(), save(writes.take(1)[0]), bulk(writes.take(3))];
}

describe('post_counts', () => {
  it('equal count(*) of their articles, period by period, after 1,000 concurrent random writes', async () => {
    const world = await choices();
    const writes = new RandomWrites(world, seededRandom(SEED));
    await writes.run(t.db, writeCount(), 20, (batch) =>
      batch % 10 === 2 ? apiWrites(writes, world.menuIds) : [],
    );

    expect(await counterMismatches(t.db), `seed ${SEED}`).toEqual([]);
    // The mix did what it says: every kind of write, and a table with articles in every state.
    expect(writes.ran.size, [...writes.ran.keys()].join(', ')).toBe(RandomWrites.KINDS);
    const [states] = await rowsOf<Record<string, number>>(
      t.db,
      sql`select count(*)::int as total, count(*) filter (where not is_active)::int as inactive,
                 count(*) filter (where menu_type = 'draft' and publish_at is not null)::int as scheduled,
                 (select count(*)::int from post_counts where n <> 0) as counters
          from posts`,
    );
    expect(states?.total).toBeGreaterThan(writeCount() / 5);
    expect(states?.inactive).toBeGreaterThan(5);
    expect(states?.scheduled).toBeGreaterThan(5);
    expect(states?.counters).toBeGreaterThan(writeCount() / 2);
  });

  it('a save of the text alone leaves every counter as it was; TRUNCATE empties them', async () => {
    const world = await choices();
    const writes = new RandomWrites(world, seededRandom(SEED + 1));
    await writes.run(t.db, 40, 20, () => []);
    const counters = sql`select * from post_counts order by 1, 2, 3, 4, 5, 6, 7, 8`;
    const before = await rowsOf(t.db, counters);
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute(sql`update posts set content = content || ' ', short_content = short_content || '.'`);
    expect(await rowsOf(t.db, counters)).toEqual(before);

    await t.db.execute(sql`truncate posts cascade`);
    expect(await rowsOf(t.db, sql`select count(*)::int as n from post_counts`)).toEqual([{ n: 0 }]);
  });
});

describe('GET /api/admin-posts totals', () => {
  it('equal count(*) of the same filter, whole periods and single days alike', async () => {
    const { menuIds, userIds } = await choices();
    const [m1, m2, m3] = menuIds;
    const [u1, u2] = userIds;
    const pickOf = (list: SQL[], i: SQL) => sql`(array[${sql.join(list, sql`, `)}])[1 + ${i}]`;
    const ints = (ids: number[]) => ids.map((id) => sql`${id}::int`);
    const types = POST_TYPES.map((p) => sql`${p}::text`);
    // Articles every few days and minutes over three years, every fourth on a period's edge.
    const edges = sql.raw(
      `array['2025-12-31T22:59:59.999Z', '2025-12-31T23:00:00Z', '2026-01-31T22:30:00Z', '2026-01-31T23:30:00Z',
        '2024-02-28T23:00:00Z', '2024-02-29T22:59:59Z', '2024-02-29T23:00:00Z', '2026-06-30T22:00:00Z']::timestamptz[]`,
    );
    await t.db.execute(sql`
      insert into posts (title, short_content, content, menu_id, post_type, user_id, menu_type, is_active,
                         publish_at, thumbnail, shortname, post_url, creation_date)
      select 'Összesítő ' || i, 'Bevezető.', '<p>Szöveg.</p>', ${pickOf(ints(menuIds), sql`i % 3`)},
             ${pickOf(types, sql`(i / 3) % 4`)}, ${pickOf(ints(userIds), sql`(i / 7) % 3`)},
             case when i % 5 < 2 then 'draft' else 'post' end, i % 11 <> 0,
             case when i % 5 = 0 then now() + interval '1 day' end, '/uploads/x.jpg',
             'osszesito-' || i, '/hirek/osszesito-' || i || '/',
             case when i % 4 = 0 then (${edges})[1 + (i / 4) % 8]
               else timestamptz '2023-12-20 00:00:00+00' + (i * 7919 % 1200) * interval '1 day'
                    + (i * 37 % 1440) * interval '1 minute' end
      from generate_series(1, 600) i`);

    const day = sql`(creation_date at time zone 'Europe/Budapest')::date`;
    const within = (from: string, to: string) => sql`${day} between ${from}::date and ${to}::date`;
    const cases: Array<[string, SQL]> = [
      ['', sql`is_active`],
      [`menu_id=${m2}`, sql`is_active and menu_id = ${m2}`],
      ['type=draft', sql`is_active and menu_type = 'draft'`],
      ['type=post', sql`is_active and menu_type = 'post'`],
      ['type=scheduled', sql`is_active and menu_type = 'draft' and publish_at is not null`],
      [
        'type=scheduled&include_inactive=1',
        sql`is_active and menu_type = 'draft' and publish_at is not null`,
      ],
      ['type=draft&include_inactive=1', sql`menu_type = 'draft'`],
      [`user_id=${u2}`, sql`is_active and user_id = ${u2}`],
      [`post_type=${encodeURIComponent('Interjú')}`, sql`is_active and post_type = 'Interjú'`],
      ['date_from=2025-11-15&date_to=2026-02-10', sql`is_active and ${within('2025-11-15', '2026-02-10')}`],
      ['date_from=2025-12-31&date_to=2025-12-31', sql`is_active and ${within('2025-12-31', '2025-12-31')}`],
      ['date_from=2026-01-01&date_to=2026-01-01', sql`is_active and ${within('2026-01-01', '2026-01-01')}`],
      ['date_from=2024-02-29&date_to=2024-02-29', sql`is_active and ${within('2024-02-29', '2024-02-29')}`],
      ['date_from=2024-02-29&date_to=2026-03-01', sql`is_active and ${within('2024-02-29', '2026-03-01')}`],
      ['date_from=2026-01-01', sql`is_active and ${day} >= '2026-01-01'`],
      ['date_to=2025-12-31', sql`is_active and ${day} <= '2025-12-31'`],
      ['include_inactive=1', sql`true`],
      [
        `include_inactive=1&menu_id=${m1}&date_from=2025-12-01&date_to=2026-01-31`,
        sql`menu_id = ${m1} and ${within('2025-12-01', '2026-01-31')}`,
      ],
      [
        `menu_id=${m3}&type=post&user_id=${u1}&post_type=${encodeURIComponent('Hír')}&date_from=2024-03-01&date_to=2025-12-31`,
        sql`is_active and menu_id = ${m3} and menu_type = 'post' and user_id = ${u1} and post_type = 'Hír'
            and ${within('2024-03-01', '2025-12-31')}`,
      ],
      // A range that ends before it starts holds no day.
      ['date_from=2026-03-03&date_to=2026-03-02', sql`false`],
    ];

    const wrong: Array<{ query: string; total: number; expected: number }> = [];
    for (const [query, condition] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin-posts?${query}`,
        headers: editor.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: ListReply<PostListItem> = replyBody(res, postListReplySchema);
      const [counted] = await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from posts where ${condition}`,
      );
      const expected = Number(counted?.n);
      // Every filter but the impossible range matches some articles: the comparison is never 0 = 0.
      if (query.startsWith('date_from=2026-03-03')) expect(expected).toBe(0);
      else expect(expected, query).toBeGreaterThan(0);
      if (body.pagination.total !== expected) wrong.push({ query, total: body.pagination.total, expected });
    }
    expect(wrong).toEqual([]);
  });
});

describe('periodRanges', () => {
  it('splits a range into whole years, whole months and single days', () => {
    expect(periodRanges(undefined, undefined)).toEqual([
      { level: 'a', from: '1900-01-01', to: '1900-01-01' },
    ]);
    expect(periodRanges('2024-01-01', '2024-12-31')).toEqual([
      { level: 'y', from: '2024-01-01', to: '2024-01-01' },
    ]);
    expect(periodRanges('2023-11-15', '2026-02-10')).toEqual([
      { level: 'd', from: '2023-11-15', to: '2023-11-30' },
      { level: 'm', from: '2023-12-01', to: '2023-12-01' },
      { level: 'y', from: '2024-01-01', to: '2025-01-01' },
      { level: 'm', from: '2026-01-01', to: '2026-01-01' },
      { level: 'd', from: '2026-02-01', to: '2026-02-10' },
    ]);
    expect(periodRanges('2026-03-02', '2026-03-02')).toEqual([
      { level: 'd', from: '2026-03-02', to: '2026-03-02' },
    ]);
  });

  it('knows leap days: February 2024 is whole only with the 29th', () => {
    expect(periodRanges('2024-02-01', '2024-02-29')).toEqual([
      { level: 'm', from: '2024-02-01', to: '2024-02-01' },
    ]);
    expect(periodRanges('2024-02-01', '2024-02-28')).toEqual([
      { level: 'd', from: '2024-02-01', to: '2024-02-28' },
    ]);
    expect(periodRanges('2023-02-01', '2023-02-28')).toEqual([
      { level: 'm', from: '2023-02-01', to: '2023-02-01' },
    ]);
    expect(periodRanges('2024-02-29', '2024-03-31')).toEqual([
      { level: 'd', from: '2024-02-29', to: '2024-02-29' },
      { level: 'm', from: '2024-03-01', to: '2024-03-01' },
    ]);
  });

  it('an open end runs to the first or the last day the counters know', () => {
    expect(periodRanges(undefined, '2024-03-15')).toEqual([
      { level: 'y', from: '1900-01-01', to: '2023-01-01' },
      { level: 'm', from: '2024-01-01', to: '2024-02-01' },
      { level: 'd', from: '2024-03-01', to: '2024-03-15' },
    ]);
    expect(periodRanges('2024-03-15', undefined)).toEqual([
      { level: 'd', from: '2024-03-15', to: '2024-03-31' },
      { level: 'm', from: '2024-04-01', to: '2024-12-01' },
      { level: 'y', from: '2025-01-01', to: '2999-01-01' },
    ]);
  });

  it('covers every day of a random range exactly once', () => {
    const random = seededRandom(SEED);
    const start = Date.parse('2022-12-01T00:00:00Z');
    for (let i = 0; i < 100; i++) {
      const from = new Date(start + Math.floor(random() * 1500) * 86_400_000).toISOString().slice(0, 10);
      const to = plus(from, 'day', Math.floor(random() * 900));
      expect(daysOf(periodRanges(from, to)), `${from}..${to}`).toEqual(daysBetween(from, to));
    }
  });
});

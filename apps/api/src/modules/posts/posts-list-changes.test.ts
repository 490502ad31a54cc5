/**
 * What a change does to the article list's cache (list-changes.ts, migration 0019): the totals
 * whose filter an article entered or left move by one (a text search's and a date range's are
 * counted again), and the pages it entered, left or moved on before their last row are read
 * again. Every list read here must also equal what a server without a cache reads.
 */
import { type ListReply, type PostListItem, postListReplySchema } from '@newsroom/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_CHANNEL } from '../../lib/content-changes.ts';
import { buildMenu, buildPost, createSiblingServer, replyBody, useTestApp } from '../../test/harness.ts';
import { RandomWrites, seededRandom } from './post-counts-support.ts';

/** Calls of the list's reads: its total, and its page (a ranking or its rows counted alike). */
const spy = vi.hoisted(() => ({ counts: 0, pages: 0 }));

vi.mock('./posts-list.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./posts-list.repo.ts')>();
  return {
    ...actual,
    countPosts: (...args: Parameters<typeof actual.countPosts>) => {
      spy.counts += 1;
      return actual.countPosts(...args);
    },
    findPostPage: (...args: Parameters<typeof actual.findPostPage>) => {
      spy.pages += 1;
      return actual.findPostPage(...args);
    },
  };
});

// The best matches of a text search are ranked, and their pages read by id, apart.
vi.mock('./posts-ranking.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./posts-ranking.repo.ts')>();
  return {
    ...actual,
    rankTextMatches: (...args: Parameters<typeof actual.rankTextMatches>) => {
      spy.pages += 1;
      return actual.rankTextMatches(...args);
    },
    findRankedRows: (...args: Parameters<typeof actual.findRankedRows>) => {
      spy.pages += 1;
      return actual.findRankedRows(...args);
    },
  };
});

const { t, reader, author } = useTestApp({
  reader: { first_name: 'Olga', last_name: 'Olvasó' },
  author: { first_name: 'Sára', last_name: 'Szerző' },
});

/** A server without a list cache: the truth every cached read is compared with. */
let truth: FastifyInstance;
beforeAll(async () => {
  truth = await createSiblingServer(t, { env: { LIST_CACHE: '0' } });
});
afterAll(async () => {
  await truth?.close();
});

async function read(app: FastifyInstance, query: string): Promise<ListReply<PostListItem>> {
  const res = await app.inject({ method: 'GET', url: `/api/admin-posts?${query}`, headers: reader.headers });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return replyBody(res, postListReplySchema);
}

/** A change written straight to the database, once the server has heard it. */
async function change(statement: SQL) {
  await t.db.execute(statement);
  await t.app.postListCache?.settle();
}

/**
 * Reads each list (twice, so that it is kept), then makes the change and reads them again: each
 * equals the truth, and answers which were counted or read again.
 */
async function after(queries: Record<string, string>, statement: SQL) {
  await t.app.postListCache?.settle();
  for (let pass = 0; pass < 2; pass++) for (const query of Object.values(queries)) await read(t.app, query);
  await change(statement);
  const again: string[] = [];
  for (const [name, query] of Object.entries(queries)) {
    const before = { counts: spy.counts, pages: spy.pages };
    const list = await read(t.app, query);
    if (spy.counts !== before.counts) again.push(`${name}: total`);
    if (spy.pages !== before.pages) again.push(`${name}: page`);
    expect(list, `${name} after the change`).toEqual(await read(truth, query));
  }
  return again;
}

describe('a change drops only what it alters', () => {
  it('moves and renames: the searches, deep pages and totals they cannot change stay kept', async () => {
    const [home, away] = [await buildMenu(t.db), await buildMenu(t.db)];
    const user = author.user.id;
    const titles = ['Bab leves', 'Bab főzelék', 'Cékla saláta', 'Dinnye', 'Zeller krém'];
    const ids: number[] = [];
    for (const [i, title] of titles.entries()) {
      const created = await buildPost(t.db, {
        title,
        user_id: user,
        menu_id: home.id,
        creation_date: `2026-03-0${i + 1}T10:00:00Z`,
      });
      ids.push(created.id);
    }
    const zeller = ids[4] as number;
    const queries = {
      titlePage2: `user_id=${user}&sort=title&per_page=2&page=2`,
      beans: `user_id=${user}&type=post&q=bab`,
      datePage2: `user_id=${user}&per_page=2&page=2`,
      home: `menu_id=${home.id}`,
    };

    // To another category: the author's lists do not change; the category's page does, and its
    // total moves by one without a count.
    expect(await after(queries, sql`update posts set menu_id = ${away.id} where id = ${zeller}`)).toEqual([
      'home: page',
    ]);
    // Unpublished: no list above filters the state but the bean search, which it does not match.
    expect(await after(queries, sql`update posts set menu_type = 'draft' where id = ${zeller}`)).toEqual([]);
    // Renamed to sort first: the title order's second page shifts; the others stay.
    expect(await after(queries, sql`update posts set title = 'Alma pite' where id = ${zeller}`)).toEqual([
      'titlePage2: page',
    ]);
    // A bean dish renamed: the bean search's total moves by one, and the pages that show it are
    // read again; the newest first order's second page ('Cékla saláta', 'Bab főzelék') is not.
    expect(await after(queries, sql`update posts set title = 'Répa leves' where id = ${ids[0]}`)).toEqual([
      'titlePage2: page',
      'beans: page',
      'home: page',
    ]);
    const beans = await read(t.app, queries.beans);
    expect(beans.pagination.total).toBe(1);
    // The newest article: in every total (each moves by one); after the end of the title order's
    // page 2 ('Dinnye'); before the date order's page 2, which moves down one row: the row before
    // it is read alone, and the page equals the truth.
    expect(
      await after(
        queries,
        sql`insert into posts (title, menu_id, user_id, menu_type, shortname, post_url, creation_date)
            values ('Friss bab', ${home.id}, ${user}, 'post', 'friss-bab-lista', '/hirek/friss-bab-lista/', now())`,
      ),
    ).toEqual(['beans: page', 'home: page']);
    // Deleted again: the date order's page 2 moves up one row, the row after it read alone.
    const deleted = sql`update posts set is_active = false where shortname = 'friss-bab-lista'`;
    expect(await after(queries, deleted)).toEqual(['beans: page', 'home: page']);
  });

  it('a text search is read again only when a changed article was among its matches or matches now', async () => {
    const menu = await buildMenu(t.db);
    const penguin = await buildPost(t.db, { menu_id: menu.id, content: '<p>A pingvin a jégen áll.</p>' });
    const elephant = await buildPost(t.db, { menu_id: menu.id, content: '<p>Egy elefánt a szavannán.</p>' });
    const queries = { penguins: `menu_id=${menu.id}&text=pingvin` };
    const rewrite = (id: number, content: string) =>
      sql`update posts set content = ${content} where id = ${id}`;
    // Neither before nor after among the matches: kept.
    expect(await after(queries, rewrite(elephant.id, '<p>Két elefánt a szavannán.</p>'))).toEqual([]);
    // Matches now: counted and ranked again.
    expect(await after(queries, rewrite(elephant.id, '<p>Az elefánt és a pingvinek.</p>'))).toEqual([
      'penguins: total',
      'penguins: page',
    ]);
    expect((await read(t.app, queries.penguins)).pagination.total).toBe(2);
    // Was among the matches: read again, though it matches no more.
    expect(await after(queries, rewrite(penguin.id, '<p>A jégen senki sem áll.</p>'))).toEqual([
      'penguins: total',
      'penguins: page',
    ]);
    expect((await read(t.app, queries.penguins)).data.map((p) => p.id)).toEqual([elephant.id]);
  });

  it('the first page of the best matches stays while a match below it is rewritten', async () => {
    const menu = await buildMenu(t.db);
    const top = await buildPost(t.db, {
      menu_id: menu.id,
      title: 'Pingvinek a jégen',
      content: '<p>Pingvin.</p>',
    });
    const below = await buildPost(t.db, { menu_id: menu.id, content: '<p>Egy pingvin is volt ott.</p>' });
    const queries = { best: `menu_id=${menu.id}&text=pingvin&per_page=1` };
    expect((await read(t.app, queries.best)).data.map((p) => p.id)).toEqual([top.id]);
    const set = (column: SQL, value: string) =>
      sql`update posts set ${column} = ${value} where id = ${below.id}`;
    expect(await after(queries, set(sql`content`, '<p>Egy pingvin is volt ott, meg egy fóka.</p>'))).toEqual(
      [],
    );
    // Now it ranks first: the page changes, the total does not.
    expect(await after(queries, set(sql`title`, 'Pingvin, pingvin, pingvin'))).toEqual(['best: page']);
    expect((await read(t.app, queries.best)).data.map((p) => p.id)).toEqual([below.id]);
  });

  it('lists kept through random concurrent writes (totals moved by one, pages moved by a row) equal the truth', async () => {
    const [m1, m2] = [(await buildMenu(t.db)).id, (await buildMenu(t.db)).id];
    const users = [author.user.id, reader.user.id];
    const writes = new RandomWrites(
      { menuIds: [m1, m2], userIds: users, postTypes: ['', 'Hír'] },
      seededRandom(19),
    );
    const queries = [
      `menu_id=${m1}`,
      `menu_id=${m2}&type=post`,
      `menu_id=${m1}&type=draft&user_id=${users[1]}`,
      `menu_id=${m2}&type=scheduled`,
      `menu_id=${m1}&post_type=Hír`,
      `menu_id=${m2}&include_inactive=1`,
      `menu_id=${m1}&q=a`,
      `menu_id=${m2}&date_from=2020-01-01`,
      `menu_id=${m1}&per_page=3&page=2`,
      `menu_id=${m2}&type=post&sort=date_asc&per_page=3&page=3`,
      `menu_id=${m1}&sort=visitors&per_page=3&page=2`,
    ];
    const count = t.database.kind === 'postgres' ? 300 : 120;
    // Each batch of writes runs beside reads of every list, which keep and move the totals.
    await writes.run(t.db, count, 10, () => queries.map((query) => read(t.app, query)));
    expect(writes.ran.size).toBeGreaterThan(10);
    await t.app.postListCache?.settle();
    for (const query of queries) expect(await read(t.app, query), query).toEqual(await read(truth, query));
  });

  it('a list read while a change is on its way to this instance does not take the change twice', async () => {
    const [menu, other] = [(await buildMenu(t.db)).id, (await buildMenu(t.db)).id];
    for (const day of ['01', '02'])
      await buildPost(t.db, { menu_id: menu, creation_date: `2026-04-${day}T10:00:00Z` });
    const newest = await buildPost(t.db, { menu_id: other, creation_date: '2026-04-03T10:00:00Z' });
    const queries = [`menu_id=${menu}`, `menu_id=${menu}&per_page=1&page=2`];
    await t.app.postListCache?.settle();
    // The notifications are held back, in order, as a slow connection would: the lists are read
    // after the move is committed but before its notification arrives.
    const feed = t.app.postListCache?.changes;
    if (!feed) throw new Error('no list cache');
    const late: string[] = [];
    const hold = vi.spyOn(feed, 'notify').mockImplementation((payload) => {
      late.push(payload);
    });
    try {
      await t.db.execute(sql`update posts set menu_id = ${menu} where id = ${newest.id}`);
      // Read meanwhile: a value read now must not be kept unless this instance has heard every
      // change it holds (here it cannot: the barrier the cache sends is held back too).
      await Promise.all(queries.map((query) => read(t.app, query)));
    } finally {
      hold.mockRestore();
    }
    for (const payload of late) feed.notify(payload);
    // Heard now: neither the total nor the page moves by it again.
    await t.app.postListCache?.settle();
    for (const query of queries) expect(await read(t.app, query), query).toEqual(await read(truth, query));
  });

  it('records that cannot be read drop every list', async () => {
    const menu = await buildMenu(t.db);
    await buildPost(t.db, { menu_id: menu.id });
    const queries = { menu: `menu_id=${menu.id}` };
    expect(await after(queries, sql`select pg_notify(${LIST_CHANNEL}, 'rows:nem-olvasható')`)).toEqual([
      'menu: total',
      'menu: page',
    ]);
  });
});

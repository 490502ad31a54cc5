/**
 * Deep pages of the date orders are found through the counters (posts-deep-pages.repo.ts); they
 * must be exactly the pages OFFSET gives, ties and filters included.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildMenu, buildUser } from '../../test/harness.ts';
import { DEEP_OFFSET } from './posts-deep-pages.repo.ts';
import { usePostsListTestApp } from './posts-list-support.ts';

const { t, listOk } = usePostsListTestApp();

/** Articles over three years, several sharing a creation time, in two categories, both states. */
const ARTICLES = 3_000;
let menuId = 0;
let authorId = 0;

async function seed() {
  const [menu, author] = [await buildMenu(t.db), await buildUser(t.db)];
  menuId = menu.id;
  authorId = author.id;
  const other = await buildMenu(t.db);
  await t.db.execute(sql`
    insert into posts (title, short_content, content, menu_id, user_id, menu_type, is_active, post_url, shortname, creation_date)
    select 'Cikk ' || g, 'Lead', '<p>Szöveg</p>',
      case when g % 5 = 0 then ${other.id}::int else ${menu.id}::int end, ${author.id}::int,
      case when g % 7 = 0 then 'draft' else 'post' end, g % 17 <> 0,
      '/mely/' || g, 'mely-' || g,
      -- Each pair shares its time: the order falls back on the id.
      timestamptz '2023-12-30 23:30:00+00' + ((g / 2) * interval '20 hours')
    from generate_series(1, ${ARTICLES}) as g`);
}

/** The ids of a page as OFFSET over the whole list gives them (the reference). */
async function offsetPage(where: string, order: 'desc' | 'asc', page: number, perPage: number) {
  const result = await t.db.execute(
    sql.raw(`select id from posts where ${where}
      order by creation_date ${order}, id ${order} limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
}

describe('deep pages of the date orders', () => {
  it('equal the OFFSET pages for every filter, newest and oldest first, past the counters threshold', async () => {
    await seed();
    const cases: Array<[string, string]> = [
      ['', 'is_active'],
      [`menu_id=${menuId}`, `is_active and menu_id = ${menuId}`],
      ['type=post', `is_active and menu_type = 'post'`],
      [`user_id=${authorId}&include_inactive=1`, `user_id = ${authorId}`],
    ];
    const perPage = 50;
    for (const [query, where] of cases) {
      const total = (await listOk(query)).pagination.total;
      const lastPage = Math.ceil(total / perPage);
      expect(lastPage * perPage).toBeGreaterThan(DEEP_OFFSET);
      for (const page of [DEEP_OFFSET / perPage + 1, lastPage - 3, lastPage]) {
        for (const [sort, order] of [
          ['date', 'desc'],
          ['date_asc', 'asc'],
        ] as const) {
          const reply = await listOk(`${query}&sort=${sort}&per_page=${perPage}&page=${page}`);
          expect(
            reply.data.map((p) => p.id),
            `${query} ${sort} page ${page}`,
          ).toEqual(await offsetPage(where, order, page, perPage));
        }
      }
      // A page past the end is empty, with the true total.
      const past = await listOk(`${query}&per_page=${perPage}&page=${lastPage + 1}`);
      expect(past.data).toEqual([]);
      expect(past.pagination.total).toBe(total);
    }
  });
});

/**
 * The list's 'Szöveg' filter (`text`, posts-text-search.repo.ts): Hungarian words found in the
 * title, lead and text whatever their ending or accents, the best matches first, a highlighted and
 * escaped snippet per row, and a total counted exactly only up to TEXT_SEARCH_TOTAL_CAP.
 */
import {
  type ListReply,
  type PostListItem,
  postListReplySchema,
  TEXT_SEARCH_TOTAL_CAP,
} from '@newsroom/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import {
  buildMenu,
  buildPost,
  errorBody,
  type PostOverrides,
  replyBody,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

const { t, reader, editor } = useTestApp({
  reader: { first_name: 'Olga', last_name: 'Olvasó' },
  editor: { first_name: 'Edit', last_name: 'Szerkesztő', is_admin: true },
});

function list(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin-posts?${query}`, headers: reader.headers });
}

async function listOk(query: string): Promise<ListReply<PostListItem>> {
  const res = await list(query);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return replyBody(res, postListReplySchema);
}

const ids = async (query: string) => (await listOk(query)).data.map((p) => p.id);
const text = (words: string) => `text=${encodeURIComponent(words)}`;

describe("the 'Szöveg' filter", () => {
  beforeEach(async () => {
    await t.db.delete(posts);
  });

  /** One match in each field, oldest first, and two articles about something else. */
  async function buildMatches() {
    const [menu, otherMenu] = [await buildMenu(t.db), await buildMenu(t.db)];
    const at = (day: number, overrides: PostOverrides) =>
      buildPost(t.db, { menu_id: menu.id, creation_date: `2026-05-0${day}T10:00:00Z`, ...overrides });
    const inTitle = await at(1, {
      title: 'Gazdasági hírek a héten',
      short_content: 'Heti összefoglaló.',
      content: '<p>Semmi különös.</p>',
    });
    const inLead = await at(2, {
      title: 'Pénteki összefoglaló',
      short_content: 'A gazdasag lassul, mondják.',
      content: '<p>Részletek később.</p>',
      menu_type: 'draft',
    });
    const inText = await at(3, {
      title: 'Egy hosszú cikk',
      short_content: 'Bevezető.',
      content:
        '<p>A <strong>gazdaság</strong> &amp; a politika: 5 &lt; 6, &lt;b&gt;kiemelve&lt;/b&gt; <script>alert(1)</script></p>',
      menu_id: otherMenu.id,
    });
    await at(4, { title: 'Időjárás', short_content: 'Esik az eső.', content: '<p>Hideg lesz.</p>' });
    // Last and through the API: its reply waits until the list cache has heard every write before
    // it (those straight to the database too), so no read below gets a list an earlier test left.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ title: 'Gazdagok listája', short_content: 'Vagyonok.', menu_id: menu.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { menu, otherMenu, inTitle, inLead, inText };
  }

  it('finds every form of the word in the title, lead or text, accents or none, the title match first', async () => {
    const { inTitle, inLead, inText } = await buildMatches();
    const ranked = [inTitle.id, inLead.id, inText.id];
    for (const words of ['gazdaság', 'gazdasag', 'GAZDASÁGI', 'gazdasági']) {
      const body = await listOk(text(words));
      expect(
        body.data.map((p) => p.id),
        words,
      ).toEqual(ranked);
      expect(body.pagination, words).toStrictEqual({ total: 3, per_page: 20, current_page: 1, last_page: 1 });
    }
    // A sort of its own orders the matches as it orders any list.
    expect(await ids(`${text('gazdaság')}&sort=date`)).toEqual([inText.id, inLead.id, inTitle.id]);
    // Web search syntax: a phrase, and a word left out (the order of the rest is not asserted:
    // ts_rank scores every match of a query with a NOT alike, so they come newest first).
    expect(await ids(text('"gazdasági hírek"'))).toEqual([inTitle.id]);
    expect((await ids(text('gazdaság -politika'))).sort()).toEqual([inTitle.id, inLead.id].sort());
    expect(await ids(text('tőzsde'))).toEqual([]);
  });

  it('finds a word behind an accented ending, typed with accents or without, and marks it', async () => {
    const about = (title: string, content: string) =>
      buildPost(t.db, { title, short_content: 'Hír.', content });
    const from = await about('Hírek', '<p>Döntés született a kormányról és az iskolákban.</p>');
    const by = await about('Nyilatkozat', '<p>A miniszterelnökként tett ígéret a gazdaságból indul.</p>');
    await about('Más', '<p>Semmi köze hozzá.</p>');
    for (const [words, found] of [
      ['kormány', [from.id]],
      ['kormany', [from.id]],
      ['kormányról', [from.id]],
      ['kormanyrol', [from.id]],
      ['iskola', [from.id]],
      ['gazdaság', [by.id]],
      ['miniszterelnök', [by.id]],
      ['gazdasag miniszterelnok', [by.id]],
    ] as const) {
      expect(await ids(text(words)), words).toEqual(found);
    }
    const snippet = async (words: string) => (await listOk(text(words))).data[0]?.snippet ?? '';
    expect(await snippet('kormány')).toContain('<mark>kormányról</mark>');
    expect(await snippet('kormany')).toContain('<mark>kormányról</mark>');
    expect(await snippet('miniszterelnök')).toContain('<mark>miniszterelnökként</mark>');
  });

  it('saves and finds an article whose words hold letters that fold into a quote or a backslash', async () => {
    // 'ʼ' (a modifier apostrophe) is a letter of its word and folds into a quote: the vector's
    // words are then folded one by one (migration 0018), so the save neither fails nor loses them.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({
        title: 'Dunaʼparti árvíz',
        short_content: 'A „gát” ″kitart″.',
        content: '<p>Az út\\vonal ∖ lezárva, a Tiszaʼn is árad.</p>',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.title, 'Dunaʼparti árvíz'));
    for (const words of ['árvíz', 'arviz', 'gát', 'gat', 'lezárva', 'árad']) {
      expect(await ids(text(words)), words).toEqual([saved?.id]);
    }
  });

  it('marks the matched words in an escaped snippet of the lead and text; HTML never comes through', async () => {
    const { inLead, inText } = await buildMatches();
    const rows = new Map((await listOk(text('gazdaság'))).data.map((p) => [p.id, p.snippet]));
    const lead = rows.get(inLead.id) ?? '';
    expect(lead).toContain('<mark>gazdasag</mark>');
    const body = rows.get(inText.id) ?? '';
    expect(body).toContain('<mark>gazdaság</mark>');
    // The article's tags are gone; the characters it shows as text arrive escaped.
    expect(body).toContain('&amp;');
    expect(body).toContain('5 &lt; 6');
    expect(body).toContain('&lt;b&gt;kiemelve&lt;/b&gt;');
    for (const snippet of [lead, body]) {
      expect(snippet.replaceAll('<mark>', '').replaceAll('</mark>', '')).not.toMatch(/[<>]/);
    }
    // Without the filter no row has a snippet.
    expect((await listOk('')).data.some((p) => 'snippet' in p)).toBe(false);
  });

  it('q still searches the titles alone; text narrows with the other filters', async () => {
    const { menu, otherMenu, inTitle, inLead, inText } = await buildMatches();
    expect(await ids('q=gazdas')).toEqual([inTitle.id]);
    expect(await ids(`${text('gazdaság')}&menu_id=${otherMenu.id}`)).toEqual([inText.id]);
    expect(await ids(`${text('gazdaság')}&menu_id=${menu.id}`)).toEqual([inTitle.id, inLead.id]);
    const drafts = await listOk(`${text('gazdaság')}&type=draft`);
    expect(drafts.data.map((p) => p.id)).toEqual([inLead.id]);
    expect(drafts.pagination.total).toBe(1);
    expect(await ids(`${text('gazdaság')}&type=post&q=hossz`)).toEqual([inText.id]);
  });

  it('more than 200 characters is a 400 shaped like the title search’s', async () => {
    const long = 'gazdaság '.repeat(30).slice(0, 201);
    const res = await list(text(long));
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBody(res);
    expect(Object.keys(error.errors ?? {})).toEqual(['text']);
    const titleError = errorBody(await list(`q=${encodeURIComponent(long)}`));
    expect(error.message).toBe(titleError.message);
    expect(error.errors?.text).toEqual(titleError.errors?.q);
    expect((await list(text(long.slice(0, 200)))).statusCode).toBe(200);
  });
});

describe('the total of a text search', () => {
  it(`is exact up to ${TEXT_SEARCH_TOTAL_CAP}; past it, ${TEXT_SEARCH_TOTAL_CAP} and a lower bound`, async () => {
    const menu = await buildMenu(t.db);
    // One statement for all of them, each as small as an article gets (every index of the table
    // takes each row): drafts, so none is a change of the public site.
    await t.db.execute(sql`
      insert into posts (title, short_content, content, menu_id, user_id, menu_type, shortname, post_url)
      select '', 'költségvetés', '', ${menu.id}, ${editor.user.id}, 'draft', 'koltsegvetes-' || i, ''
      from generate_series(1, ${TEXT_SEARCH_TOTAL_CAP + 1}) i`);
    const [newest, next] = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.menuId, menu.id))
      .orderBy(desc(posts.id))
      .limit(2);
    /** Deleted through the API: its reply waits until the list cache has heard the change. */
    const remove = async (id: number | undefined) => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });
      expect(res.statusCode, res.body).toBe(200);
    };

    const over = await listOk(text('költségvetés'));
    expect(over.pagination).toStrictEqual({
      total: TEXT_SEARCH_TOTAL_CAP,
      per_page: 20,
      current_page: 1,
      last_page: TEXT_SEARCH_TOTAL_CAP / 20,
      total_is_lower_bound: true,
    });
    expect(over.data).toHaveLength(20);
    expect(over.data[0]?.snippet).toContain('<mark>költségvetés</mark>');

    // One match fewer: exactly the cap, counted exactly.
    await remove(newest?.id);
    expect((await listOk(text('költségvetés'))).pagination).toStrictEqual({
      total: TEXT_SEARCH_TOTAL_CAP,
      per_page: 20,
      current_page: 1,
      last_page: TEXT_SEARCH_TOTAL_CAP / 20,
    });
    await remove(next?.id);
    expect((await listOk(`${text('költségvetés')}&per_page=100`)).pagination).toStrictEqual({
      total: TEXT_SEARCH_TOTAL_CAP - 1,
      per_page: 100,
      current_page: 1,
      last_page: TEXT_SEARCH_TOTAL_CAP / 100,
    });
  });
});

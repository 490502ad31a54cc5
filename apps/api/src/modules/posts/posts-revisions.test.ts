/**
 * Every save of an article through the API leaves one revision, written in the save's own
 * transaction with the save's action; a refused save leaves none (docs/product.md, Articles).
 */
import type { Post, RevisionListItem } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postRevisions } from '../../db/schema/index.ts';
import { getOkData, postEditBody, useTestApp, validPostInput } from '../../test/harness.ts';

const { t, editor } = useTestApp({
  editor: { first_name: 'Réka', last_name: 'Rovatvezető', is_admin: true },
});

const add = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/posts/add', headers: editor.headers, payload: body });
const put = (id: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: editor.headers, payload: body });

const history = (id: number) =>
  getOkData<RevisionListItem[]>(t, `/api/posts/${id}/revisions?per_page=100`, editor.headers);

async function revisionCount(id: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(postRevisions).where(eq(postRevisions.postId, id));
  return row?.n ?? 0;
}

describe('revisions of the saves', () => {
  it('records create, update, publish, unpublish and restore, newest first, with who and the state', async () => {
    const created = (await add(validPostInput({ title: 'Első változat' }))).json<{ data: Post }>().data;
    const updated = (await put(created.id, postEditBody(created, { title: 'Második változat' }))).json<{
      data: Post;
    }>().data;
    const published = (await put(updated.id, postEditBody(updated, { menu_type: 'post' }))).json<{
      data: Post;
    }>().data;
    const unpublished = (await put(published.id, postEditBody(published, { menu_type: 'draft' }))).json<{
      data: Post;
    }>().data;
    const first = (await history(created.id)).at(-1);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${created.id}/revisions/${first?.id}/restore`,
      headers: editor.headers,
      payload: { last_update: unpublished.last_update },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: Post }>().data.title).toBe('Első változat');

    const rows = await history(created.id);
    expect(rows.map((r) => [r.action, r.menu_type, r.title])).toEqual([
      ['restore', 'draft', 'Első változat'],
      ['unpublish', 'draft', 'Második változat'],
      ['publish', 'post', 'Második változat'],
      ['update', 'draft', 'Második változat'],
      ['create', 'draft', 'Első változat'],
    ]);
    for (const row of rows) expect(row.full_name).toBe('Rovatvezető Réka');
  });

  it('keeps the whole saved article in its revision', async () => {
    const created = (await add(validPostInput({ title: 'Teljes mentés', keywords: 'egy, kettő' }))).json<{
      data: Post;
    }>().data;
    const [latest] = await history(created.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${created.id}/revisions/${latest?.id}`,
      headers: editor.headers,
    });
    expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      title: created.title,
      short_content: created.short_content,
      content: created.content,
      keywords: created.keywords,
      menu_id: created.menu_id,
      secondary_menu_id: created.secondary_menu_id,
      post_type: created.post_type,
      thumbnail: created.thumbnail,
      thumbnail_source: created.thumbnail_source,
      menu_type: created.menu_type,
    });
  });

  it('fifty concurrent saves leave exactly fifty revisions', async () => {
    const before = (await t.db.select({ n: count() }).from(postRevisions))[0]?.n ?? 0;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        add(i % 5 === 0 ? validPostInput({ title: 'Ugyanaz a cím' }) : validPostInput()),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const after = (await t.db.select({ n: count() }).from(postRevisions))[0]?.n ?? 0;
    expect(after - before).toBe(50);
    for (const reply of replies) expect(await revisionCount(reply.json<{ data: Post }>().data.id)).toBe(1);
  });

  it('a refused save (a stale 409, a 400) writes no revision', async () => {
    const created = (await add(validPostInput())).json<{ data: Post }>().data;
    const saved = await put(created.id, postEditBody(created, { title: 'Elfogadott mentés' }));
    expect(saved.statusCode).toBe(200);
    // The editor that still holds the first load loses the race.
    const stale = await put(created.id, postEditBody(created, { title: 'Elavult mentés' }));
    expect(stale.statusCode).toBe(409);
    const invalid = await put(created.id, postEditBody(saved.json<{ data: Post }>().data, { title: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(await revisionCount(created.id)).toBe(2);
  });

  it('two saves of one article at the same moment: one 200 and one revision added', async () => {
    const created = (await add(validPostInput())).json<{ data: Post }>().data;
    const replies = await Promise.all(
      ['A', 'B'].map((suffix) => put(created.id, postEditBody(created, { title: `Verseny ${suffix}` }))),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await revisionCount(created.id)).toBe(2);
  });
});

/** Saving (PUT /api/posts/:id) and deleting (DELETE /api/posts/:id) an article. */
import { POST_MESSAGES, type Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { errorBody, imageDataUrl } from '../../test/harness.ts';
import { type SavedReply, usePostsTestApp } from './posts-support.ts';

const { t, editor, putPost, getPost, deletePost, createPost, loadPost, editBody } = usePostsTestApp();

describe('PUT /api/posts/:id', () => {
  it('saves with the loaded last_update, which then moves on', async () => {
    const created = await createPost({ menu_type: 'draft' });
    const loaded = await loadPost(created.id);
    const res = await putPost(
      created.id,
      editBody(loaded, { short_content: 'Új bevezető.', keywords: 'x, y,x', menu_type: 'draft' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body.message).toBe(POST_MESSAGES.savedAsDraft);
    expect(body.data).toMatchObject({
      id: created.id,
      short_content: 'Új bevezető.',
      keywords: 'x,y',
      menu_type: 'draft',
      creation_date: loaded.creation_date,
    });
    expect(Date.parse(body.data.last_update)).toBeGreaterThan(Date.parse(loaded.last_update));
    expect(await loadPost(created.id)).toEqual(body.data);

    // Publishing it: the published message and menu_type post.
    const published = await putPost(created.id, editBody(body.data, { menu_type: 'post' }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<SavedReply>()).toMatchObject({
      message: POST_MESSAGES.published,
      data: { menu_type: 'post' },
    });
  });

  it('keeps the author; another editor saving does not take the article over', async () => {
    const created = await createPost();
    const developer = await t.signIn({ is_developer: true });
    const res = await putPost(created.id, editBody(created, { title: 'Más mentette' }), developer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReply>().data.user_id).toBe(editor.user.id);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, created.id));
    expect(row?.updatedBy).toBe(developer.user.id);
  });

  it('a stale last_update is a 409 and the stored article stays as the first save left it', async () => {
    const loaded = await createPost({ title: 'Ütközés előtt' });
    const first = await putPost(
      loaded.id,
      editBody(loaded, { title: 'Első mentés', content: '<p>első</p>' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<SavedReply>().data;

    const second = await putPost(
      loaded.id,
      editBody(loaded, { title: 'Második mentés', content: '<p>2</p>' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status: 'error', message: POST_MESSAGES.conflict });
    expect(POST_MESSAGES.conflict).toBe(
      'A cikket időközben más módosította. Töltse be újra, mielőtt mentene!',
    );
    expect(await loadPost(loaded.id)).toEqual(afterFirst);
  });

  it('a missing or unreadable last_update is a 400', async () => {
    const post = await createPost();
    for (const last_update of [undefined, '', 'tegnap']) {
      const body = editBody(post, { title: 'Nem menthető' });
      if (last_update === undefined) delete body.last_update;
      else body.last_update = last_update;
      const res = await putPost(post.id, body);
      expect(res.statusCode, String(last_update)).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {})).toContain('last_update');
    }
    expect((await loadPost(post.id)).title).toBe(post.title);
  });

  it('two concurrent saves from the same load: exactly one 200 and one 409', async () => {
    const post = await createPost();
    const replies = await Promise.all([
      putPost(post.id, editBody(post, { title: 'Párhuzamos A' })),
      putPost(post.id, editBody(post, { title: 'Párhuzamos B' })),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.statusCode === 200)?.json<SavedReply>().data;
    expect(await loadPost(post.id)).toEqual(winner);
  });

  it("a published article keeps its shortname when its title changes; a draft's follows the title", async () => {
    const published = await createPost({ title: 'Közzétett eredeti cím', menu_type: 'post' });
    const p = await putPost(published.id, editBody(published, { title: 'Közzétett új cím' }));
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json<SavedReply>().data).toMatchObject({
      title: 'Közzétett új cím',
      shortname: 'kozzetett-eredeti-cim',
      post_url: '/hirek/kozzetett-eredeti-cim/',
    });

    const draft = await createPost({ title: 'Piszkozat eredeti cím', menu_type: 'draft' });
    expect(draft.shortname).toBe('piszkozat-eredeti-cim');
    const d = await putPost(draft.id, editBody(draft, { title: 'Piszkozat új cím' }));
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json<SavedReply>().data).toMatchObject({
      shortname: 'piszkozat-uj-cim',
      post_url: '/hirek/piszkozat-uj-cim/',
    });
    // The old shortname is free again.
    expect((await createPost({ title: 'Piszkozat eredeti cím' })).shortname).toBe('piszkozat-eredeti-cim');
  });

  it("a draft renamed to another article's title gets a unique shortname", async () => {
    await createPost({ title: 'Foglalt cím' });
    const draft = await createPost({ title: 'Még szabad cím' });
    const res = await putPost(draft.id, editBody(draft, { title: 'Foglalt cím' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReply>().data.shortname).toBe('foglalt-cim-2');
  });

  it('applies the same rules as a new article', async () => {
    const post = await createPost();
    const blank = await putPost(post.id, editBody(post, { title: '', content: '<p></p>' }));
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).message).toBe(POST_MESSAGES.invalid);
    expect(Object.keys(errorBody(blank).errors ?? {}).sort()).toEqual(['content', 'title']);
    const noCover = await putPost(post.id, editBody(post, { thumbnail: '' }));
    expect(noCover.statusCode).toBe(400);
    expect(errorBody(noCover).message).toBe(POST_MESSAGES.noCover);
    expect(await loadPost(post.id)).toEqual(post);

    const cover = await putPost(post.id, editBody(post, { image: { data: await imageDataUrl() } }));
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json<SavedReply>().data.thumbnail).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(cover.json<SavedReply>().data.thumbnail).not.toBe(post.thumbnail);
  });

  it('a deleted or missing article is a 404', async () => {
    const post = await createPost();
    expect((await deletePost(post.id)).statusCode).toBe(200);
    const res = await putPost(post.id, editBody(post, { title: 'Feltámasztva' }));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(POST_MESSAGES.notFound(post.id));
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.title).toBe(post.title);
    expect(row?.isActive).toBe(false);

    const missing = await putPost(987654, editBody(post));
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe('#987654 cikk nem létezik!');
    expect((await putPost('abc', editBody(post))).statusCode).toBe(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('is a soft delete: the row stays inactive, lists show it only with include_inactive=1', async () => {
    const post = await createPost({ title: 'Törlendő cikk' });
    const res = await deletePost(post.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: POST_MESSAGES.deleted });

    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ title: 'Törlendő cikk', isActive: false });
    expect((await getPost(post.id)).statusCode).toBe(404);

    const list = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin-posts?q=${encodeURIComponent('Törlendő cikk')}${query}`,
        headers: editor.headers,
      });
    expect((await list('')).json<{ data: Post[] }>().data).toEqual([]);
    const shown = (await list('&include_inactive=1')).json<{ data: Post[] }>().data;
    expect(shown.map((p) => [p.id, p.is_active])).toEqual([[post.id, 0]]);
  });

  it('a second delete, or a missing article, is a 404', async () => {
    const post = await createPost();
    expect((await deletePost(post.id)).statusCode).toBe(200);
    const again = await deletePost(post.id);
    expect(again.statusCode).toBe(404);
    expect(errorBody(again).message).toBe(POST_MESSAGES.notFound(post.id));
    expect((await deletePost(987654)).statusCode).toBe(404);
    expect((await deletePost('abc')).statusCode).toBe(400);
  });

  it('works with content-type: application/json and an empty body', async () => {
    const post = await createPost();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: { ...editor.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPost(post.id)).statusCode).toBe(404);
  });
});

/** Reading an article (GET /api/posts/:id) and a category's most used keywords. */
import { POST_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu, buildPost, errorBody, setVisitTotals } from '../../test/harness.ts';
import { MINUTE_MS, type SavedReply, usePostsTestApp } from './posts-support.ts';

const { t, editor, getPost, createPost } = usePostsTestApp();

describe('GET /api/posts/:id', () => {
  it('answers every field of the article (docs/product.md) with its author and category', async () => {
    const hirek = 1;
    const [submenu] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin-sub-menu-items/${hirek}`,
        headers: editor.headers,
      })
    ).json<{ data: Array<{ id: number }> }>().data;
    expect(submenu).toBeDefined();
    const before = Date.now();
    await t.storeUpload('/uploads/posts/covers/teljes.jpg');
    const created = await createPost({
      title: 'Teljes cikk minden mezővel',
      short_content: 'A bevezető.',
      content: '<p>A <em>teljes</em> szöveg.</p>',
      menu_id: hirek,
      secondary_menu_id: submenu?.id ?? 0,
      post_type: 'Interjú',
      keywords: 'egy,kettő',
      thumbnail: '/uploads/posts/covers/teljes.jpg',
      thumbnail_source: 'Fotó: MTI',
      menu_type: 'post',
    });
    await setVisitTotals(t.db, created.id, 30, 12);

    const res = await getPost(created.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body.status).toBe('ok');
    expect(body.data).toEqual({
      id: created.id,
      title: 'Teljes cikk minden mezővel',
      short_content: 'A bevezető.',
      content: '<p>A <em>teljes</em> szöveg.</p>',
      menu_id: hirek,
      menu_name: 'Hírek',
      secondary_menu_id: submenu?.id,
      post_type: 'Interjú',
      keywords: 'egy,kettő',
      thumbnail: '/uploads/posts/covers/teljes.jpg',
      thumbnail_source: 'Fotó: MTI',
      is_active: 1,
      user_id: editor.user.id,
      menu_type: 'post',
      post_url: '/hirek/teljes-cikk-minden-mezovel/',
      shortname: 'teljes-cikk-minden-mezovel',
      creation_date: created.creation_date,
      last_update: created.last_update,
      full_name: 'Szerkesztő Erzsébet',
      desktop_visitors: 30,
      mobile_visitors: 12,
      total_visitors: 42,
      publish_at: null,
      published_late: 0,
      scheduled_by: null,
      workflow_status: 'draft',
      workflow_note: '',
      responsible_editor_id: null,
      embargo_until: null,
    });
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
    expect(body.data.creation_date).toMatch(iso);
    expect(body.data.last_update).toMatch(iso);
    expect(Date.parse(body.data.creation_date)).toBeGreaterThan(before - MINUTE_MS);
    expect(Date.parse(body.data.creation_date)).toBeLessThan(Date.now() + MINUTE_MS);
  });

  it('a missing article is a 404 with #{id} cikk nem létezik!', async () => {
    const res = await getPost(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: '#987654 cikk nem létezik!' });
  });

  it('an inactive (deleted) article is a 404 with the same message', async () => {
    const post = await buildPost(t.db, { is_active: false });
    const res = await getPost(post.id);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(POST_MESSAGES.notFound(post.id));
    expect(POST_MESSAGES.notFound(post.id)).toBe(`#${post.id} cikk nem létezik!`);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('id %s is a 400, never a 500', async (id) => {
    const res = await getPost(id);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).status).toBe('error');
  });
});

describe('GET /api/posts/most-used-keywords/:menu_path', () => {
  it("counts the keywords of the category's active articles, most used first", async () => {
    const menu = await buildMenu(t.db);
    const other = await buildMenu(t.db);
    for (const keywords of ['foci,EB', 'foci,vb', 'foci,EB,edző', 'EB']) {
      await buildPost(t.db, { menu_id: menu.id, keywords });
    }
    await buildPost(t.db, { menu_id: menu.id, keywords: 'foci,törölt', is_active: false });
    await buildPost(t.db, { menu_id: menu.id, keywords: '' });
    await buildPost(t.db, { menu_id: other.id, keywords: 'máshol,vb,vb2' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/most-used-keywords/${menu.path}`,
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; most_used_keywords: Record<string, number> }>();
    expect(body.status).toBe('ok');
    expect(body.most_used_keywords).toEqual({ foci: 3, EB: 3, vb: 1, edző: 1 });
    const keys = Object.keys(body.most_used_keywords);
    expect(keys.slice(0, 2).sort()).toEqual(['EB', 'foci']);
    expect(keys.slice(2).sort()).toEqual(['edző', 'vb']);
  });

  it('an unknown category answers an empty map', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/posts/most-used-keywords/nincs-ilyen-rovat',
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', most_used_keywords: {} });
  });
});

/**
 * An article's revisions: recordRevision (what the article's saves call inside their transaction),
 * the list and one revision.
 */
import { POST_MESSAGES, REVISION_MESSAGES, type Revision, SERVER_MESSAGES } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { buildMenu, buildPost, errorBody } from '../../test/harness.ts';
import { recordRevision } from './revisions.service.ts';
import { type ListBody, useRevisionsTestApp } from './revisions-support.ts';

const { t, editor, developer, list, getOne, articleWithHistory, revisionCount } = useRevisionsTestApp();

describe('recordRevision', () => {
  it('copies the row as the transaction wrote it, with who, when and the action', async () => {
    const menu = await buildMenu(t.db, { submenus: ['Belföld'] });
    const post = await buildPost(t.db, { menu_type: 'draft' });
    const before = Date.now();
    const revisionId = await inTransaction(t.db, async (tx) => {
      await tx
        .update(posts)
        .set({
          title: 'Megírt cím',
          shortContent: 'Bevezető',
          content: '<p>Tartalom</p>',
          keywords: 'egy,kettő',
          menuId: menu.id,
          secondaryMenuId: menu.submenus[0]?.id ?? 0,
          postType: 'Hír',
          thumbnail: '/uploads/posts/covers/uj.jpg',
          thumbnailSource: 'MTI',
          menuType: 'post',
        })
        .where(eq(posts.id, post.id));
      return recordRevision(tx, post.id, editor.user.id, 'publish');
    });
    const res = await getOne(post.id, revisionId);
    expect(res.statusCode).toBe(200);
    const revision = res.json<{ data: Revision }>().data;
    expect(revision).toEqual({
      id: revisionId,
      post_id: post.id,
      created_at: expect.any(String),
      user_id: editor.user.id,
      full_name: 'Szerkesztő Erzsébet',
      action: 'publish',
      menu_type: 'post',
      title: 'Megírt cím',
      short_content: 'Bevezető',
      content: '<p>Tartalom</p>',
      keywords: 'egy,kettő',
      menu_id: menu.id,
      secondary_menu_id: menu.submenus[0]?.id,
      post_type: 'Hír',
      thumbnail: '/uploads/posts/covers/uj.jpg',
      thumbnail_source: 'MTI',
      publish_at: null,
      restored_from: null,
      scheduled_by: null,
    });
    expect(new Date(revision.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('writes nothing when the save fails after it, in the same transaction', async () => {
    const post = await buildPost(t.db, { title: 'Eredeti' });
    await expect(
      inTransaction(t.db, async (tx) => {
        await tx.update(posts).set({ title: 'Sosem mentett' }).where(eq(posts.id, post.id));
        await recordRevision(tx, post.id, editor.user.id, 'update');
        throw new Error('the save fails after the revision');
      }),
    ).rejects.toThrow('the save fails');
    expect(await revisionCount(post.id)).toBe(0);
    const [row] = await t.db.select({ title: posts.title }).from(posts).where(eq(posts.id, post.id));
    expect(row?.title).toBe('Eredeti');
  });

  it('throws for an article that does not exist, so the save rolls back', async () => {
    await expect(
      inTransaction(t.db, (tx) => recordRevision(tx, 987_654_321, editor.user.id, 'update')),
    ).rejects.toThrow(/does not exist/);
  });

  it('records the schedule: the row’s own, or the one the caller names', async () => {
    const post = await buildPost(t.db, { menu_type: 'draft' });
    const publishAt = new Date('2031-05-01T08:00:00.000Z');
    await t.db.update(posts).set({ publishAt, scheduledBy: developer.user.id }).where(eq(posts.id, post.id));
    const own = await inTransaction(t.db, (tx) => recordRevision(tx, post.id, editor.user.id, 'update'));
    const named = await inTransaction(t.db, (tx) =>
      recordRevision(tx, post.id, editor.user.id, 'scheduled-publish', {
        scheduledBy: editor.user.id,
        publishAt: new Date('2031-05-02T08:00:00.000Z'),
      }),
    );
    const ownRevision = (await getOne(post.id, own)).json<{ data: Revision }>().data;
    const namedRevision = (await getOne(post.id, named)).json<{ data: Revision }>().data;
    expect([ownRevision.publish_at, ownRevision.scheduled_by]).toEqual([
      publishAt.toISOString(),
      developer.user.id,
    ]);
    expect([namedRevision.publish_at, namedRevision.scheduled_by]).toEqual([
      '2031-05-02T08:00:00.000Z',
      editor.user.id,
    ]);
  });
});

describe('GET /api/posts/{id}/revisions', () => {
  it('lists newest first with who saved, the state and the title, to any signed-in user', async () => {
    const { post, revisionIds } = await articleWithHistory(2);
    const res = await list(post.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListBody>();
    expect(body.status).toBe('ok');
    expect(body.pagination).toEqual({ total: 3, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.data.map((r) => r.id)).toEqual([...revisionIds].reverse());
    expect(body.data.map((r) => [r.title, r.action, r.menu_type, r.full_name, r.user_id])).toEqual([
      ['v2', 'update', 'draft', 'Fejlesztő Dénes', developer.user.id],
      ['v1', 'update', 'draft', 'Fejlesztő Dénes', developer.user.id],
      ['v0', 'create', 'draft', 'Szerkesztő Erzsébet', editor.user.id],
    ]);
    for (const row of body.data)
      expect(Object.keys(row).sort()).toEqual([
        'action',
        'created_at',
        'full_name',
        'id',
        'menu_type',
        'title',
        'user_id',
      ]);
  });

  it('pages with page and per_page, capping per_page at 100', async () => {
    const { post, revisionIds } = await articleWithHistory(4);
    const newestFirst = [...revisionIds].reverse();
    const page2 = (await list(post.id, '?page=2&per_page=2')).json<ListBody>();
    expect(page2.data.map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect(page2.pagination).toEqual({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    const capped = (await list(post.id, '?per_page=1000')).json<ListBody>();
    expect(capped.pagination.per_page).toBe(100);
    expect(capped.data).toHaveLength(5);
    const beyond = (await list(post.id, '?page=9')).json<ListBody>();
    expect(beyond.data).toEqual([]);
  });

  it('answers an empty list for an article without revisions', async () => {
    const post = await buildPost(t.db);
    const body = (await list(post.id)).json<ListBody>();
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ total: 0, per_page: 20, current_page: 1, last_page: 1 });
  });

  it('404 for a missing or deleted article, 400 for a malformed id or page, 401 without a token', async () => {
    const missing = await list(987_654);
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(POST_MESSAGES.notFound(987_654));
    const { post } = await articleWithHistory(1, { is_active: false });
    expect((await list(post.id)).statusCode).toBe(404);
    for (const bad of ['1e3', '0', '-1', 'abc', '2147483648']) {
      expect((await list(bad)).statusCode, bad).toBe(400);
    }
    expect((await list(1, '?per_page=0')).statusCode).toBe(400);
    expect((await list(1, '?page=x')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/revisions` });
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody(anonymous).message).toBe(SERVER_MESSAGES.unauthorized);
  });
});

describe('GET /api/posts/{id}/revisions/{revision_id}', () => {
  it('answers the whole stored article of that save', async () => {
    const { post, revisionIds } = await articleWithHistory(2);
    const res = await getOne(post.id, revisionIds[1] ?? 0);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Revision }>().data).toMatchObject({
      id: revisionIds[1],
      post_id: post.id,
      title: 'v1',
      content: '<p>Szöveg 1.</p>',
      short_content: post.short_content,
      thumbnail: post.thumbnail,
      action: 'update',
      menu_type: 'draft',
    });
  });

  it('404 for a revision of another article or none, and for a missing article', async () => {
    const first = await articleWithHistory(1);
    const second = await articleWithHistory(1);
    const foreign = await getOne(first.post.id, second.revisionIds[0] ?? 0);
    expect(foreign.statusCode).toBe(404);
    expect(errorBody(foreign).message).toBe(REVISION_MESSAGES.notFound(second.revisionIds[0] ?? 0));
    expect((await getOne(first.post.id, 987_654_321)).statusCode).toBe(404);
    const missing = await getOne(987_654, first.revisionIds[0] ?? 0);
    expect(errorBody(missing).message).toBe(POST_MESSAGES.notFound(987_654));
    expect((await getOne(first.post.id, '1.0')).statusCode).toBe(400);
    expect((await getOne(first.post.id, '0x10')).statusCode).toBe(400);
  });
});

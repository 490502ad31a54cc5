/**
 * An article's revisions: recordRevision (what the article's saves call inside their transaction),
 * the list, one revision, and the restore with its optimistic lock, on one instance and two.
 */
import {
  POST_MESSAGES,
  type Post,
  REVISION_MESSAGES,
  type Revision,
  type RevisionAction,
  type RevisionListItem,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRevisions, posts } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  buildMenu,
  buildPost,
  createSiblingServer,
  createTestApp,
  errorBody,
  type SignedIn,
  sessionUserOf,
  type TestApp,
} from '../../test/harness.ts';
import { getPost, restorePost } from '../posts/posts.service.ts';
import { type RevisionDeps, recordRevision } from './revisions.service.ts';

let t: TestApp;
let other: FastifyInstance;
/** Writes articles (is_admin). */
let editor: SignedIn;
/** Another writer (is_developer). */
let developer: SignedIn;
/** Reads only (no role flags). */
let reader: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  other = await createSiblingServer(t);
  editor = await t.signIn({ first_name: 'Erzsébet', last_name: 'Szerkesztő', is_admin: true });
  developer = await t.signIn({ first_name: 'Dénes', last_name: 'Fejlesztő', is_developer: true });
  reader = await t.signIn({ first_name: 'Olga', last_name: 'Olvasó' });
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

interface ListBody {
  status: 'ok';
  data: RevisionListItem[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
}

const list = (id: number | string, query = '', headers = reader.headers) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${id}/revisions${query}`, headers });

const getOne = (id: number | string, revisionId: number | string, headers = reader.headers) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${id}/revisions/${revisionId}`, headers });

const restore = (
  id: number | string,
  revisionId: number | string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = editor.headers,
  app: FastifyInstance = t.app,
) =>
  app.inject({ method: 'POST', url: `/api/posts/${id}/revisions/${revisionId}/restore`, headers, payload });

const loadPost = async (id: number): Promise<Post> =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: reader.headers })).json<{
    data: Post;
  }>().data;

/** A save as the article's module makes it: the write and its revision in one transaction. */
async function save(
  postId: number,
  userId: number,
  action: RevisionAction,
  changes: Partial<typeof posts.$inferInsert>,
): Promise<number> {
  return inTransaction(t.db, async (tx) => {
    await tx
      .update(posts)
      .set({ ...changes, lastUpdate: sql`greatest(now(), ${posts.lastUpdate} + interval '1 millisecond')` })
      .where(eq(posts.id, postId));
    return recordRevision(tx, postId, userId, action);
  });
}

/** A draft with a 'create' revision and `updates` more, titled 'v0', 'v1', …; answers the revision ids in order. */
async function articleWithHistory(updates = 2, overrides: Parameters<typeof buildPost>[1] = {}) {
  const post = await buildPost(t.db, { menu_type: 'draft', title: 'v0', ...overrides });
  const ids = [await inTransaction(t.db, (tx) => recordRevision(tx, post.id, editor.user.id, 'create'))];
  for (let i = 1; i <= updates; i++) {
    ids.push(
      await save(post.id, developer.user.id, 'update', { title: `v${i}`, content: `<p>Szöveg ${i}.</p>` }),
    );
  }
  return { post, revisionIds: ids };
}

async function revisionCount(postId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(postRevisions).where(eq(postRevisions.postId, postId));
  return row?.n ?? 0;
}

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

describe('POST /api/posts/{id}/revisions/{revision_id}/restore', () => {
  it('makes the article that revision as a new save, answered like PUT /api/posts/{id}', async () => {
    const { post, revisionIds } = await articleWithHistory(2);
    const loaded = await loadPost(post.id);
    const res = await restore(post.id, revisionIds[0] ?? 0, { last_update: loaded.last_update });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; message: string; data: Post }>();
    expect(body.status).toBe('ok');
    expect(body.message).toBe(POST_MESSAGES.savedAsDraft);
    expect(body.data).toMatchObject({ id: post.id, title: 'v0', content: post.content, menu_type: 'draft' });
    // The article keeps its address; the save bumps last_update.
    expect([body.data.shortname, body.data.post_url]).toEqual([loaded.shortname, loaded.post_url]);
    expect(new Date(body.data.last_update).getTime()).toBeGreaterThan(new Date(loaded.last_update).getTime());
    expect(await loadPost(post.id)).toEqual(body.data);
    // The restore is a revision of its own, newest, naming what it brought back.
    const newest = (await list(post.id)).json<ListBody>().data[0];
    expect(newest).toMatchObject({ action: 'restore', title: 'v0', user_id: editor.user.id });
    const stored = (await getOne(post.id, newest?.id ?? 0)).json<{ data: Revision }>().data;
    expect(stored.restored_from).toBe(revisionIds[0]);
  });

  it('brings back a published state with its message, and clears the schedule then', async () => {
    const { post } = await articleWithHistory(0);
    const published = await save(post.id, editor.user.id, 'publish', {
      menuType: 'post',
      title: 'Megjelent',
    });
    await save(post.id, editor.user.id, 'unpublish', {
      menuType: 'draft',
      title: 'Időzített',
      publishAt: new Date(Date.now() + 3600_000),
      scheduledBy: editor.user.id,
    });
    const res = await restore(post.id, published, { last_update: (await loadPost(post.id)).last_update });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: Post }>();
    expect([body.message, body.data.menu_type, body.data.title]).toEqual([
      POST_MESSAGES.published,
      'post',
      'Megjelent',
    ]);
    const [row] = await t.db
      .select({ publishAt: posts.publishAt, scheduledBy: posts.scheduledBy })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row).toEqual({ publishAt: null, scheduledBy: null });
  });

  it('a draft restored onto a scheduled draft keeps the schedule', async () => {
    const { post, revisionIds } = await articleWithHistory(1);
    const publishAt = new Date(Date.now() + 3600_000);
    await t.db.update(posts).set({ publishAt, scheduledBy: developer.user.id }).where(eq(posts.id, post.id));
    const res = await restore(post.id, revisionIds[0] ?? 0, {
      last_update: (await loadPost(post.id)).last_update,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ publishAt: posts.publishAt }).from(posts).where(eq(posts.id, post.id));
    expect(row?.publishAt?.toISOString()).toBe(publishAt.toISOString());
  });

  it('409 when the article changed since it was loaded; nothing is written', async () => {
    const { post, revisionIds } = await articleWithHistory(1);
    const loaded = await loadPost(post.id);
    await save(post.id, developer.user.id, 'update', { title: 'Közben mentett' });
    const before = { post: await loadPost(post.id), revisions: await revisionCount(post.id) };
    const res = await restore(post.id, revisionIds[0] ?? 0, { last_update: loaded.last_update });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).message).toBe(POST_MESSAGES.conflict);
    expect(await loadPost(post.id)).toEqual(before.post);
    expect(await revisionCount(post.id)).toBe(before.revisions);
  });

  it('two restores of one loaded version on two instances at once: one saves, the other loses the race with 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { post, revisionIds } = await articleWithHistory(2);
      const loaded = await loadPost(post.id);
      const before = await revisionCount(post.id);
      const replies = await Promise.all([
        restore(post.id, revisionIds[0] ?? 0, { last_update: loaded.last_update }, editor.headers, t.app),
        restore(post.id, revisionIds[1] ?? 0, { last_update: loaded.last_update }, developer.headers, other),
      ]);
      expect(replies.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const winner = replies.find((r) => r.statusCode === 200)?.json<{ data: Post }>().data;
      const loser = replies.find((r) => r.statusCode === 409);
      expect(loser && errorBody(loser).message).toBe(POST_MESSAGES.conflict);
      // Exactly one restore revision, and the article is the winner's.
      expect(await revisionCount(post.id)).toBe(before + 1);
      expect(await loadPost(post.id)).toEqual(winner);
    }
  });

  it('the save itself compares last_update, for a concurrent save that slipped past the first check', async () => {
    const { post, revisionIds } = await articleWithHistory(1);
    const loaded = await loadPost(post.id);
    const deps: RevisionDeps = { db: t.db, getPost, restore: restorePost };
    const values = {
      revisionId: revisionIds[0] ?? 0,
      title: 'Nem íródik ki',
      shortContent: 'x',
      content: '<p>x</p>',
      keywords: '',
      menuId: 1,
      secondaryMenuId: 0,
      postType: '',
      thumbnail: post.thumbnail,
      thumbnailSource: '',
      menuType: 'draft' as const,
    };
    const stale = new Date(new Date(loaded.last_update).getTime() - 1);
    await expect(restorePost(deps, sessionUserOf(editor.user), post.id, values, stale)).rejects.toMatchObject(
      {
        status: 409,
        message: POST_MESSAGES.conflict,
      },
    );
    await t.db.update(posts).set({ isActive: false }).where(eq(posts.id, post.id));
    await expect(
      restorePost(deps, sessionUserOf(editor.user), post.id, values, new Date(loaded.last_update)),
    ).rejects.toMatchObject({ status: 404, message: POST_MESSAGES.notFound(post.id) });
    expect(await revisionCount(post.id)).toBe(2);
    const [row] = await t.db.select({ title: posts.title }).from(posts).where(eq(posts.id, post.id));
    expect(row?.title).toBe('v1');
  });

  it('404 for a revision of another article, a missing revision or a deleted article; nothing written', async () => {
    const first = await articleWithHistory(1);
    const second = await articleWithHistory(1);
    const loaded = await loadPost(first.post.id);
    const foreign = await restore(first.post.id, second.revisionIds[0] ?? 0, {
      last_update: loaded.last_update,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorBody(foreign).message).toBe(REVISION_MESSAGES.notFound(second.revisionIds[0] ?? 0));
    expect((await restore(first.post.id, 987_654_321, { last_update: loaded.last_update })).statusCode).toBe(
      404,
    );
    expect(await loadPost(first.post.id)).toEqual(loaded);
    expect([await revisionCount(first.post.id), await revisionCount(second.post.id)]).toEqual([2, 2]);
    await t.db.update(posts).set({ isActive: false }).where(eq(posts.id, second.post.id));
    const deleted = await restore(second.post.id, second.revisionIds[0] ?? 0, {
      last_update: loaded.last_update,
    });
    expect(deleted.statusCode).toBe(404);
    expect(errorBody(deleted).message).toBe(POST_MESSAGES.notFound(second.post.id));
  });

  it('400 without a last_update or with one that is not a timestamp, and for malformed ids', async () => {
    const { post, revisionIds } = await articleWithHistory(1);
    const revisionId = revisionIds[0] ?? 0;
    for (const payload of [{}, { last_update: '' }, { last_update: 'tegnap' }]) {
      const res = await restore(post.id, revisionId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(res).errors?.last_update, JSON.stringify(payload)).toBe(POST_MESSAGES.invalid);
    }
    expect((await restore(post.id, revisionId, { last_update: 5 })).statusCode).toBe(400);
    expect((await restore('1e3', revisionId, { last_update: post.last_update })).statusCode).toBe(400);
    expect((await restore(post.id, '+1', { last_update: post.last_update })).statusCode).toBe(400);
    expect(await revisionCount(post.id)).toBe(2);
  });

  it('401 without a token, 403 without writePosts; nothing written', async () => {
    const { post, revisionIds } = await articleWithHistory(1);
    const loaded = await loadPost(post.id);
    const anonymous = await restore(post.id, revisionIds[0] ?? 0, { last_update: loaded.last_update }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody(anonymous).message).toBe(SERVER_MESSAGES.unauthorized);
    const administrator = await t.signIn({ is_administrator: true });
    for (const who of [reader, administrator]) {
      const res = await restore(
        post.id,
        revisionIds[0] ?? 0,
        { last_update: loaded.last_update },
        who.headers,
      );
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect(await loadPost(post.id)).toEqual(loaded);
    expect(await revisionCount(post.id)).toBe(2);
    // is_developer may (writePosts).
    expect(
      (await restore(post.id, revisionIds[0] ?? 0, { last_update: loaded.last_update }, developer.headers))
        .statusCode,
    ).toBe(200);
  });
});

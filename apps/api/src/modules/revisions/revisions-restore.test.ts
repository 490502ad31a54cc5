/** The restore of an article's revision with its optimistic lock, on one instance and two. */
import {
  POST_MESSAGES,
  type Post,
  REVISION_MESSAGES,
  type Revision,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createSiblingServer, errorBody, sessionUserOf } from '../../test/harness.ts';
import { getPost, restorePost } from '../posts/posts.service.ts';
import type { RevisionDeps } from './revisions.service.ts';
import { type ListBody, useRevisionsTestApp } from './revisions-support.ts';

const {
  t,
  editor,
  developer,
  reader,
  list,
  getOne,
  restore,
  loadPost,
  save,
  articleWithHistory,
  revisionCount,
} = useRevisionsTestApp();
/** A second server on the same database, as another instance behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await createSiblingServer(t);
});

afterAll(async () => {
  await other?.close();
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

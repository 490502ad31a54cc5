/**
 * Writes refused by the route table (lib/route-access.ts) with 403 change nothing: articles,
 * uploads and polls stay as they were.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { can, type Post, SERVER_MESSAGES } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { polls, posts } from '../db/schema/index.ts';
import { bearer, buildImage, buildPost, errorBody, validPostInput } from '../test/harness.ts';
import { useRoleUsers } from './roles-support.ts';

const { t, roleUsers } = useRoleUsers();

describe('writes refused with 403 change nothing', () => {
  const refused = () => roleUsers.filter((r) => !can(r.user, 'writePosts'));

  async function countPosts(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(posts);
    return row?.n ?? 0;
  }

  async function storedFiles(): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'uploads');
    const entries = await fs.readdir(root, { recursive: true }).catch(() => []);
    return entries.map(String).sort();
  }

  it('POST /api/posts/add creates no article and stores no image', async () => {
    expect(refused().map((r) => r.role)).toEqual(['no flags', 'is_administrator only']);
    const image = {
      data: `data:image/png;base64,${(await buildImage({ format: 'png' })).toString('base64')}`,
    };
    for (const who of refused()) {
      const before = { posts: await countPosts(), files: await storedFiles() };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/add',
        headers: bearer(who.token),
        payload: validPostInput({ thumbnail: '', image }),
      });
      expect(res.statusCode, who.role).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
      expect(await countPosts()).toBe(before.posts);
      expect(await storedFiles()).toEqual(before.files);
    }
  });

  it('PUT /api/posts/:id leaves the article as it was', async () => {
    const post = await buildPost(t.db, { title: 'Érintetlen cím' });
    const reader = roleUsers[0];
    if (!reader) throw new Error('no users');
    const loaded = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: bearer(reader.token) })
    ).json<{ data: Post }>().data;
    for (const who of refused()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        headers: bearer(who.token),
        payload: validPostInput({ title: 'Átírt cím', last_update: loaded.last_update }),
      });
      expect(res.statusCode, who.role).toBe(403);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${post.id}`,
      headers: bearer(reader.token),
    });
    expect(after.json<{ data: Post }>().data).toEqual(loaded);
  });

  it('DELETE /api/posts/:id leaves is_active true', async () => {
    const post = await buildPost(t.db);
    for (const who of refused()) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${post.id}`,
        headers: bearer(who.token),
      });
      expect(res.statusCode, who.role).toBe(403);
    }
    const [row] = await t.db.select({ isActive: posts.isActive }).from(posts).where(eq(posts.id, post.id));
    expect(row?.isActive).toBe(true);
  });

  it('POST /api/image-upload/post-content stores no file', async () => {
    const png = await buildImage({ format: 'png' });
    const before = await storedFiles();
    for (const who of refused()) {
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/image-upload/post-content',
        headers: { ...bearer(who.token), 'content-type': 'image/png' },
        payload: png,
      });
      expect(raw.statusCode, who.role).toBe(403);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/image-upload/post-content',
        headers: bearer(who.token),
        payload: { image: `data:image/png;base64,${png.toString('base64')}` },
      });
      expect(json.statusCode, who.role).toBe(403);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('the same writes by an allowed user do go through (the 403 is not a broken route)', async () => {
    const writer = roleUsers.find((r) => r.role === 'is_developer only');
    if (!writer) throw new Error('no developer');
    const before = await countPosts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: bearer(writer.token),
      payload: validPostInput(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countPosts()).toBe(before + 1);
  });
});

describe('poll writes refused with 403 change nothing', () => {
  it('add, edit, delete, right-item and remove-all by a user without polls.manage', async () => {
    const writer = roleUsers.find((r) => r.role === 'is_admin only');
    if (!writer) throw new Error('no admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/voting-widgets/add',
      headers: bearer(writer.token),
      payload: { name: 'Érintetlen szavazás', items: [{ name: 'Igen' }, { name: 'Nem' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const poll = created.json<{ data: { id: number; last_update: string } }>().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/voting-widgets/${poll.id}/right-item`,
      headers: bearer(writer.token),
    });
    const snapshot = async () => ({
      rows: await t.db.select().from(polls).orderBy(polls.id),
    });
    const before = await snapshot();
    const refused = roleUsers.filter((r) => !can(r.user, 'writePolls'));
    expect(refused.map((r) => r.role)).toEqual([
      'no flags',
      'is_developer only',
      'is_administrator only',
      'Szerző',
    ]);
    const body = { name: 'Átírt', items: [{ name: 'Más' }], last_update: poll.last_update };
    for (const who of refused) {
      for (const [method, url, payload] of [
        ['POST', '/api/voting-widgets/add', body],
        ['PUT', `/api/voting-widgets/${poll.id}`, body],
        ['DELETE', `/api/voting-widgets/${poll.id}`, undefined],
        ['PUT', `/api/voting-widgets/${poll.id}/right-item`, undefined],
        ['PUT', '/api/voting-widgets-remove-all', undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(who.token), payload });
        expect(res.statusCode, `${method} ${url} as ${who.role}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

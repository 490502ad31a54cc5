/**
 * What the article API test files (posts-read, posts-create, posts-validation, posts-cover and
 * posts-edit .test.ts) share: a TestApp with an editor who writes most of their articles, the calls
 * of the article routes, and a check that a refused save leaves no trace.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Post, PostInput } from '@newsroom/shared';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { errorBody, postEditBody, useTestApp, validPostInput } from '../../test/harness.ts';

export interface SavedReply {
  status: 'ok';
  message: string;
  data: Post;
}

export type Body = PostInput & Record<string, unknown>;

export const MINUTE_MS = 60_000;

/** A test file's TestApp, built in beforeAll and closed in afterAll, and its calls of the article routes. */
export function usePostsTestApp() {
  /** An editor (is_admin) who writes most articles of this file. */
  const { t, editor } = useTestApp({
    editor: { first_name: 'Erzsébet', last_name: 'Szerkesztő', is_admin: true },
  });

  const addPost = (payload: Body | string, headers: Record<string, string> = editor.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
      payload,
    });

  const putPost = (id: number | string, payload: Body, headers: Record<string, string> = editor.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers, payload });

  const getPost = (id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: editor.headers });

  const deletePost = (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });

  /** POST /api/posts/add that must succeed; answers the saved article. */
  async function createPost(overrides: Body = {}): Promise<Post> {
    const res = await addPost(validPostInput(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedReply>().data;
  }

  async function loadPost(id: number): Promise<Post> {
    const res = await getPost(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedReply>().data;
  }

  /** The body the editor sends back for a loaded article, with changes. */
  const editBody = (post: Post, changes: Body = {}): Body => postEditBody(post, changes);

  async function countPosts(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(posts);
    return row?.n ?? 0;
  }

  /** Every stored upload (relative paths), without the thumbnail cache. */
  async function listUploads(): Promise<string[]> {
    const root = path.join(t.config.dataDir, 'uploads');
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((p) => !p.startsWith('.thumbs'))
      .sort();
  }

  /** `expected` with the error envelope, and nothing stored (no article, no upload). */
  async function expectRefusedWithoutTrace(
    send: () => ReturnType<typeof addPost>,
    status: number,
    message: string,
  ): Promise<ReturnType<typeof errorBody>> {
    const before = { posts: await countPosts(), uploads: await listUploads() };
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    const body = errorBody(res);
    expect(body.message).toBe(message);
    expect(await countPosts()).toBe(before.posts);
    expect(await listUploads()).toEqual(before.uploads);
    return body;
  }

  return {
    t,
    editor,
    addPost,
    putPost,
    getPost,
    deletePost,
    createPost,
    loadPost,
    editBody,
    countPosts,
    listUploads,
    expectRefusedWithoutTrace,
  };
}

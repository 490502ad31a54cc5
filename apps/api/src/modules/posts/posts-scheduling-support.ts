/**
 * What the test files of scheduled publishing through the API (posts-scheduling and
 * posts-scheduled-publish .test.ts) share: a TestApp with two editors, times as the editor sends
 * them, and the article calls.
 */
import { type Post, type PostInput, postReplySchema, type RevisionListItem } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getOkData, replyBody, type SignedIn, useTestApp } from '../../test/harness.ts';

export type Body = PostInput & Record<string, unknown>;
export const HOUR_MS = 3600_000;
/** A time `hours` from now, with the Budapest offset written as the editor sends it. */
export function inHours(hours: number): string {
  const at = new Date(Date.now() + hours * HOUR_MS);
  // Any offset names the same instant; +01:00 keeps it simple.
  const shifted = new Date(at.getTime() + HOUR_MS);
  return `${shifted.toISOString().slice(0, 19)}+01:00`;
}

/** A test file's TestApp (built in beforeAll, closed in afterAll), its editors and article calls. */
export function usePostsSchedulingTestApp() {
  const { t, editor, colleague } = useTestApp({
    editor: { first_name: 'Ida', last_name: 'Időzítő', is_admin: true },
    colleague: { first_name: 'Kata', last_name: 'Kolléga', is_admin: true },
  });

  async function add(body: Body, who: SignedIn = editor) {
    return t.app.inject({ method: 'POST', url: '/api/posts/add', headers: who.headers, payload: body });
  }
  async function put(id: number, body: Body, who: SignedIn = editor, app: FastifyInstance = t.app) {
    return app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: who.headers, payload: body });
  }
  async function saved(res: Awaited<ReturnType<typeof add>>): Promise<Post> {
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, postReplySchema).data;
  }
  async function load(id: number): Promise<Post> {
    const res = await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: editor.headers });
    return replyBody(res, postReplySchema).data;
  }
  function revisions(id: number): Promise<RevisionListItem[]> {
    return getOkData<RevisionListItem[]>(t, `/api/posts/${id}/revisions?per_page=100`, editor.headers);
  }

  return { t, editor, colleague, add, put, saved, load, revisions };
}

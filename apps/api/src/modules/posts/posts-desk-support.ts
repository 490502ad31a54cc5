/**
 * What the news desk's test files (posts-sort and posts-bulk .test.ts) share: a TestApp with a
 * reader and an editor, no articles at the start of each test, and reads of the article list.
 */
import { type ListReply, type PostListItem, postListReplySchema } from '@newsroom/shared';
import { beforeEach, expect } from 'vitest';
import { postRevisions, posts, postVisitTotals } from '../../db/schema/index.ts';
import { buildPost, type PostOverrides, replyBody, type TestPost, useTestApp } from '../../test/harness.ts';

/** A test file's TestApp (built in beforeAll, closed in afterAll), emptied of articles before each test. */
export function usePostsDeskTestApp() {
  const { t, reader, editor } = useTestApp({
    /** No role flag: reads the list, may not write articles. */
    reader: { first_name: 'Olga', last_name: 'Olvasó' },
    /** is_admin grants writePosts. */
    editor: { first_name: 'Edit', last_name: 'Szerkesztő', is_admin: true },
  });

  beforeEach(async () => {
    await t.db.delete(postVisitTotals);
    await t.db.delete(postRevisions);
    await t.db.delete(posts);
  });

  async function listOk(query: string): Promise<ListReply<PostListItem>> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin-posts?${query}`,
      headers: reader.headers,
    });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return replyBody(res, postListReplySchema);
  }

  const titles = async (query: string) => (await listOk(query)).data.map((p) => p.title);
  const ids = async (query: string) => (await listOk(query)).data.map((p) => p.id);

  /** Articles one minute apart, in the order given (the first is the oldest). */
  async function buildSeries(list: PostOverrides[]): Promise<TestPost[]> {
    const start = Date.parse('2026-05-01T08:00:00Z');
    const built: TestPost[] = [];
    for (const [i, overrides] of list.entries()) {
      built.push(await buildPost(t.db, { creation_date: new Date(start + i * 60_000), ...overrides }));
    }
    return built;
  }

  return { t, reader, editor, listOk, titles, ids, buildSeries };
}

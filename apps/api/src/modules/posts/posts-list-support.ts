/**
 * What the article list's test files (posts-list and posts-list-filters .test.ts) share: a TestApp
 * with a reader, an empty article table at the start of each test, and reads of the list.
 */
import type { ListReply, PostListItem } from '@newsroom/shared';
import { beforeEach, expect } from 'vitest';
import { posts, postVisitTotals } from '../../db/schema/index.ts';
import { buildPost, type PostOverrides, type TestPost, useTestApp } from '../../test/harness.ts';

/** A test file's TestApp (built in beforeAll, closed in afterAll) and its reads of GET /api/admin-posts. */
export function usePostsListTestApp() {
  const { t, reader } = useTestApp({
    /** A user without any role flag: reading the list needs only a session. */
    reader: { first_name: 'Olga', last_name: 'Olvasó' },
  });

  // Every test starts from an empty article table, so totals are exact.
  beforeEach(async () => {
    await t.db.delete(postVisitTotals);
    await t.db.delete(posts);
  });

  function list(query = '') {
    return t.app.inject({
      method: 'GET',
      url: `/api/admin-posts${query ? `?${query}` : ''}`,
      headers: reader.headers,
    });
  }

  async function listOk(query = ''): Promise<ListReply<PostListItem>> {
    const res = await list(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json<ListReply<PostListItem>>();
  }

  /** The ids a query answers, in order. */
  async function ids(query = ''): Promise<number[]> {
    return (await listOk(query)).data.map((p) => p.id);
  }

  /** Builds articles one minute apart, oldest first, so the list answers them newest first. */
  async function buildPosts(n: number, overrides: PostOverrides = {}): Promise<TestPost[]> {
    const start = Date.parse('2026-05-01T08:00:00Z');
    const built: TestPost[] = [];
    for (let i = 0; i < n; i++) {
      built.push(await buildPost(t.db, { creation_date: new Date(start + i * 60_000), ...overrides }));
    }
    return built;
  }

  return { t, reader, list, listOk, ids, buildPosts };
}

export const newestFirst = (list: TestPost[]) => list.map((p) => p.id).reverse();

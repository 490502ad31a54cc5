/**
 * What the scheduler's test files (scheduling and scheduling-instances .test.ts) share: a TestApp
 * with the user who schedules, a stretch of time of its own for every test, and scheduled drafts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { postRevisions, posts } from '../../db/schema/index.ts';
import { buildPost, useTestApp } from '../../test/harness.ts';

export const plus = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A test file's TestApp (built in beforeAll, closed in afterAll), its users and scheduled drafts. */
export function useSchedulingTestApp() {
  const { t, scheduler, reader } = useTestApp({
    scheduler: { first_name: 'Ida', last_name: 'Időzítő', is_admin: true },
    reader: {},
  });

  /**
   * Every test works in its own stretch of time, each 30 days before the previous one's, so a test's
   * runs never reach the drafts earlier tests left: a test's drafts are due from its `base` on, and
   * its runs' `now` stays within a day of it.
   */
  let stretch = 0;
  function newBase(): Date {
    stretch += 1;
    return new Date(Date.UTC(2040, 0, 1) - stretch * 30 * 86_400_000);
  }

  /** A draft scheduled for `publishAt` by the scheduler user (as the article's save will set it). */
  async function scheduledDraft(publishAt: Date, overrides: Parameters<typeof buildPost>[1] = {}) {
    const post = await buildPost(t.db, { menu_type: 'draft', ...overrides });
    await t.db.update(posts).set({ publishAt, scheduledBy: scheduler.user.id }).where(eq(posts.id, post.id));
    return post;
  }

  async function stateOf(id: number) {
    const [row] = await t.db
      .select({
        menuType: posts.menuType,
        publishAt: posts.publishAt,
        publishedLate: posts.publishedLate,
        scheduledBy: posts.scheduledBy,
        lastUpdate: posts.lastUpdate,
      })
      .from(posts)
      .where(eq(posts.id, id));
    return row;
  }

  async function publishRevisions(ids: number[]) {
    return t.db
      .select({ postId: postRevisions.postId, userId: postRevisions.userId })
      .from(postRevisions)
      .where(and(inArray(postRevisions.postId, ids), eq(postRevisions.action, 'scheduled-publish')));
  }

  /** Drafts due at their base time, published by runs started 5 s later; every one has its own base. */
  async function dueDrafts(n: number, base: Date) {
    const drafts = [];
    for (let i = 0; i < n; i++) drafts.push(await scheduledDraft(plus(base, i)));
    return drafts.map((d) => d.id);
  }

  return { t, scheduler, reader, newBase, scheduledDraft, stateOf, publishRevisions, dueDrafts };
}

/**
 * Scheduled publishing: a due draft is published exactly once, at or after its time; the scheduler
 * keeps going after a failed run; the next scheduled drafts are listed soonest first (what counts
 * as late: scheduling-late.test.ts). The time is a controllable clock, never a wait.
 */
import type { Post, Revision, RevisionListItem } from '@newsroom/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildPost, createSiblingServer } from '../../test/harness.ts';
import {
  listUpcomingScheduled,
  PUBLISH_BATCH,
  publishDueArticles,
  startScheduler,
} from './scheduling.service.ts';
import { plus, useSchedulingTestApp } from './scheduling-support.ts';

const { t, scheduler, reader, newBase, scheduledDraft, stateOf, publishRevisions, dueDrafts } =
  useSchedulingTestApp();
/** A second server on the same database, as another instance behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await createSiblingServer(t);
});

afterAll(async () => {
  await other?.close();
});

describe('publishDueArticles', () => {
  it('does not publish before its time', async () => {
    const base = newBase();
    const post = await scheduledDraft(base);
    expect(await publishDueArticles(t.db, { now: plus(base, -1) })).toEqual([]);
    expect(await stateOf(post.id)).toMatchObject({ menuType: 'draft', publishAt: base });
  });

  it('publishes at its time once: the schedule cleared, last_update bumped, a revision naming who scheduled it', async () => {
    const base = newBase();
    const post = await scheduledDraft(base);
    const before = await stateOf(post.id);
    // The scheduler has been running: its run before, then the one at the time.
    expect(await publishDueArticles(t.db, { now: plus(base, -10_000) })).toEqual([]);
    expect(await publishDueArticles(t.db, { now: base })).toEqual([post.id]);
    const after = await stateOf(post.id);
    expect(after).toMatchObject({
      menuType: 'post',
      publishAt: null,
      publishedLate: false,
      scheduledBy: null,
    });
    expect(after?.lastUpdate.getTime()).toBeGreaterThan(before?.lastUpdate.getTime() ?? 0);
    expect(await publishDueArticles(t.db, { now: plus(base, 20_000) })).toEqual([]);
    // The API shows it published; its revision says who scheduled it and for when.
    const res = await other.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: reader.headers });
    expect(res.json<{ data: Post }>().data.menu_type).toBe('post');
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/revisions`, headers: reader.headers })
    ).json<{ data: RevisionListItem[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      action: 'scheduled-publish',
      menu_type: 'post',
      user_id: scheduler.user.id,
      full_name: 'Időzítő Ida',
    });
    const revision = (
      await t.app.inject({
        method: 'GET',
        url: `/api/posts/${post.id}/revisions/${list[0]?.id}`,
        headers: reader.headers,
      })
    ).json<{ data: Revision }>().data;
    expect([revision.scheduled_by, revision.publish_at]).toEqual([scheduler.user.id, base.toISOString()]);
  });

  it('never publishes a deleted draft, nor touches a published article or an unscheduled draft', async () => {
    const base = newBase();
    const deleted = await scheduledDraft(base, { is_active: false });
    const published = await scheduledDraft(base, { menu_type: 'post' });
    const unscheduled = await buildPost(t.db, { menu_type: 'draft' });
    const before = await Promise.all([deleted.id, published.id, unscheduled.id].map(stateOf));
    expect(await publishDueArticles(t.db, { now: plus(base, 86_400_000) })).toEqual([]);
    expect(await Promise.all([deleted.id, published.id, unscheduled.id].map(stateOf))).toEqual(before);
    expect(await publishRevisions([deleted.id, published.id, unscheduled.id])).toEqual([]);
  });

  it('names the last editor, else the author, when nobody is recorded as scheduling it', async () => {
    const base = newBase();
    const author = await t.createUser();
    const editor = await t.createUser();
    const byAuthor = await scheduledDraft(base, { user_id: author.id });
    const byEditor = await scheduledDraft(base, { user_id: author.id });
    await t.db
      .update(posts)
      .set({ scheduledBy: null })
      .where(inArray(posts.id, [byAuthor.id, byEditor.id]));
    await t.db.update(posts).set({ updatedBy: editor.id }).where(eq(posts.id, byEditor.id));
    await publishDueArticles(t.db, { now: base });
    const revisions = await publishRevisions([byAuthor.id, byEditor.id]);
    expect(revisions.sort((a, b) => a.postId - b.postId)).toEqual([
      { postId: byAuthor.id, userId: author.id },
      { postId: byEditor.id, userId: editor.id },
    ]);
  });

  it('publishes in batches of 50, soonest first', async () => {
    const base = newBase();
    const ids = await dueDrafts(PUBLISH_BATCH + 3, base);
    const first = await publishDueArticles(t.db, { now: plus(base, 5_000) });
    expect(first).toHaveLength(PUBLISH_BATCH);
    expect([...first].sort((a, b) => a - b)).toEqual(ids.slice(0, PUBLISH_BATCH));
    expect((await publishDueArticles(t.db, { now: plus(base, 5_000) })).sort((a, b) => a - b)).toEqual(
      ids.slice(PUBLISH_BATCH),
    );
  });
});

describe('startScheduler', () => {
  it('logs a failed run and keeps going; stop waits for the run in progress', async () => {
    const warnings: unknown[] = [];
    let calls = 0;
    const clock = () => {
      calls += 1;
      if (calls === 1) throw new Error('the clock fails once');
      return newBase();
    };
    const stop = startScheduler(
      t.db,
      { info: () => {}, warn: (o: unknown) => void warnings.push(o) },
      {
        intervalMs: 5,
        clock,
      },
    );
    const deadline = Date.now() + 5_000;
    while (calls < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(warnings).toHaveLength(1);
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(calls).toBe(after);
  });
});

describe('listUpcomingScheduled', () => {
  it('lists the next scheduled drafts soonest first, with who scheduled them', async () => {
    const base = newBase();
    // Far enough ahead that every other test's drafts come first or are published already.
    const far = plus(base, 50 * 365 * 86_400_000);
    const later = await scheduledDraft(plus(far, 2_000), { title: 'Később' });
    const sooner = await scheduledDraft(plus(far, 1_000), { title: 'Hamarabb' });
    await scheduledDraft(plus(far, 500), { is_active: false });
    await scheduledDraft(plus(far, 500), { menu_type: 'post' });
    const upcoming = await listUpcomingScheduled(t.db, 1_000);
    const mine = upcoming.filter((a) => [later.id, sooner.id].includes(a.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: sooner.id,
        title: 'Hamarabb',
        publish_at: plus(far, 1_000).toISOString(),
        scheduled_by: scheduler.user.id,
        scheduled_by_name: 'Időzítő Ida',
        menu_id: 1,
      }),
      expect.objectContaining({ id: later.id, title: 'Később' }),
    ]);
    // Soonest first overall, and drafts only.
    const times = upcoming.map((a) => a.publish_at);
    expect([...times].sort()).toEqual(times);
    expect(upcoming.slice(-2).map((a) => a.id)).toEqual([sooner.id, later.id]);
    expect((await listUpcomingScheduled(t.db, 1)).length).toBe(1);
  });
});

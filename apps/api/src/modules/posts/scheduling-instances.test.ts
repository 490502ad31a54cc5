/**
 * Scheduled publishing on several instances: a due draft is published exactly once by whichever
 * instance gets there first; one due while no server ran is published at the next start and
 * flagged late. The time is a controllable clock, never a wait.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildPost, openSecondConnection } from '../../test/harness.ts';
import { PUBLISH_BATCH, publishDueArticles, startScheduler } from './scheduling.service.ts';
import { plus, useSchedulingTestApp } from './scheduling-support.ts';

const { t, scheduler, newBase, stateOf, publishRevisions, dueDrafts } = useSchedulingTestApp();

describe('several instances', () => {
  it('two runs at once on two connections publish each due draft exactly once, round after round', async () => {
    const second = openSecondConnection(t);
    try {
      for (let round = 0; round < 4; round++) {
        const base = newBase();
        // More than one batch, so that both runs find work while the other holds its rows.
        const ids = await dueDrafts(PUBLISH_BATCH + 20, base);
        const now = plus(base, 5_000);
        const [a, b] = await Promise.all([
          publishDueArticles(t.db, { now }),
          publishDueArticles(second.db, { now }),
        ]);
        const [c, d] = await Promise.all([
          publishDueArticles(t.db, { now }),
          publishDueArticles(second.db, { now }),
        ]);
        const all = [...a, ...b, ...c, ...d];
        expect(new Set(all).size, `round ${round}`).toBe(all.length);
        expect(
          all.sort((x, y) => x - y),
          `round ${round}`,
        ).toEqual(ids);
        expect(await publishRevisions(ids), `round ${round}`).toHaveLength(ids.length);
      }
    } finally {
      await second.close();
    }
  });

  it('two running schedulers (one per instance) publish each due draft exactly once', async () => {
    const second = openSecondConnection(t);
    const base = newBase();
    const ids = await dueDrafts(30, base);
    const clock = () => plus(base, 5_000);
    const log = { info: () => {}, warn: (...args: unknown[]) => console.warn(...args) };
    const stops = [
      startScheduler(t.db, log, { intervalMs: 5, clock }),
      startScheduler(second.db, log, { intervalMs: 5, clock }),
    ];
    try {
      const deadline = Date.now() + 10_000;
      while ((await publishRevisions(ids)).length < ids.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A few more intervals of both, to see that nothing is published again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await second.close();
    }
    const revisions = await publishRevisions(ids);
    expect(revisions.map((r) => r.postId).sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) expect((await stateOf(id))?.menuType).toBe('post');
  });

  it('a draft that fell due while no server ran is published at the next start, flagged late', async () => {
    const base = newBase();
    // Scheduled through one instance, which then stops before the time comes.
    const before = openSecondConnection(t);
    const post = await buildPost(before.db, { menu_type: 'draft' });
    await before.db
      .update(posts)
      .set({ publishAt: base, scheduledBy: scheduler.user.id })
      .where(eq(posts.id, post.id));
    expect(await publishDueArticles(before.db, { now: plus(base, -60_000) })).toEqual([]);
    await before.close();
    // The next start, two hours after the time: the scheduler's first run, at once.
    const after = openSecondConnection(t);
    const published: number[] = [];
    const stop = startScheduler(
      after.db,
      {
        info: (o: unknown) => void published.push(...((o as { published?: number[] }).published ?? [])),
        warn: () => {},
      },
      { intervalMs: 60_000, clock: () => plus(base, 2 * 3600_000) },
    );
    try {
      const deadline = Date.now() + 10_000;
      while ((await stateOf(post.id))?.menuType !== 'post' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await stop();
      await after.close();
    }
    expect(await stateOf(post.id)).toMatchObject({ menuType: 'post', publishedLate: true, publishAt: null });
    expect(published).toEqual([post.id]);
    expect(await publishRevisions([post.id])).toEqual([{ postId: post.id, userId: scheduler.user.id }]);
  });
});

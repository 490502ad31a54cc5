/**
 * published_late (docs/api.md, Scheduled articles): a draft that fell due while no server ran is
 * flagged late however soon the next start comes, on every instance and batch that publishes it;
 * one published by the running scheduler is not (scheduling-dashboard.test.ts: the dashboard's list).
 * The time is a controllable clock, never a wait.
 */
import type { Post } from '@newsroom/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts, schedulerRuns } from '../../db/schema/index.ts';
import { openSecondConnection } from '../../test/harness.ts';
import { PUBLISH_BATCH, publishDueArticles, startScheduler } from './scheduling.service.ts';
import { plus, useSchedulingTestApp } from './scheduling-support.ts';

const { t, reader, newBase, scheduledDraft, stateOf, dueDrafts } = useSchedulingTestApp();

const quiet = { info: () => {}, warn: (...args: unknown[]) => console.warn(...args) };

/** A new instance starting at `now`: its scheduler runs at once, on its own connection, until `ids` are out. */
async function startInstanceAt(now: Date, ids: number[]): Promise<void> {
  const instance = openSecondConnection(t);
  const stop = startScheduler(instance.db, quiet, { clock: () => now });
  const published = async () =>
    (
      await t.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(inArray(posts.id, ids), eq(posts.menuType, 'post')))
    ).length;
  try {
    const deadline = Date.now() + 20_000;
    while ((await published()) < ids.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await stop();
    await instance.close();
  }
}

async function lateFlags(ids: number[]) {
  return t.db
    .select({ late: posts.publishedLate, at: posts.publishedLateAt, menuType: posts.menuType })
    .from(posts)
    .where(inArray(posts.id, ids));
}

describe('a draft due while no server ran', () => {
  it('is published late at the next start, even 8 s after its time, all 60 of a crash in two batches', async () => {
    const base = newBase();
    // The instance that ran until a crash: its last runs, 10 s apart, before the drafts' time.
    const before = openSecondConnection(t);
    await publishDueArticles(before.db, { now: plus(base, -25_000) });
    await publishDueArticles(before.db, { now: plus(base, -15_000) });
    await before.close();
    const ids = await dueDrafts(PUBLISH_BATCH + 10, base);
    // The restart, 8 s after the first draft's time (23 s after the last run).
    const restart = plus(base, 8_000);
    await startInstanceAt(restart, ids);
    const flags = await lateFlags(ids);
    expect(flags).toHaveLength(ids.length);
    for (const flag of flags) expect(flag).toEqual({ late: true, at: restart, menuType: 'post' });
    // The API says so.
    const res = await t.app.inject({ method: 'GET', url: `/api/posts/${ids[0]}`, headers: reader.headers });
    expect(res.json<{ data: Post }>().data.published_late).toBe(1);
  });

  it('is late on whichever instance publishes it when two start together; what falls due later is not', async () => {
    const base = newBase();
    await publishDueArticles(t.db, { now: plus(base, -60_000) });
    const ids = await dueDrafts(PUBLISH_BATCH + 10, base);
    const second = openSecondConnection(t);
    try {
      // The first instance's run takes a batch; the second's, just after it, takes the rest.
      const first = await publishDueArticles(t.db, { now: plus(base, 5_000) });
      const rest = await publishDueArticles(second.db, { now: plus(base, 5_200) });
      expect(first).toHaveLength(PUBLISH_BATCH);
      expect(rest).toHaveLength(10);
      expect((await lateFlags(ids)).every((f) => f.late)).toBe(true);
      // Both running since: a draft due after they started is published on time.
      const later = await scheduledDraft(plus(base, 12_000));
      await publishDueArticles(second.db, { now: plus(base, 15_000) });
      await publishDueArticles(t.db, { now: plus(base, 15_500) });
      expect(await stateOf(later.id)).toMatchObject({ menuType: 'post', publishedLate: false });
    } finally {
      await second.close();
    }
  });

  it('on the very first start (no run recorded yet), what is due counts late', async () => {
    const base = newBase();
    const post = await scheduledDraft(plus(base, -3_000));
    await t.db.delete(schedulerRuns);
    await startInstanceAt(base, [post.id]);
    expect(await stateOf(post.id)).toMatchObject({ menuType: 'post', publishedLate: true });
  });
});

describe('a draft published by the running scheduler', () => {
  it('is not late while another instance kept running, though its own instance was down', async () => {
    const base = newBase();
    const post = await scheduledDraft(base);
    // Two instances run 10 s apart each; the first goes down before the draft's time.
    const down = openSecondConnection(t);
    await publishDueArticles(down.db, { now: plus(base, -20_000) });
    await publishDueArticles(t.db, { now: plus(base, -16_000) });
    await publishDueArticles(down.db, { now: plus(base, -10_000) });
    await down.close();
    await publishDueArticles(t.db, { now: plus(base, -6_000) });
    expect(await publishDueArticles(t.db, { now: plus(base, 4_000) })).toEqual([post.id]);
    expect(await stateOf(post.id)).toMatchObject({ menuType: 'post', publishedLate: false });
    const res = await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: reader.headers });
    expect(res.json<{ data: Post }>().data.published_late).toBe(0);
  });

  it('is late when the run that publishes it comes more than 15 s after its time', async () => {
    const base = newBase();
    await publishDueArticles(t.db, { now: plus(base, -10_000) });
    await publishDueArticles(t.db, { now: base });
    // Saved just now with a time a little past (a minute is allowed), so the next run is the first.
    const onTime = await scheduledDraft(plus(base, -5_000));
    const late = await scheduledDraft(plus(base, -5_001));
    await publishDueArticles(t.db, { now: plus(base, 10_000) });
    expect(await stateOf(onTime.id)).toMatchObject({ menuType: 'post', publishedLate: false });
    expect(await stateOf(late.id)).toMatchObject({ menuType: 'post', publishedLate: true });
  });

  it('is late after the runs stalled for more than an interval and 5 s', async () => {
    const base = newBase();
    await publishDueArticles(t.db, { now: plus(base, -10_000) });
    const post = await scheduledDraft(plus(base, 10_000));
    // The next run 26 s after the last one: the draft waited only 6 s, but no run came at its time.
    await publishDueArticles(t.db, { now: plus(base, 16_000) });
    expect(await stateOf(post.id)).toMatchObject({ menuType: 'post', publishedLate: true });
  });
});

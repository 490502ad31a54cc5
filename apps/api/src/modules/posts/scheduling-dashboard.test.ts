/**
 * The dashboard's articles published late (GET /api/dashboard `published_late_posts`, the
 * 'Időzített cikkek' card's 'késve' lines): the scheduler's late publications of the last 24 hours,
 * latest first, with when they were due and who scheduled them. Its own database: the times here
 * are the real clock's, not the far stretches of the other scheduler tests.
 */
import { dashboardReplySchema, type Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { replyBody } from '../../test/harness.ts';
import { publishDueArticles } from './scheduling.service.ts';
import { plus, useSchedulingTestApp } from './scheduling-support.ts';

const { t, scheduler, reader, scheduledDraft, stateOf } = useSchedulingTestApp();
const HOUR_MS = 3600_000;

async function lateOnDashboard() {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: reader.headers });
  return replyBody(res, dashboardReplySchema).data.published_late_posts;
}

describe('GET /api/dashboard published_late_posts', () => {
  it("lists the last day's late publications, latest first, not the on-time ones nor older ones", async () => {
    const now = new Date();
    // More than a day ago: late, but no longer listed.
    await publishDueArticles(t.db, { now: plus(now, -26 * HOUR_MS) });
    const old = await scheduledDraft(plus(now, -25 * HOUR_MS), { title: 'Tegnapelőtti késés' });
    await publishDueArticles(t.db, { now: plus(now, -25 * HOUR_MS + 60_000) });
    // Due while no server ran: the last run 10 minutes ago, the next start a minute ago.
    await publishDueArticles(t.db, { now: plus(now, -10 * 60_000) });
    const first = await scheduledDraft(plus(now, -4 * 60_000), { title: 'Korábban esedékes' });
    const late = await scheduledDraft(plus(now, -3 * 60_000), { title: 'Késve megjelent' });
    const startedAt = plus(now, -60_000);
    await publishDueArticles(t.db, { now: startedAt });
    // Published on time by the running scheduler.
    const onTime = await scheduledDraft(plus(now, -55_000), { title: 'Időben megjelent' });
    await publishDueArticles(t.db, { now: plus(now, -50_000) });
    expect(await stateOf(old.id)).toMatchObject({ menuType: 'post', publishedLate: true });
    expect(await stateOf(onTime.id)).toMatchObject({ menuType: 'post', publishedLate: false });

    const listed = await lateOnDashboard();
    // Published by the same run: the later id first.
    expect(listed.map((a) => a.id)).toEqual([late.id, first.id]);
    expect(listed[0]).toEqual({
      id: late.id,
      title: 'Késve megjelent',
      menu_id: 1,
      menu_name: expect.any(String),
      publish_at: plus(now, -3 * 60_000).toISOString(),
      published_late_at: startedAt.toISOString(),
      user_id: expect.any(Number),
      full_name: expect.any(String),
      scheduled_by: scheduler.user.id,
      scheduled_by_name: 'Időzítő Ida',
    });
    const article = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${late.id}`,
      headers: reader.headers,
    });
    expect(article.json<{ data: Post }>().data.published_late).toBe(1);
  });

  it('no longer lists one withdrawn since, nor a deleted one', async () => {
    const before = (await lateOnDashboard()).map((a) => a.id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [withdrawn, deleted] = before;
    await t.db
      .update(posts)
      .set({ menuType: 'draft' })
      .where(eq(posts.id, withdrawn as number));
    await t.db
      .update(posts)
      .set({ isActive: false })
      .where(eq(posts.id, deleted as number));
    expect((await lateOnDashboard()).map((a) => a.id)).toEqual(before.slice(2));
  });
});

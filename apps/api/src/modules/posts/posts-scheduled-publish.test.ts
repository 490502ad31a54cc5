/**
 * Scheduled publishing through the API (docs/product.md: Scheduled publishing): the scheduler
 * publishes what the save scheduled exactly once, on a second server too.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import {
  createSiblingServer,
  openSecondConnection,
  postEditBody,
  validPostInput,
} from '../../test/harness.ts';
import { HOUR_MS, inHours, usePostsSchedulingTestApp } from './posts-scheduling-support.ts';
import { publishDueArticles } from './scheduling.service.ts';

const { t, editor, colleague, add, put, saved, load, revisions } = usePostsSchedulingTestApp();
/** A second server on the same database, as another instance behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await createSiblingServer(t);
});

afterAll(async () => {
  await other?.close();
});

describe('the scheduler publishes what the save scheduled', () => {
  it('exactly once with two servers running it at once, with a revision naming who scheduled it', async () => {
    const at = inHours(1);
    const post = await saved(await add(validPostInput({ publish_at: at }), colleague));
    // Edited by someone else since: the revision still names who scheduled it.
    await saved(await put(post.id, postEditBody(post, { title: 'Időzített, javítva' }), editor, other));
    // The scheduler has been running: its last run before the time, 10 s before the next.
    await publishDueArticles(t.db, { now: new Date(Date.parse(at) - 5_000) });
    const second = openSecondConnection(t);
    try {
      const now = new Date(Date.parse(at) + 5_000);
      const runs = await Promise.all([
        publishDueArticles(t.db, { now }),
        publishDueArticles(second.db, { now }),
        publishDueArticles(t.db, { now }),
      ]);
      expect(runs.flat().filter((id) => id === post.id)).toEqual([post.id]);
      expect(await publishDueArticles(second.db, { now: new Date(now.getTime() + 20_000) })).not.toContain(
        post.id,
      );
    } finally {
      await second.close();
    }
    const published = await load(post.id);
    expect(published).toMatchObject({
      menu_type: 'post',
      publish_at: null,
      scheduled_by: null,
      published_late: 0,
      title: 'Időzített, javítva',
    });
    const history = await revisions(post.id);
    expect(history.filter((r) => r.action === 'scheduled-publish')).toEqual([
      expect.objectContaining({ user_id: colleague.user.id, full_name: 'Kolléga Kata', menu_type: 'post' }),
    ]);
  });

  it('after a "restart" far past its time, it is published at once and flagged late', async () => {
    const at = inHours(2);
    const post = await saved(await add(validPostInput({ publish_at: at })));
    // No server ran at its time; the next start runs two days later.
    const restarted = openSecondConnection(t);
    try {
      const ids = await publishDueArticles(restarted.db, { now: new Date(Date.parse(at) + 48 * HOUR_MS) });
      expect(ids).toContain(post.id);
    } finally {
      await restarted.close();
    }
    expect(await load(post.id)).toMatchObject({ menu_type: 'post', published_late: 1, publish_at: null });
    const [row] = await t.db.select({ late: posts.publishedLate }).from(posts).where(eq(posts.id, post.id));
    expect(row?.late).toBe(true);
    // Unpublished and published again by hand: no longer late.
    let again = await load(post.id);
    again = await saved(await put(post.id, postEditBody(again, { menu_type: 'draft' })));
    again = await saved(await put(post.id, postEditBody(again, { menu_type: 'post' })));
    expect(again.published_late).toBe(0);
  });
});

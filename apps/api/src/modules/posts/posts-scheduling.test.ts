/**
 * Scheduled publishing through the API (docs/product.md: Scheduled publishing): the article's save
 * sets, keeps, changes and clears `publish_at`, `type=scheduled` lists the scheduled drafts, and the
 * dashboard shows the next ones.
 */
import { dashboardReplySchema, POST_MESSAGES, type Post, postListReplySchema } from '@newsroom/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postRevisions, posts } from '../../db/schema/index.ts';
import { errorBody, postEditBody, replyBody, validPostInput } from '../../test/harness.ts';
import { type Body, inHours, usePostsSchedulingTestApp } from './posts-scheduling-support.ts';

const { t, editor, colleague, add, put, saved, load, revisions } = usePostsSchedulingTestApp();

const iso = (value: string) => new Date(value).toISOString();

/** GET /api/admin-posts?`query` as the colleague, its reply checked against the list schema. */
async function listAsColleague(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin-posts?${query}`,
    headers: colleague.headers,
  });
  return replyBody(res, postListReplySchema);
}

async function countRows(table: typeof posts | typeof postRevisions): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('saving an article with publish_at', () => {
  it('a new draft with a time is scheduled by its saver; the reply and the list carry it', async () => {
    const at = inHours(2);
    const post = await saved(await add(validPostInput({ publish_at: at })));
    expect(post).toMatchObject({
      menu_type: 'draft',
      publish_at: iso(at),
      scheduled_by: editor.user.id,
      published_late: 0,
    });
    expect(await load(post.id)).toMatchObject({ publish_at: iso(at), scheduled_by: editor.user.id });
  });

  it('keeps the time when saved without the field, changes it, and keeps who scheduled it when sent back unchanged', async () => {
    const at = inHours(3);
    let post = await saved(await add(validPostInput({ publish_at: at })));
    // Without the field: kept.
    post = await saved(await put(post.id, postEditBody(post, { title: 'Javított cím' }), colleague));
    expect(post).toMatchObject({ title: 'Javított cím', publish_at: iso(at), scheduled_by: editor.user.id });
    // Sent back unchanged by a colleague: still the editor's schedule.
    post = await saved(await put(post.id, postEditBody(post, { publish_at: post.publish_at }), colleague));
    expect(post).toMatchObject({ publish_at: iso(at), scheduled_by: editor.user.id });
    // A new time: the colleague scheduled it.
    const later = inHours(5);
    post = await saved(await put(post.id, postEditBody(post, { publish_at: later }), colleague));
    expect(post).toMatchObject({
      menu_type: 'draft',
      publish_at: iso(later),
      scheduled_by: colleague.user.id,
    });
    // Each save's revision records the schedule it left.
    expect((await revisions(post.id)).map((r) => r.action)).toEqual(['update', 'update', 'update', 'create']);
  });

  it('null (or an empty value) unschedules it: a plain draft', async () => {
    let post = await saved(await add(validPostInput({ publish_at: inHours(2) })));
    post = await saved(await put(post.id, postEditBody(post, { publish_at: null })));
    expect(post).toMatchObject({ menu_type: 'draft', publish_at: null, scheduled_by: null });
    post = await saved(await put(post.id, postEditBody(post, { publish_at: inHours(2) })));
    post = await saved(await put(post.id, postEditBody(post, { publish_at: '' })));
    expect(post).toMatchObject({ publish_at: null, scheduled_by: null });
  });

  it('publishing by hand clears the schedule, whatever publish_at says', async () => {
    let post = await saved(await add(validPostInput({ publish_at: inHours(2) })));
    post = await saved(await put(post.id, postEditBody(post, { menu_type: 'post', publish_at: inHours(4) })));
    expect(post).toMatchObject({
      menu_type: 'post',
      publish_at: null,
      scheduled_by: null,
      published_late: 0,
    });
    const published = await saved(await add(validPostInput({ menu_type: 'post', publish_at: inHours(1) })));
    expect(published).toMatchObject({ menu_type: 'post', publish_at: null, scheduled_by: null });
    // Even a past time: a published article has no schedule to check.
    const past = await saved(await add(validPostInput({ menu_type: 'post', publish_at: inHours(-5) })));
    expect(past.publish_at).toBeNull();
  });

  it('a past time is refused with 400 and nothing is written; a minute of clock skew is allowed', async () => {
    const before = { posts: await countRows(posts), revisions: await countRows(postRevisions) };
    const res = await add(validPostInput({ publish_at: inHours(-1) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: POST_MESSAGES.publishAtPast,
      errors: { publish_at: POST_MESSAGES.publishAtPast },
    });
    expect({ posts: await countRows(posts), revisions: await countRows(postRevisions) }).toEqual(before);

    const post = await saved(await add(validPostInput({ publish_at: inHours(2) })));
    const refused = await put(post.id, postEditBody(post, { publish_at: inHours(-0.5), title: 'Más' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorBody(refused).errors).toEqual({ publish_at: POST_MESSAGES.publishAtPast });
    expect(await load(post.id)).toEqual(post);

    const skewed = await saved(await add(validPostInput({ publish_at: inHours(-20 / 3600) })));
    expect(skewed.publish_at).not.toBeNull();
  });

  it('a time that is not ISO 8601 with an offset is a 400', async () => {
    for (const publish_at of ['holnap', '2030-01-01', '2030-01-01T10:00:00', 12, '9999-01-01T10:00:00Z']) {
      const res = await add(validPostInput({ publish_at } as Body));
      expect(res.statusCode, `${publish_at}: ${res.body}`).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {})).toEqual(['publish_at']);
    }
  });
});

describe('GET /api/admin-posts?type=scheduled and the dashboard', () => {
  it('lists the active scheduled drafts, soonest first, and the dashboard the next 5', async () => {
    // Far ahead of every other test's schedule, so this test's drafts come last.
    const times = [90, 60, 80, 70, 100, 50].map((days) => inHours(24 * 365 * 10 + days));
    const made: Post[] = [];
    for (const [i, at] of times.entries()) {
      made.push(await saved(await add(validPostInput({ title: `Időzített ${i}`, publish_at: at }))));
    }
    const deleted = made[5] as Post;
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${deleted.id}`, headers: editor.headers });
    await saved(await add(validPostInput({ title: 'Sima piszkozat' })));

    const body = await listAsColleague('type=scheduled&per_page=100&include_inactive=1');
    const rows = body.data;
    expect(rows.every((r) => r.menu_type === 'draft' && r.publish_at !== null && r.is_active === 1)).toBe(
      true,
    );
    const stamps = rows.map((r) => Date.parse(r.publish_at ?? ''));
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    expect(rows.slice(-5).map((r) => r.title)).toEqual([
      'Időzített 1',
      'Időzített 3',
      'Időzített 2',
      'Időzített 0',
      'Időzített 4',
    ]);
    expect(body.pagination.total).toBe(rows.length);
    const page = await listAsColleague('type=scheduled&per_page=2&page=1');
    expect(page.data.map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    // type=draft still lists them among the drafts.
    const drafts = await listAsColleague('type=draft&per_page=100');
    expect(drafts.data.some((r) => r.title === 'Sima piszkozat' && r.publish_at === null)).toBe(true);

    const dashboard = replyBody(
      await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: colleague.headers }),
      dashboardReplySchema,
    ).data.scheduled_posts;
    expect(dashboard).toHaveLength(5);
    expect(dashboard.map((d) => d.id)).toEqual(rows.slice(0, 5).map((r) => r.id));
    expect(dashboard[0]).toMatchObject({
      scheduled_by: editor.user.id,
      scheduled_by_name: 'Időzítő Ida',
      menu_name: 'Hírek',
    });
  });

  it('an unknown type is a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin-posts?type=later',
      headers: editor.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

/**
 * Scheduled publishing through the API (docs/product.md: Scheduled publishing): the article's save
 * sets, keeps, changes and clears `publish_at`, `type=scheduled` lists the scheduled drafts, the
 * dashboard shows the next ones, and the scheduler publishes what the save scheduled exactly once.
 */
import {
  dashboardReplySchema,
  POST_MESSAGES,
  type Post,
  type PostInput,
  postListReplySchema,
  postReplySchema,
  type RevisionListItem,
} from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRevisions, posts } from '../../db/schema/index.ts';
import {
  createSiblingServer,
  createTestApp,
  errorBody,
  getOkData,
  openSecondConnection,
  postEditBody,
  replyBody,
  type SignedIn,
  type TestApp,
  validPostInput,
} from '../../test/harness.ts';
import { publishDueArticles } from './scheduling.service.ts';

let t: TestApp;
let other: FastifyInstance;
let editor: SignedIn;
let colleague: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  other = await createSiblingServer(t);
  editor = await t.signIn({ first_name: 'Ida', last_name: 'Időzítő', is_admin: true });
  colleague = await t.signIn({ first_name: 'Kata', last_name: 'Kolléga', is_admin: true });
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

type Body = PostInput & Record<string, unknown>;
const HOUR_MS = 3600_000;
/** A time `hours` from now, with the Budapest offset written as the editor sends it. */
function inHours(hours: number): string {
  const at = new Date(Date.now() + hours * HOUR_MS);
  // Any offset names the same instant; +01:00 keeps it simple.
  const shifted = new Date(at.getTime() + HOUR_MS);
  return `${shifted.toISOString().slice(0, 19)}+01:00`;
}
const iso = (value: string) => new Date(value).toISOString();

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

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin-posts?type=scheduled&per_page=100&include_inactive=1',
      headers: colleague.headers,
    });
    const body = replyBody(res, postListReplySchema);
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
    const page = replyBody(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin-posts?type=scheduled&per_page=2&page=1',
        headers: colleague.headers,
      }),
      postListReplySchema,
    );
    expect(page.data.map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
    // type=draft still lists them among the drafts.
    const drafts = replyBody(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin-posts?type=draft&per_page=100',
        headers: colleague.headers,
      }),
      postListReplySchema,
    );
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

describe('the scheduler publishes what the save scheduled', () => {
  it('exactly once with two servers running it at once, with a revision naming who scheduled it', async () => {
    const at = inHours(1);
    const post = await saved(await add(validPostInput({ publish_at: at }), colleague));
    // Edited by someone else since: the revision still names who scheduled it.
    await saved(await put(post.id, postEditBody(post, { title: 'Időzített, javítva' }), editor, other));
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

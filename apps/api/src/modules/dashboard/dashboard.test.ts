import { addDays, type DashboardData, today } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, posts, postVisitsDaily, siteVisitsDaily } from '../../db/schema/index.ts';
import { buildPost, createTestApp, type SignedIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let reader: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ env: { TRACK_FLUSH_MS: '0' } });
  reader = await t.signIn();
});

afterAll(async () => {
  await t?.close();
});

async function dashboard(who: SignedIn = reader): Promise<DashboardData> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ status: string; data: DashboardData }>();
  expect(body.status).toBe('ok');
  return body.data;
}

describe('GET /api/dashboard', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('on an empty database: zeros, and seven days ending today', async () => {
    const data = await dashboard();
    expect(data.post_count.total).toBe(0);
    expect(data.visitors_count.total).toBe(0);
    expect(data.campaigns_count.total).toBe(0);
    expect(data.banners_count.total).toBe(0);
    expect(data.visitors_count.since).toBeNull();
    expect(data.most_read_today).toEqual([]);
    expect(data.own_drafts).toEqual([]);
    expect(data.own_drafts_total).toBe(0);
    expect(data.latest_published).toEqual([]);
    expect(data.admin).toBeNull();
    expect(data.weekly_post_visitors).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => ({
        date: addDays(today(), -back),
        total: 0,
        desktop: 0,
        mobile: 0,
      })),
    );
  });

  it('counts active published articles, every page view, active campaigns and active banners', async () => {
    const post = await buildPost(t.db);
    await buildPost(t.db);
    await buildPost(t.db, { menu_type: 'draft' });
    await buildPost(t.db, { is_active: false });
    const author = reader.user.id;
    const ad = (kind: string, side: string, isActive = true) => ({
      kind,
      title: `${kind} ${side}`,
      side,
      isActive,
      userId: author,
    });
    await t.db
      .insert(banners)
      .values([
        ad('campaign', 'campaign'),
        ad('campaign', 'campaign'),
        ad('campaign', 'inactive_campaign'),
        ad('campaign', 'campaign', false),
        ad('banner', 'right_1'),
        ad('banner', ''),
        ad('banner', 'top', false),
      ]);
    // Old views count in the total, not in the week.
    const longAgo = addDays(today(), -40);
    await t.db
      .insert(postVisitsDaily)
      .values({ postId: post.id, day: longAgo, device: 'desktop', views: 100 });
    await t.db.insert(siteVisitsDaily).values({ day: longAgo, device: 'desktop', views: 100 });
    // Tracked today: 2 desktop, 1 mobile, 1 tablet (mobile).
    for (const device of ['desktop', 'desktop', 'mobile', 'tablet']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/track',
        payload: { path: post.post_url, device },
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0' },
      });
      expect(res.statusCode).toBe(202);
    }
    await t.db.insert(siteVisitsDaily).values({ day: addDays(today(), -2), device: 'mobile', views: 7 });

    const data = await dashboard();
    expect(data.post_count.total).toBe(2);
    expect(data.visitors_count.total).toBe(100 + 4 + 7);
    // The visitors card counts since the first counted day.
    expect(data.visitors_count.since).toBe(longAgo);
    expect(data.campaigns_count.total).toBe(2);
    expect(data.banners_count.total).toBe(1);
    expect(data.weekly_post_visitors).toHaveLength(7);
    expect(data.weekly_post_visitors.at(-1)).toEqual({ date: today(), total: 4, desktop: 2, mobile: 2 });
    expect(data.weekly_post_visitors.at(-3)).toEqual({
      date: addDays(today(), -2),
      total: 7,
      desktop: 0,
      mobile: 7,
    });
    expect(data.weekly_post_visitors.filter((d) => d.total === 0)).toHaveLength(5);
  });
});

describe('GET /api/dashboard: the lists below the cards', () => {
  it("lists today's most read published articles, most views first, by device", async () => {
    const [first, second, third] = [await buildPost(t.db), await buildPost(t.db), await buildPost(t.db)];
    const draft = await buildPost(t.db, { menu_type: 'draft' });
    const deleted = await buildPost(t.db, { is_active: false });
    if (!first || !second || !third) throw new Error('no posts');
    const day = today();
    await t.db.insert(postVisitsDaily).values([
      { postId: second.id, day, device: 'desktop', views: 3000 },
      { postId: second.id, day, device: 'mobile', views: 2000 },
      { postId: first.id, day, device: 'mobile', views: 4000 },
      // Yesterday's views, a draft's and a deleted article's do not count today.
      { postId: third.id, day: addDays(day, -1), device: 'desktop', views: 9000 },
      { postId: draft.id, day, device: 'desktop', views: 9000 },
      { postId: deleted.id, day, device: 'desktop', views: 9000 },
    ]);
    const data = await dashboard();
    expect(data.most_read_today.length).toBeLessThanOrEqual(5);
    expect(data.most_read_today.slice(0, 2)).toEqual([
      { id: second.id, title: second.title, menu_name: 'Hírek', views: 5000, desktop: 3000, mobile: 2000 },
      { id: first.id, title: first.title, menu_name: 'Hírek', views: 4000, desktop: 0, mobile: 4000 },
    ]);
    const ids = data.most_read_today.map((p) => p.id);
    for (const excluded of [third.id, draft.id, deleted.id]) expect(ids).not.toContain(excluded);
  });

  it("today's most read follows each tracked view at once (kept only for the data's revisions)", async () => {
    const post = await buildPost(t.db);
    await t.db
      .insert(postVisitsDaily)
      .values({ postId: post.id, day: today(), device: 'desktop', views: 20_000 });
    const before = (await dashboard()).most_read_today[0];
    expect(before).toMatchObject({ id: post.id, views: 20_000 });
    expect((await dashboard()).most_read_today[0]).toEqual(before);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      payload: { path: post.post_url, device: 'mobile' },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0' },
    });
    expect(res.statusCode).toBe(202);
    expect((await dashboard()).most_read_today[0]).toMatchObject({
      id: post.id,
      views: 20_001,
      desktop: 20_000,
      mobile: 1,
    });
  });

  it("lists the user's own active drafts, last saved first, with their number", async () => {
    const author = await t.signIn({ is_admin: true });
    const other = await t.signIn({ is_admin: true });
    const saved = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const drafts = [];
    for (let i = 0; i < 6; i++)
      drafts.push(
        await buildPost(t.db, { menu_type: 'draft', user_id: author.user.id, last_update: saved(60 - i) }),
      );
    await buildPost(t.db, { menu_type: 'draft', user_id: author.user.id, is_active: false });
    await buildPost(t.db, { menu_type: 'draft', user_id: other.user.id });
    await buildPost(t.db, { user_id: author.user.id });
    const publishAt = new Date(Date.now() + 86_400_000);
    const newest = drafts[5];
    if (!newest) throw new Error('no draft');
    await t.db.update(posts).set({ publishAt }).where(eq(posts.id, newest.id));

    const data = await dashboard(author);
    expect(data.own_drafts_total).toBe(6);
    expect(data.own_drafts.map((d) => d.id)).toEqual(
      drafts
        .slice(1)
        .reverse()
        .map((d) => d.id),
    );
    expect(data.own_drafts[0]).toMatchObject({ title: newest.title, menu_name: 'Hírek' });
    expect(data.own_drafts[0]?.publish_at && Date.parse(data.own_drafts[0].publish_at)).toBe(
      publishAt.getTime(),
    );
    expect(data.own_drafts[1]?.publish_at).toBeNull();
    expect((await dashboard(other)).own_drafts_total).toBe(1);
  });

  it('lists the newest active published articles with their author', async () => {
    const author = await t.createUser({ first_name: 'Írisz', last_name: 'Újvári' });
    const when = (day: number) => `2090-01-0${day}T10:00:00Z`;
    const published = [];
    for (let day = 1; day <= 6; day++)
      published.push(await buildPost(t.db, { user_id: author.id, creation_date: when(day) }));
    await buildPost(t.db, { menu_type: 'draft', creation_date: '2091-01-01T10:00:00Z' });
    await buildPost(t.db, { is_active: false, creation_date: '2091-01-01T10:00:00Z' });

    const data = await dashboard();
    expect(data.latest_published.map((p) => p.id)).toEqual(
      published
        .slice(1)
        .reverse()
        .map((p) => p.id),
    );
    expect(data.latest_published[0]).toMatchObject({
      title: published[5]?.title,
      menu_name: 'Hírek',
      full_name: 'Újvári Írisz',
      creation_date: new Date(when(6)).toISOString(),
    });
  });
});

describe("GET /api/dashboard: the administrators' area", () => {
  it('is null for users who are neither admin nor administrator', async () => {
    for (const roles of [{}, { is_developer: true }]) {
      const who = await t.signIn(roles);
      expect((await dashboard(who)).admin, JSON.stringify(roles)).toBeNull();
    }
  });

  it('counts active users by role for an admin, without the sign-ins of the audit trail', async () => {
    const admin = await t.signIn({ is_admin: true });
    const before = (await dashboard(admin)).admin?.users_by_role;
    if (!before) throw new Error('no admin area');
    await t.createUser({ is_admin: true });
    await t.createUser({ is_administrator: true, is_developer: true });
    await t.createUser({});
    await t.createUser({ is_admin: true, is_active: false });
    const data = await dashboard(admin);
    expect(data.admin?.recent_sign_ins).toBeNull();
    expect(data.admin?.users_by_role).toEqual({
      total: before.total + 3,
      is_admin: before.is_admin + 1,
      is_administrator: before.is_administrator + 1,
      is_developer: before.is_developer + 1,
      none: before.none + 1,
      two_factor: before.two_factor,
    });
  });

  it('adds the recent sign-ins, newest first, for an administrator', async () => {
    const someone = await t.createUser({ first_name: 'Ödön', last_name: 'Őrző' });
    await t.login(someone.email, someone.password, { address: '192.0.2.7' });
    await t.login(someone.email, 'rossz-jelszó-123');
    const administrator = await t.signIn({ is_administrator: true });
    const signIns = (await dashboard(administrator)).admin?.recent_sign_ins;
    if (!signIns) throw new Error('no sign-ins');
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    expect(signIns.length).toBeLessThanOrEqual(8);
    expect(signIns[0]).toMatchObject({
      user_id: administrator.user.id,
      user_email: administrator.user.email,
    });
    // The failed attempt is not a sign-in.
    expect(signIns[1]).toMatchObject({
      user_id: someone.id,
      user_name: 'Őrző Ödön',
      address: '192.0.2.7',
    });
    const times = signIns.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(JSON.stringify(signIns)).not.toMatch(/password|token|secret/i);
  });
});

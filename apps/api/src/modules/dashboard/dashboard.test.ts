import { addDays, type DashboardData, today } from '@newsroom/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, postVisitsDaily, siteVisitsDaily } from '../../db/schema/index.ts';
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

async function dashboard(): Promise<DashboardData> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: reader.headers });
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

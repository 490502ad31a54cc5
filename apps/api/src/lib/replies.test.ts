/**
 * Every call's real reply against its reply schema from packages/shared (the one the web app
 * parses with), through the harness's replyBody: a reply that misses a field, has another type or
 * carries a field the schema does not list fails here.
 */
import {
  applicationModulesReplySchema,
  appSettingsReplySchema,
  bannerListReplySchema,
  bannerReplySchema,
  dashboardReplySchema,
  googleAdListReplySchema,
  googleAdReplySchema,
  healthReplySchema,
  idDataSchema,
  loginReplySchema,
  logoutReplySchema,
  menusReplySchema,
  messageReplySchema,
  mostUsedKeywordsReplySchema,
  notificationsReplySchema,
  okReplySchema,
  pollListReplySchema,
  pollReplySchema,
  postListReplySchema,
  postReplySchema,
  postTypesReplySchema,
  readyReplySchema,
  removeAllRightSideReplySchema,
  reportReplySchema,
  sessionUserReplySchema,
  stockOutReportReplySchema,
  submenusReplySchema,
  uploadedImageReplySchema,
  userListReplySchema,
  userReplySchema,
  userSearchReplySchema,
  voteReplySchema,
} from '@newsroom/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ALL_ROLES,
  buildMenu,
  buildPost,
  errorBody,
  imageDataUrl,
  replyBody,
  useTestApp,
  validPostInput,
} from '../test/harness.ts';

const { t, boss } = useTestApp({ boss: ALL_ROLES });

/** A call as the all-roles user, its reply checked against `schema`; answers the parsed reply. */
async function call<S extends z.ZodType>(
  schema: S,
  method: InjectOptions['method'],
  url: string,
  payload?: Record<string, unknown>,
  status = 200,
): Promise<z.output<S>> {
  const res = await t.app.inject({ method, url, headers: boss.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return replyBody(res, schema);
}

const image = async () => ({ data: await imageDataUrl({ width: 300, height: 120 }), filename: 'k.jpg' });

describe('the replies match their shared schemas', () => {
  it('session, shell and reference lists', async () => {
    const user = await t.createUser();
    const login = await t.login(user.email, user.password);
    const token = replyBody(login, loginReplySchema).access_token;
    await call(sessionUserReplySchema, 'GET', '/api/user');
    await call(applicationModulesReplySchema, 'GET', '/api/application-modules');
    await call(appSettingsReplySchema, 'GET', '/api/app-settings');
    await call(notificationsReplySchema, 'GET', '/api/notifications');
    await call(dashboardReplySchema, 'GET', '/api/dashboard');
    const menu = await buildMenu(t.db, { submenus: ['Belföld'] });
    await call(menusReplySchema, 'GET', '/api/admin-menu-items');
    await call(submenusReplySchema, 'GET', `/api/admin-sub-menu-items/${menu.id}`);
    await call(postTypesReplySchema, 'GET', '/api/posts/types');
    await call(reportReplySchema, 'GET', '/api/reports/post-count');
    await call(reportReplySchema, 'GET', '/api/reports/post-type');
    await call(stockOutReportReplySchema, 'GET', '/api/reports/stock-out-report');
    expect((await call(healthReplySchema, 'GET', '/api/health')).data.alive).toBe(true);
    expect((await call(readyReplySchema, 'GET', '/api/ready')).data.ready).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(replyBody(out, logoutReplySchema).data).toBeNull();
  });

  it('articles, their keywords, uploads and the page-view counter', async () => {
    const list = await call(postListReplySchema, 'GET', '/api/admin-posts?per_page=5');
    expect(list.pagination.per_page).toBe(5);
    const saved = await call(
      postReplySchema,
      'POST',
      '/api/posts/add',
      validPostInput({ menu_type: 'post' }),
    );
    const { data: post } = await call(postReplySchema, 'GET', `/api/posts/${saved.data.id}`);
    await call(postReplySchema, 'PUT', `/api/posts/${post.id}`, {
      ...validPostInput(),
      last_update: post.last_update,
    });
    await call(mostUsedKeywordsReplySchema, 'GET', '/api/posts/most-used-keywords/hirek');
    await call(uploadedImageReplySchema, 'POST', '/api/image-upload/post-content', {
      image: (await image()).data,
    });
    const published = await buildPost(t.db);
    const track = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36' },
      payload: { path: published.post_url, device: 'desktop' },
    });
    expect(track.statusCode, track.body).toBe(202);
    replyBody(track, messageReplySchema);
    await call(okReplySchema(idDataSchema), 'DELETE', `/api/posts/${post.id}`);
  });

  it('campaigns, banners and Google ad slots', async () => {
    for (const [kind, side] of [
      ['campaigns', 'campaign'],
      ['banners', 'top_90'],
    ] as const) {
      const body = { title: `Teszt ${kind}`, url: 'https://hirdeto.example/', side, image: await image() };
      const { data: item } = await call(bannerReplySchema, 'POST', `/api/${kind}/add`, body);
      await call(bannerListReplySchema, 'GET', `/api/${kind}`);
      await call(bannerReplySchema, 'GET', `/api/${kind}/${item.id}`);
      await call(bannerReplySchema, 'PUT', `/api/${kind}/${item.id}`, {
        ...body,
        last_update: item.last_update,
      });
      await call(okReplySchema(idDataSchema), 'DELETE', `/api/${kind}/${item.id}`);
    }
    const slot = {
      name: 'Fejléc',
      path: '/1234/fejlec',
      size: '728x90',
      div_id: 'div-fejlec',
      position: 'gtop_90',
    };
    const { data: ad } = await call(googleAdReplySchema, 'POST', '/api/ga/add', slot);
    await call(googleAdListReplySchema, 'GET', '/api/ga');
    await call(googleAdReplySchema, 'PUT', `/api/ga/${ad.id}`, { ...slot, last_update: ad.last_update });
    await call(okReplySchema(idDataSchema), 'DELETE', `/api/ga/${ad.id}`);
  });

  it('polls and the public vote', async () => {
    const body = { name: 'Melyik a kedvenc évszaka?', items: [{ name: 'Tavasz' }, { name: 'Ősz' }] };
    const { data: poll } = await call(pollReplySchema, 'POST', '/api/voting-widgets/add', body);
    await call(pollListReplySchema, 'GET', '/api/voting-widgets');
    await call(pollReplySchema, 'PUT', `/api/voting-widgets/${poll.id}`, {
      ...body,
      last_update: poll.last_update,
    });
    await call(okReplySchema(idDataSchema), 'PUT', `/api/voting-widgets/${poll.id}/right-item`);
    await call(removeAllRightSideReplySchema, 'PUT', '/api/voting-widgets-remove-all');
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/public/voting-widgets/${poll.id}/vote`,
      payload: { item_index: 1 },
    });
    expect(replyBody(vote, voteReplySchema).data.total_votes).toBe(1);
  });

  it('users', async () => {
    const password = 'Jelszo-12345';
    const body = { first_name: 'Anna', last_name: 'Kiss', email: `kiss.anna.${Date.now()}@teszt.local` };
    const { data: user } = await call(userReplySchema, 'POST', '/api/users/add', {
      ...body,
      password,
      confirm_password: password,
      is_admin: 0,
    });
    await call(userListReplySchema, 'GET', '/api/users');
    await call(userReplySchema, 'GET', `/api/users/${user.id}`);
    await call(userReplySchema, 'PUT', `/api/users/${user.id}`, { ...body, last_update: user.last_update });
    await call(userSearchReplySchema, 'GET', '/api/users/search/Kiss');
    await call(userReplySchema, 'PUT', `/api/users/${boss.user.id}/change-password`, {
      password,
      confirm_password: password,
    });
    await call(okReplySchema(idDataSchema), 'DELETE', `/api/users/${user.id}`);
  });

  it('errors, with the error envelope', async () => {
    const statuses: Array<[InjectOptions['method'], string, number, Record<string, string>?]> = [
      ['GET', '/api/posts/999999', 404],
      ['GET', '/api/posts/1e3', 400],
      ['GET', '/api/user', 401, {}],
      ['GET', '/uploads/nincs/ilyen.jpg', 404, {}],
    ];
    for (const [method, url, status, headers = boss.headers] of statuses) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(errorBody(res).message, url).toBeTruthy();
    }
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/public/track',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      payload: { path: 12 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorBody(invalid).errors ?? {})).toEqual(expect.arrayContaining(['path', 'device']));
  });
});

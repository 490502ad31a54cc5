import { type BannerItem, type ListReply, ADS_SERVER_MESSAGES as M } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/index.ts';
import { errorBody, imageDataUrl } from '../../test/harness.ts';
import { KINDS, type SavedReply, useBannersApp } from './banners-support.ts';

const { t, admin, developer, callsOf } = useBannersApp();

describe.each(KINDS)('/api/$kind', ({ kind, active }) => {
  const { base, validInput, create, put, list } = callsOf(kind, active);

  describe('update', () => {
    it('keeps the stored image when no new one is sent, and takes the editor as user_id', async () => {
      const item = await create();
      const res = await put(item.id, {
        title: 'Átnevezve',
        url: 'http://masik.example/',
        side: active,
        last_update: item.last_update,
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<SavedReply>().data;
      expect(saved).toMatchObject({
        title: 'Átnevezve',
        url: 'http://masik.example/',
        banner_url: item.banner_url,
        width: 300,
        height: 120,
      });
      expect(new Date(saved.last_update).getTime()).toBeGreaterThan(new Date(item.last_update).getTime());
    });

    it('replaces the image and its size with a new one', async () => {
      const item = await create();
      const res = await put(item.id, {
        ...(await validInput({
          image: { data: await imageDataUrl({ format: 'png', width: 80, height: 90 }) },
        })),
        last_update: item.last_update,
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<SavedReply>().data;
      expect(saved.banner_url).not.toBe(item.banner_url);
      expect(saved.banner_url).toMatch(/\.png$/);
      expect(saved).toMatchObject({ width: 80, height: 90 });
    });

    it('refuses a stale save with 409 and changes nothing; without last_update it is a 400', async () => {
      const item = await create();
      const first = await put(item.id, { title: 'Első', side: active, last_update: item.last_update });
      expect(first.statusCode).toBe(200);
      const stale = await put(item.id, { title: 'Második', side: active, last_update: item.last_update });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).message).toBe(M.conflict[kind]);
      const missing = await put(item.id, { title: 'Harmadik', side: active });
      expect(missing.statusCode).toBe(400);
      const [row] = await t.db.select().from(banners).where(eq(banners.id, item.id));
      expect(row?.title).toBe('Első');
    });

    it('answers 404 for a missing item and 403 to a user without is_admin', async () => {
      expect((await put(987654, { title: 'x', last_update: new Date().toISOString() })).statusCode).toBe(404);
      const item = await create();
      const res = await put(item.id, { title: 'x', last_update: item.last_update }, developer);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('delete and list', () => {
    it('soft-deletes: the row stays inactive, the list hides it unless asked', async () => {
      const item = await create();
      const res = await t.app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', message: M.deleted[kind], data: { id: item.id } });
      const [row] = await t.db.select().from(banners).where(eq(banners.id, item.id));
      expect(row?.isActive).toBe(false);
      const ids = (q: string) => list(q).then((r) => r.json<ListReply<BannerItem>>().data.map((b) => b.id));
      expect(await ids('?per_page=100')).not.toContain(item.id);
      expect(await ids('?per_page=100&include_inactive=1')).toContain(item.id);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `${base}/${item.id}`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(404);
      const forbidden = await t.app.inject({
        method: 'DELETE',
        url: `${base}/${(await create()).id}`,
        headers: developer.headers,
      });
      expect(forbidden.statusCode).toBe(403);
    });

    it('answers the envelope, newest change first, only this kind, with pages and the side filter', async () => {
      const a = await create();
      const b = await create({ side: kind === 'campaign' ? 'inactive_campaign' : '' });
      const c = await create();
      const res = await list('?per_page=2');
      expect(res.statusCode).toBe(200);
      const reply = res.json<ListReply<BannerItem>>();
      expect(reply.status).toBe('ok');
      expect(reply.data.map((r) => r.id)).toEqual([c.id, b.id]);
      expect(reply.data.every((r) => r.kind === kind)).toBe(true);
      expect(reply.pagination).toMatchObject({ per_page: 2, current_page: 1 });
      expect(reply.pagination.last_page).toBe(Math.ceil(reply.pagination.total / 2));

      const second = (await list('?per_page=2&page=2')).json<ListReply<BannerItem>>();
      expect(second.data[0]?.id).toBe(a.id);
      const past = (await list('?page=9999')).json<ListReply<BannerItem>>();
      expect(past.data).toEqual([]);
      expect(past.pagination.total).toBe(reply.pagination.total);

      const bySide = (await list(`?side=${active}&per_page=100`)).json<ListReply<BannerItem>>();
      expect(bySide.data.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, c.id]));
      expect(bySide.data.every((r) => r.side === active)).toBe(true);
      const inactive = (await list('?side=inactive&per_page=100')).json<ListReply<BannerItem>>();
      expect(inactive.data.map((r) => r.id)).toContain(b.id);
      expect(inactive.data.map((r) => r.id)).not.toContain(a.id);

      const capped = await list('?per_page=500');
      expect(capped.statusCode).toBe(200);
      expect(capped.json<ListReply<BannerItem>>().pagination.per_page).toBe(100);
      expect((await list('?per_page=0')).statusCode).toBe(400);
      expect((await list('?page=0')).statusCode).toBe(400);
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: base });
      expect(res.statusCode).toBe(401);
    });
  });
});

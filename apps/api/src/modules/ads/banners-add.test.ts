import fs from 'node:fs/promises';
import path from 'node:path';
import { type BannerItem, type ListReply, ADS_SERVER_MESSAGES as M, SERVER_MESSAGES } from '@newsroom/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildImage, errorBody, toDataUrl } from '../../test/harness.ts';
import { type Body, KINDS, type SavedReply, useBannersApp } from './banners-support.ts';

const { t, admin, developer, callsOf } = useBannersApp();

describe.each(KINDS)('/api/$kind', ({ kind, active, foreign }) => {
  const { base, validInput, add, create, put, list } = callsOf(kind, active);

  describe('add', () => {
    it('stores the item with its re-encoded image, its pixel size and the session user', async () => {
      const res = await add(await validInput({ title: '  Nyári akció  ', user_id: 999_999 }));
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<SavedReply>();
      expect(reply).toMatchObject({ status: 'ok', message: M.saved[kind] });
      expect(reply.data).toMatchObject({
        kind,
        title: 'Nyári akció',
        url: 'https://hirdeto.example/ajanlat',
        side: active,
        width: 300,
        height: 120,
        total_clicks: 0,
        is_active: 1,
        user_id: admin.user.id,
        full_name: 'Hirdető Hanna',
      });
      expect(reply.data.banner_url).toMatch(/^\/uploads\/banners\/.+\.jpg$/);
      const stored = await fs.readFile(path.join(t.config.dataDir, reply.data.banner_url));
      expect(await sharp(stored).metadata()).toMatchObject({ width: 300, height: 120, format: 'jpeg' });
    });

    it('takes its image path only from its own upload: a banner_url sent by the client is ignored', async () => {
      for (const forged of [
        'https://cdn.evil.example/uploads/../../x.png',
        '/uploads/banners/does-not-exist.png',
      ]) {
        const item = await create({ banner_url: forged });
        expect(item.banner_url).toMatch(/^\/uploads\/banners\/\d{4}\/\d{2}\/[0-9a-f-]+\.jpg$/);
        const edited = await put(item.id, {
          ...(await validInput()),
          image: null,
          banner_url: forged,
          last_update: item.last_update,
        });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json<SavedReply>().data.banner_url).toBe(item.banner_url);
      }
    });

    it('strips the metadata of the image', async () => {
      const data = toDataUrl(await buildImage({ exif: { Copyright: 'titok' } }), 'image/jpeg');
      const item = await create({ image: { data } });
      const stored = await fs.readFile(path.join(t.config.dataDir, item.banner_url));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(item).toMatchObject({ width: 64, height: 48 });
    });

    it("refuses a missing title with 'Töltse ki a mezőket!'", async () => {
      const res = await add(await validInput({ title: '   ' }));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({ message: M.invalid, errors: { title: M.invalid } });
    });

    it('refuses a new item without an image with its own message', async () => {
      const res = await add(await validInput({ image: null }));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({ message: M.noImage[kind], errors: { image: M.noImage[kind] } });
    });

    it("refuses a side that is not one of the kind's codes", async () => {
      for (const side of [foreign, 'nincs_ilyen']) {
        const res = await add(await validInput({ side }));
        expect(res.statusCode, side).toBe(400);
        expect(errorBody(res).errors).toEqual({ side: M.unknownSide });
      }
    });

    it('refuses a link that is not http(s), and takes an empty one', async () => {
      for (const url of ['javascript:alert(1)', 'ftp://x.example/a', 'nem link']) {
        const res = await add(await validInput({ url }));
        expect(res.statusCode, url).toBe(400);
        expect(errorBody(res).errors).toEqual({ url: M.badUrl });
      }
      expect((await create({ url: '' })).url).toBe('');
      expect((await create({ url: 'https://példa.hu/őszi vásár' })).url).toBe(
        'https://xn--plda-bpa.hu/%C5%91szi%20v%C3%A1s%C3%A1r',
      );
    });

    it('refuses bytes that are not an image with 415, and wrongly typed fields with 400', async () => {
      const notImage = await add(
        await validInput({ image: { data: toDataUrl('nem kép', 'image/png'), filename: 'a.png' } }),
      );
      expect(notImage.statusCode).toBe(415);
      const typed = await add({ ...(await validInput()), title: 12 } as unknown as Body);
      expect(typed.statusCode).toBe(400);
    });

    it('is refused with 403 to a user without is_admin, and nothing is stored', async () => {
      const before = await list('?per_page=100');
      const res = await add(await validInput(), developer);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
      const after = await list('?per_page=100');
      expect(after.json<ListReply<BannerItem>>().pagination.total).toBe(
        before.json<ListReply<BannerItem>>().pagination.total,
      );
    });
  });

  if (kind === 'campaign') {
    it("a campaign's side defaults to 'campaign'", async () => {
      expect((await create({ side: '' })).side).toBe('campaign');
      expect((await create({ side: 'inactive_campaign' })).side).toBe('inactive_campaign');
    });
  } else {
    it("a banner's empty side is kept: an inactive banner", async () => {
      expect((await create({ side: '' })).side).toBe('');
    });
  }

  describe('get', () => {
    it('answers the item to any signed-in user, and 404 for a missing, other-kind or deleted one', async () => {
      const item = await create();
      const res = await t.app.inject({
        method: 'GET',
        url: `${base}/${item.id}`,
        headers: developer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<SavedReply>().data).toEqual(item);

      const otherBase = kind === 'campaign' ? '/api/banners' : '/api/campaigns';
      const other = await t.app.inject({
        method: 'GET',
        url: `${otherBase}/${item.id}`,
        headers: admin.headers,
      });
      expect(other.statusCode).toBe(404);

      const missing = await t.app.inject({ method: 'GET', url: `${base}/987654`, headers: admin.headers });
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).message).toBe(M.notFound[kind](987654));

      await t.app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: admin.headers });
      const deleted = await t.app.inject({
        method: 'GET',
        url: `${base}/${item.id}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(404);
    });
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type BannerInput,
  type BannerItem,
  type BannerKind,
  type ListReply,
  ADS_SERVER_MESSAGES as M,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/index.ts';
import {
  buildImage,
  errorBody,
  imageDataUrl,
  type SignedIn,
  toDataUrl,
  useTestApp,
} from '../../test/harness.ts';

const { t, admin, developer } = useTestApp({
  /** is_admin: may write campaigns and banners. */
  admin: { first_name: 'Hanna', last_name: 'Hirdető', is_admin: true },
  /** is_developer only: may read them, not write them. */
  developer: { is_developer: true },
});

interface SavedReply {
  status: 'ok';
  message: string;
  data: BannerItem;
}

type Body = BannerInput & Record<string, unknown>;

/** A side each kind accepts as active, and one it refuses. */
const KINDS: Array<{ kind: BannerKind; active: string; foreign: string }> = [
  { kind: 'campaign', active: 'campaign', foreign: 'top_90' },
  { kind: 'banner', active: 'right_600', foreign: 'campaign' },
];

describe.each(KINDS)('/api/$kind', ({ kind, active, foreign }) => {
  const base = `/api/${kind}s`;
  let sequence = 0;

  async function validInput(overrides: Body = {}): Promise<Body> {
    sequence += 1;
    return {
      title: `Teszt ${kind} ${sequence}`,
      url: 'https://hirdeto.example/ajanlat',
      side: active,
      image: {
        data: await imageDataUrl({ width: 300, height: 120 }),
        filename: 'kep.jpg',
        type: 'image/jpeg',
        dimensions: { width: 300, height: 120 },
      },
      ...overrides,
    };
  }

  function add(body: Body, who: SignedIn = admin) {
    return t.app.inject({ method: 'POST', url: `${base}/add`, headers: who.headers, payload: body });
  }

  async function create(overrides: Body = {}): Promise<BannerItem> {
    const res = await add(await validInput(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SavedReply>().data;
  }

  function put(id: number, body: Body, who: SignedIn = admin) {
    return t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: who.headers, payload: body });
  }

  function list(query = '', who: SignedIn = developer) {
    return t.app.inject({ method: 'GET', url: `${base}${query}`, headers: who.headers });
  }

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

import {
  type GoogleAd,
  type GoogleAdInput,
  type ListReply,
  ADS_SERVER_MESSAGES as M,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { googleAds } from '../../db/schema/index.ts';
import { errorBody, type SignedIn, useTestApp } from '../../test/harness.ts';

const { t, developer, admin } = useTestApp({
  /** is_developer: may write ad slots. */
  developer: { first_name: 'Dani', last_name: 'Fejlesztő', is_developer: true },
  /** is_admin only: may read them, not write them (docs/product.md, Roles). */
  admin: { is_admin: true, is_administrator: true },
});

interface SavedReply {
  status: 'ok';
  message: string;
  data: GoogleAd;
}

type Body = GoogleAdInput & Record<string, unknown>;
let sequence = 0;

function validInput(overrides: Body = {}): Body {
  sequence += 1;
  return {
    name: `Teszt hely ${sequence}`,
    path: '/1234567/hirek_fejlec',
    size: '728x90, 970x90',
    div_id: `div-gpt-ad-${sequence}`,
    position: 'gtop_90',
    ...overrides,
  };
}

const add = (body: Body, who: SignedIn = developer) =>
  t.app.inject({ method: 'POST', url: '/api/ga/add', headers: who.headers, payload: body });
const put = (id: number, body: Body, who: SignedIn = developer) =>
  t.app.inject({ method: 'PUT', url: `/api/ga/${id}`, headers: who.headers, payload: body });
const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/ga${query}`, headers: admin.headers }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<ListReply<GoogleAd>>();
  });

async function create(overrides: Body = {}): Promise<GoogleAd> {
  const res = await add(validInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedReply>().data;
}

describe('POST /api/ga/add', () => {
  it('stores the slot with the size of its position and the session user', async () => {
    const res = await add(
      validInput({
        name: ' Főoldal fejléc ',
        path_mobile: '/1234567/hirek_fejlec_m',
        size_mobile: '320x50',
        div_id_mobile: 'div-m',
        user_id: 999_999,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<SavedReply>();
    expect(reply.message).toBe(M.adSaved);
    expect(reply.data).toMatchObject({
      name: 'Főoldal fejléc',
      path: '/1234567/hirek_fejlec',
      size: '728x90, 970x90',
      path_mobile: '/1234567/hirek_fejlec_m',
      size_mobile: '320x50',
      div_id_mobile: 'div-m',
      position: 'gtop_90',
      width: 728,
      height: 90,
      is_active: 1,
      user_id: developer.user.id,
      full_name: 'Fejlesztő Dani',
    });
  });

  it.each([
    ['gright_600', 300, 600],
    ['glist_popular_600', 370, 370],
    ['ghome_featured_230h', 1150, 230],
    ['glist_inside_4_190', 728, 190],
  ])('position %s is stored as %dx%d', async (position, width, height) => {
    expect(await create({ position })).toMatchObject({ position, width, height });
    expect(await create({ position, width, height })).toMatchObject({ width, height });
  });

  it('refuses a size that differs from the position, and an unknown position', async () => {
    const res = await add(validInput({ position: 'glist_popular_600', width: 370, height: 600 }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(M.sizeMismatch(370, 370));
    const unknown = await add(validInput({ position: 'top_90' }));
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).errors).toEqual({ position: M.unknownPosition });
  });

  it('keeps the sent size of a slot without a position (an inactive slot)', async () => {
    expect(await create({ position: '', width: 320, height: 100 })).toMatchObject({
      position: '',
      width: 320,
      height: 100,
    });
  });

  it("refuses missing name, path, size and div_id with 'Töltse ki a mezőket!' per field", async () => {
    const res = await add({ name: ' ', path: '', size: '', div_id: '', position: '' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: M.invalid,
      errors: { name: M.invalid, path: M.invalid, size: M.invalid, div_id: M.invalid },
    });
    expect((await add(validInput({ width: 'széles' }))).statusCode).toBe(400);
  });

  it('is refused with 403 to an is_admin user who is not a developer', async () => {
    const res = await add(validInput(), admin);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.forbidden);
  });
});

describe('GET, PUT and DELETE /api/ga/{id}', () => {
  it('answers the slot to any signed-in user and 404 for a missing one', async () => {
    const ad = await create();
    const res = await t.app.inject({ method: 'GET', url: `/api/ga/${ad.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<SavedReply>().data).toEqual(ad);
    const missing = await t.app.inject({ method: 'GET', url: '/api/ga/987654', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(M.adNotFound(987654));
  });

  it('saves a change, then refuses a stale save with 409 and keeps the first', async () => {
    const ad = await create();
    const first = await put(
      ad.id,
      validInput({ name: 'Első', position: 'gright_370', last_update: ad.last_update }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SavedReply>().data).toMatchObject({ name: 'Első', width: 370, height: 370 });
    const stale = await put(ad.id, validInput({ name: 'Második', last_update: ad.last_update }));
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).message).toBe(M.adConflict);
    expect((await put(ad.id, validInput())).statusCode).toBe(400);
    const [row] = await t.db.select().from(googleAds).where(eq(googleAds.id, ad.id));
    expect(row?.name).toBe('Első');
    expect((await put(ad.id, validInput({ last_update: ad.last_update }), admin)).statusCode).toBe(403);
  });

  it('soft-deletes: developers only, the row stays inactive and the list hides it', async () => {
    const ad = await create();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/ga/${ad.id}`, headers: admin.headers });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/ga/${ad.id}`, headers: developer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: M.adDeleted, data: { id: ad.id } });
    const [row] = await t.db.select().from(googleAds).where(eq(googleAds.id, ad.id));
    expect(row?.isActive).toBe(false);
    expect((await list('?per_page=100')).data.map((a) => a.id)).not.toContain(ad.id);
    expect((await list('?per_page=100&include_inactive=1')).data.map((a) => a.id)).toContain(ad.id);
    const gone = await t.app.inject({ method: 'GET', url: `/api/ga/${ad.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(404);
  });
});

describe('GET /api/ga', () => {
  it('answers newest change first, with pages and the position and div_id filters', async () => {
    const a = await create({ position: 'gcontent_190', div_id: 'kozos-div' });
    const b = await create({ position: '', div_id: 'kozos-div' });
    const c = await create({ position: 'gparagraph_190', div_id_mobile: 'kozos-div' });
    const page = await list('?per_page=2');
    expect(page.data.map((r) => r.id)).toEqual([c.id, b.id]);
    expect(page.pagination).toMatchObject({ per_page: 2, current_page: 1 });

    const byPosition = await list('?position=gcontent_190&per_page=100');
    expect(byPosition.data.map((r) => r.id)).toContain(a.id);
    expect(byPosition.data.every((r) => r.position === 'gcontent_190')).toBe(true);
    const inactive = await list('?position=inactive&per_page=100');
    expect(inactive.data.map((r) => r.id)).toContain(b.id);
    expect(inactive.data.every((r) => r.position === '')).toBe(true);

    // Slots that use a div_id: live ones (with a position), as desktop or mobile element.
    const byDiv = await list('?div_id=kozos-div');
    expect(byDiv.data.map((r) => r.id).sort()).toEqual([a.id, c.id].sort());
  });
});
